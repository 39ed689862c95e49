import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const childUnlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.childUnlockRequests,
  staticData: { title: ({ userId = '' }, names) => childsTitle(names.child(userId), 'unlock requests') },
  loader: loadRouteData,
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/UnlockRequestsScreen'), 'ChildUnlockRequestsScreen'),
})
