import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const devicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices',
  component: () => <Placeholder title="Devices" />,
})
