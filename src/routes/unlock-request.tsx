import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const unlockRequestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id',
  component: () => <Placeholder title="Unlock request" />,
})
