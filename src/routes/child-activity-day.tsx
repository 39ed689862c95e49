import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity/$urlDate',
  // The parent's whole day, as the screen counts it (an address that names no day loads nothing).
  loader: ({ params }) =>
    prefetchQueries(async (q, { currentActivityDayOffset }) => {
      const { localDayRange, parseUrlDate } = await import('@domain/dates')
      const date = parseUrlDate(params.urlDate)
      return date ? [q.userActivityFeed(params.userId, params.urlDate, localDayRange(date, currentActivityDayOffset()))] : []
    }),
  component: lazyRouteComponent(() => import('../screens/activity/RouteScreens'), 'ChildActivityDayRoute'),
})
