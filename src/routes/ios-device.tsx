import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { iosDeviceScreen } from '../features/ios-devices'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const iosDeviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.iosDevice,
  staticData: { title: ({ deviceId = '' }, names) => names.iosDevice(deviceId) ?? 'iOS device' },
  loader: loadRouteData,
  component: lazyRouteComponent(iosDeviceScreen),
})
