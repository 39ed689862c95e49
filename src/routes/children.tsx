import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childrenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children',
  staticData: { title: 'Children' },
  loader: () => prefetchQueries((data) => data.routeQueries['/children']),
  component: lazyRouteComponent(() => import('../features/children/ChildrenScreen')),
})
