import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDay } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const combinedActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity/$urlDate',
  staticData: { title: ({ urlDate = '' }) => withDay('All activity', urlDate) },
  // The parent's whole day, as the screen counts it (an address that names no day loads nothing).
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/activity/$urlDate'](params)),
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'CombinedActivityDayRoute'),
})
