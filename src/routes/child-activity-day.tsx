import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { daySearch } from './search'

export const childActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity/$urlDate',
  // An item or an hour to open the day at (a search result, a heatmap cell).
  validateSearch: daySearch,
  // The parent's whole day, as the screen counts it (an address that names no day loads nothing).
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/activity/$urlDate'](params)),
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'ChildActivityDayRoute'),
})
