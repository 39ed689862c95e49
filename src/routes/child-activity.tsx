import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { childActivityQueries } from '../features/activity/queries'

export const childActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity',
  // The days the screen counts in: the parent's own, or UTC where the API counts only those.
  loader: ({ params }) => prefetchQueries(childActivityQueries(params)),
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'ChildActivityRoute'),
})
