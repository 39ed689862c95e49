import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const unlockRequestEditKeyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/edit-key/$keychainId',
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../screens/requests/EditKeyScreen')),
})
