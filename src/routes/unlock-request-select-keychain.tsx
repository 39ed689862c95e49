import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const unlockRequestSelectKeychainRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/select-keychain',
  staticData: { title: 'Choose a keychain' },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId/unlock-requests/$id/select-keychain'](params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/SelectKeychainScreen')),
})
