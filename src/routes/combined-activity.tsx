import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const combinedActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity',
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'CombinedActivityRoute'),
})
