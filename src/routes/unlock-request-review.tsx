import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const unlockRequestReviewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/review',
  loader: ({ params }) => prefetchQueries((q) => [q.unlockRequest(params.id), q.user(params.userId)]),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../screens/requests/ReviewScreen')),
})
