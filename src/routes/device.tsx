import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { deviceQueries } from '../features/devices/queries'

export const deviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices/$deviceId',
  loader: ({ params }) => prefetchQueries(deviceQueries(params)),
  component: lazyRouteComponent(() => import('../features/devices/DeviceScreen')),
})
