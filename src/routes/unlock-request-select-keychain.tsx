import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { selectKeychainQueries } from '../features/requests/queries'

export const unlockRequestSelectKeychainRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/select-keychain',
  loader: ({ params }) => prefetchQueries(selectKeychainQueries(params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/SelectKeychainScreen')),
})
