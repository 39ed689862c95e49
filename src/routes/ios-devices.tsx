import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { iosDevicesScreen } from '../features/ios-devices'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const iosDevicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/ios-devices',
  staticData: { title: 'iOS devices' },
  loader: () => prefetchQueries((data) => data.routeQueries['/ios-devices']),
  component: lazyRouteComponent(iosDevicesScreen),
})
