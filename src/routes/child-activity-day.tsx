import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle, withDay } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity/$urlDate',
  staticData: {
    title: ({ userId = '', urlDate = '' }, names) =>
      withDay(childsTitle(names.child(userId, urlDate), 'activity'), urlDate),
  },
  // The parent's whole day, as the screen counts it (an address that names no day loads nothing).
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/activity/$urlDate'](params)),
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'ChildActivityDayRoute'),
})
