import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { devicesQueries } from '../features/devices/queries'

export const devicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/devices',
  loader: () => prefetchQueries(devicesQueries),
  component: lazyRouteComponent(() => import('../features/devices/DevicesScreen')),
})
