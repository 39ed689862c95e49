import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const childActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity',
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'ChildActivityRoute'),
})
