import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const combinedActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.combinedActivity,
  staticData: { title: 'All activity' },
  // The days the screen counts in: the parent's own, or UTC where the API counts only those.
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'CombinedActivityRoute'),
})
