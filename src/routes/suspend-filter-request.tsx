import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const suspendFilterRequestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/suspend-filter-requests/$id',
  staticData: {
    title: ({ userId = '', id = '' }, names) =>
      childsTitle(names.child(userId) ?? names.requestChild('suspension', id), 'filter suspension request'),
  },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/suspend-filter-requests/$id'](params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/SuspendRequestScreen')),
})
