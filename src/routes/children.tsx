import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { routeQueries } from './route-data'

export const childrenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children',
  loader: () => prefetchQueries(routeQueries['/children']),
  component: lazyRouteComponent(() => import('../features/children/ChildrenScreen')),
})
