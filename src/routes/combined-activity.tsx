import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const combinedActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity',
  staticData: { title: 'All activity' },
  // The days the screen counts in: the parent's own, or UTC where the API counts only those.
  loader: () => prefetchQueries((data) => data.routeQueries['/children/activity']),
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'CombinedActivityRoute'),
})
