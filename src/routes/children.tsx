import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const childrenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children',
  component: lazyRouteComponent(() => import('../screens/children/ChildrenScreen')),
})
