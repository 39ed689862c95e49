import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const unlockRequestEditKeyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/edit-key/$keychainId',
  component: () => <Placeholder title="Review key" />,
})
