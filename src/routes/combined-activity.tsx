import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const combinedActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity',
  loader: () => prefetchQueries((q) => [q.combinedActivitySummaries(new Date().getTimezoneOffset())]),
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'CombinedActivityRoute'),
})
