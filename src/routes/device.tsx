import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const deviceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices/$deviceId',
  component: lazyRouteComponent(() => import('../screens/devices/DeviceScreen')),
})
