import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { iosDeviceScreen } from '../features/ios-devices'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const iosDeviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/ios-devices/$deviceId',
  staticData: { title: ({ deviceId = '' }, names) => names.iosDevice(deviceId) ?? 'iOS device' },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/ios-devices/$deviceId'](params)),
  component: lazyRouteComponent(iosDeviceScreen),
})
