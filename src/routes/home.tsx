import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { routeQueries } from './route-data'

/** `/`: Home, what needs the parent now. */
export const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  loader: () => prefetchQueries(routeQueries['/']),
  component: lazyRouteComponent(() => import('../features/home'), 'HomeScreen'),
})
