import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { paramRouteQueries } from './route-data'

export const combinedActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity/$urlDate',
  // The parent's whole day, as the screen counts it (an address that names no day loads nothing).
  loader: ({ params }) => prefetchQueries(paramRouteQueries['/children/activity/$urlDate'](params)),
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'CombinedActivityDayRoute'),
})
