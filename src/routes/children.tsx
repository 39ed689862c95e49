import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const childrenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.children,
  staticData: { title: 'Children' },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/children/ChildrenScreen')),
})
