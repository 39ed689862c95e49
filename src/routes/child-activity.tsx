import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const childActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.childActivity,
  staticData: { title: ({ userId = '' }, names) => childsTitle(names.child(userId), 'activity') },
  // The days the screen counts in: the parent's own, or UTC where the API counts only those.
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/activity/RouteScreens'), 'ChildActivityRoute'),
})
