import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'
import { childrenQueries } from '../features/children/queries'

export const childrenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children',
  loader: () => prefetchQueries(childrenQueries),
  component: lazyRouteComponent(() => import('../features/children/ChildrenScreen')),
})
