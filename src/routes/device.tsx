import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const deviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices/$deviceId',
  component: () => <Placeholder title="Device" />,
})
