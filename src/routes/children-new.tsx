import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const childrenNewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/new',
  staticData: { title: 'Add a child' },
  component: lazyRouteComponent(() => import('../features/children/NewChildScreen')),
})
