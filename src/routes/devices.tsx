import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { routeQueries } from './route-data'

export const devicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices',
  loader: () => prefetchQueries(routeQueries['/devices']),
  component: lazyRouteComponent(() => import('../features/devices/DevicesScreen')),
})
