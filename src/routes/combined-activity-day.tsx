import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDay } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { daySearch } from './search'
import { paths } from '../route-paths'

export const combinedActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.combinedActivityDay,
  staticData: { title: ({ urlDate = '' }, names) => withDay('All activity', names.day(urlDate)) },
  // An item or an hour to open the day at (a search result, a heatmap cell).
  validateSearch: daySearch,
  // The parent's whole day, as the screen counts it (an address that names no day loads nothing).
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'CombinedActivityDayRoute'),
})
