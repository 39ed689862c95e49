import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const childUnlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests',
  component: () => <Placeholder title="Unlock requests" />,
})
