import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { iosDevicesScreen } from '../features/ios-devices'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const iosDevicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.iosDevices,
  staticData: { title: 'iOS devices' },
  loader: loadRouteData,
  component: lazyRouteComponent(iosDevicesScreen),
})
