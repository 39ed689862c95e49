import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const combinedActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity/$urlDate',
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'CombinedActivityDayRoute'),
})
