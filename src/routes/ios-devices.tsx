import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { iosDevicesScreen } from '../features/ios-devices'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { routeQueries } from './route-data'

export const iosDevicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/ios-devices',
  loader: () => prefetchQueries(routeQueries['/ios-devices']),
  component: lazyRouteComponent(iosDevicesScreen),
})
