import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const deviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices/$deviceId',
  staticData: { title: ({ deviceId = '' }, names) => names.device(deviceId) ?? 'Device' },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/devices/$deviceId'](params)),
  component: lazyRouteComponent(() => import('../features/devices/DeviceScreen')),
})
