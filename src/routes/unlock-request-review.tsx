import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const unlockRequestReviewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/review',
  staticData: {
    title: ({ userId = '', id = '' }, names) =>
      childsTitle(names.child(userId) ?? names.requestChild('unlock', id), 'unlock request', 'Review'),
  },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/unlock-requests/$id/review'](params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/ReviewScreen')),
})
