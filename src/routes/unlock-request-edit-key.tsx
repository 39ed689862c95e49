import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const unlockRequestEditKeyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/edit-key/$keychainId',
  staticData: {
    title: ({ userId = '', id = '' }, names) =>
      childsTitle(names.child(userId) ?? names.requestChild('unlock', id), 'unlock request', 'Accept'),
  },
  // The key's form also reads the app list, the child's keychains and the child's other requests.
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/unlock-requests/$id/edit-key/$keychainId'](params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/EditKeyScreen')),
})
