import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const deviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.device,
  staticData: { title: ({ deviceId = '' }, names) => names.device(deviceId) ?? 'Device' },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/devices/DeviceScreen')),
})
