import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity',
  staticData: { title: ({ userId = '' }, names) => childsTitle(names.child(userId), 'activity') },
  // The days the screen counts in: the parent's own, or UTC where the API counts only those.
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/activity'](params)),
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'ChildActivityRoute'),
})
