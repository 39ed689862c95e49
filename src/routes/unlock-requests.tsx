import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const unlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/unlock-requests',
  staticData: { title: 'Unlock requests' },
  loader: () => prefetchQueries((data) => data.routeQueries['/unlock-requests']),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/UnlockRequestsScreen'), 'AllUnlockRequestsScreen'),
})
