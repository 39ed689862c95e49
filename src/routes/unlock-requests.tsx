import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const unlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/unlock-requests',
  component: () => <Placeholder title="Unlock requests" />,
})
