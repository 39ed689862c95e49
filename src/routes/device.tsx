import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const deviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices/$deviceId',
  loader: ({ params }) => prefetchQueries((q) => [q.device(params.deviceId), q.latestAppVersions()]),
  component: lazyRouteComponent(() => import('../screens/devices/DeviceScreen')),
})
