import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const unlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.unlockRequests,
  staticData: { title: 'Unlock requests' },
  loader: loadRouteData,
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/UnlockRequestsScreen'), 'AllUnlockRequestsScreen'),
})
