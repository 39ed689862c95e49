import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const childRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId',
  component: lazyRouteComponent(() => import('../screens/child/ChildScreen')),
})
