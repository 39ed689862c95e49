import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { unlockRequestQueries } from '../features/requests/queries'

export const unlockRequestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id',
  loader: ({ params }) => prefetchQueries(unlockRequestQueries(params)),
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/UnlockRequestScreen')),
})
