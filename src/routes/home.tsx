import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

/** `/`: Home, what needs the parent now. */
export const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  loader: () => prefetchQueries((data) => data.routeQueries['/']),
  component: lazyRouteComponent(() => import('../features/home'), 'HomeScreen'),
})
