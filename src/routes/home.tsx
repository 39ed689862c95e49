import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

/** `/`: Home, what needs the parent now. */
export const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.home,
  staticData: { title: 'Dashboard' },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/home'), 'HomeScreen'),
})
