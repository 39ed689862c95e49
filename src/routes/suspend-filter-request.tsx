import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { suspendFilterRequestQueries } from '../features/requests/queries'

export const suspendFilterRequestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/suspend-filter-requests/$id',
  loader: ({ params }) => prefetchQueries(suspendFilterRequestQueries(params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/SuspendRequestScreen')),
})
