import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { reviewUnlockRequestQueries } from '../features/requests/queries'

export const unlockRequestReviewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/review',
  loader: ({ params }) => prefetchQueries(reviewUnlockRequestQueries(params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/ReviewScreen')),
})
