import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { unlockRequestsQueries } from '../features/requests/queries'

export const unlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/unlock-requests',
  loader: () => prefetchQueries(unlockRequestsQueries),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/UnlockRequestsScreen'), 'AllUnlockRequestsScreen'),
})
