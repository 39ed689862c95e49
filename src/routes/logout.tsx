import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { redirectSearch } from './search'

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  staticData: { title: 'Logging out' },
  validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import('../features/account/LogoutScreen')),
})
