import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const suspendFilterRequestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/suspend-filter-requests/$id',
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/suspend-filter-requests/$id'](params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/SuspendRequestScreen')),
})
