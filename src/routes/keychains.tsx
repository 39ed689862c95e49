import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

/** Loaded on demand: the keychain screens bring the public suffix list with them. */
export const keychainsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/keychains',
  staticData: { title: 'Keychains' },
  loader: () => prefetchQueries((data) => data.routeQueries['/keychains']),
  component: lazyRouteComponent(() => import('../features/keychains/KeychainsScreen')),
})
