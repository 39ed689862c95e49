import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const unlockRequestReviewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/review',
  component: () => <Placeholder title="Review unlock request" />,
})
