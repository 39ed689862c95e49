import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const suspendFilterRequestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.suspendFilterRequest,
  staticData: {
    title: ({ userId = '', id = '' }, names) => childsTitle(names.child(userId) ?? names.requestChild('suspension', id), 'filter suspension request'),
  },
  loader: loadRouteData,
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/SuspendRequestScreen')),
})
