import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const devicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices',
  component: lazyRouteComponent(() => import('../screens/devices/DevicesScreen')),
})
