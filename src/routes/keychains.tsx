import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

/** Loaded on demand: the keychain screens bring the public suffix list with them. */
export const keychainsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.keychains,
  staticData: { title: 'Keychains' },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/keychains/KeychainsScreen')),
})
