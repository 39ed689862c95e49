import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const unlockRequestEditKeyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.editKey,
  // The key's form also reads the app list, the child's keychains and the child's other requests.
  loader: loadRouteData,
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/EditKeyScreen')),
})
