import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childUnlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests',
  loader: ({ params }) => prefetchQueries((q) => [q.userUnlockRequests(params.userId), q.user(params.userId)]),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../screens/requests/UnlockRequestsScreen'), 'ChildUnlockRequestsScreen'),
})
