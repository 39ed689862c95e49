import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { paths } from '../route-paths'

export const childrenNewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.newChild,
  staticData: { title: 'Add a child' },
  component: lazyRouteComponent(() => import('../features/children/NewChildScreen')),
})
