import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

export const childrenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children',
  loader: () => prefetchQueries((q) => [q.users()]),
  component: lazyRouteComponent(() => import('../screens/children/ChildrenScreen')),
})
