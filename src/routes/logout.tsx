import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { redirectSearch } from './search'
import { paths } from '../route-paths'

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.logout,
  staticData: { title: 'Logging out' },
  validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import('../features/account/LogoutScreen')),
})
