import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { iosDeviceScreen } from '../features/ios-devices'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { paramRouteQueries } from './route-data'

export const iosDeviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/ios-devices/$deviceId',
  loader: ({ params }) => prefetchQueries(paramRouteQueries['/ios-devices/$deviceId'](params)),
  component: lazyRouteComponent(iosDeviceScreen),
})
