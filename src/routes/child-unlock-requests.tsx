import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { childUnlockRequestsQueries } from '../features/requests/queries'

export const childUnlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests',
  loader: ({ params }) => prefetchQueries(childUnlockRequestsQueries(params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/UnlockRequestsScreen'), 'ChildUnlockRequestsScreen'),
})
