import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const devicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices',
  staticData: { title: 'Devices' },
  loader: () => prefetchQueries((data) => data.routeQueries['/devices']),
  component: lazyRouteComponent(() => import('../features/devices/DevicesScreen')),
})
