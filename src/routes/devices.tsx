import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const devicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices',
  loader: () => prefetchQueries((q) => [q.devices()]),
  component: lazyRouteComponent(() => import('../screens/devices/DevicesScreen')),
})
