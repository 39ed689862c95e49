import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { paramRouteQueries } from './route-data'

export const deviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices/$deviceId',
  loader: ({ params }) => prefetchQueries(paramRouteQueries['/devices/$deviceId'](params)),
  component: lazyRouteComponent(() => import('../features/devices/DeviceScreen')),
})
