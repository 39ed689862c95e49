import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity',
  // The days the screen counts in: the parent's own, or UTC where the API counts only those.
  loader: ({ params }) =>
    prefetchQueries((q, { currentActivityDayOffset }) => [q.userActivitySummaries(params.userId, currentActivityDayOffset())]),
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'ChildActivityRoute'),
})
