import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childUnlockRequestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests',
  staticData: { title: ({ userId = '' }, names) => childsTitle(names.child(userId), 'unlock requests') },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/unlock-requests'](params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/UnlockRequestsScreen'), 'ChildUnlockRequestsScreen'),
})
