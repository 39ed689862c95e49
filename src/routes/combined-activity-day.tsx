import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const combinedActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity/$urlDate',
  // The parent's whole day, as the screen counts it (an address that names no day loads nothing).
  loader: ({ params }) =>
    prefetchQueries(async (q, { currentActivityDayOffset }) => {
      const { localDayRange, parseUrlDate } = await import('@domain/dates')
      const date = parseUrlDate(params.urlDate)
      const offset = currentActivityDayOffset()
      return date ? [q.combinedActivityFeed(params.urlDate, localDayRange(date, offset), offset)] : []
    }),
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'CombinedActivityDayRoute'),
})
