import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity',
  loader: ({ params }) => prefetchQueries((q) => [q.userActivitySummaries(params.userId, new Date().getTimezoneOffset())]),
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'ChildActivityRoute'),
})
