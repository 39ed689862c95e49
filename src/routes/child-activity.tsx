import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const childActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity',
  component: () => <Placeholder title="Screenshots" />,
})
