import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { childsTitle } from '@domain/names/page-titles'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const unlockRequestEditKeyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.editKey,
  staticData: {
    title: ({ userId = '', id = '' }, names) => childsTitle(names.child(userId) ?? names.requestChild('unlock', id), 'unlock request', 'Accept'),
  },
  // The key's form also reads the app list, the child's keychains and the child's other requests.
  loader: loadRouteData,
  // Loaded on demand: the request screens bring the public suffix list and the key wizard.
  component: lazyRouteComponent(() => import('../features/requests/EditKeyScreen')),
})
