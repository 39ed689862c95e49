import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { denyUnlockRequestQueries } from '../features/requests/queries'

export const unlockRequestDenyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/deny',
  loader: ({ params }) => prefetchQueries(denyUnlockRequestQueries(params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/DenyScreen')),
})
