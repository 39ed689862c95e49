import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

/** `/`: Home, what needs the parent now. */
export const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  staticData: { title: 'Dashboard' },
  loader: () => prefetchQueries((data) => data.routeQueries['/']),
  component: lazyRouteComponent(() => import('../features/home'), 'HomeScreen'),
})
