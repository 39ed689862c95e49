import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const devicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.devices,
  staticData: { title: 'Devices' },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/devices/DevicesScreen')),
})
