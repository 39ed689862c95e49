import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const childActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity/$urlDate',
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'ChildActivityDayRoute'),
})
