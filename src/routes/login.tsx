import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { optionalString, redirectSearch } from './search'
import { paths } from '../route-paths'

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.login,
  staticData: { title: 'Log in' },
  validateSearch: (search: Record<string, unknown>): { redirect?: string; from?: string } => {
    const from = optionalString(search.from)
    return { ...redirectSearch(search), ...(from === undefined ? {} : { from }) }
  },
  component: lazyRouteComponent(() => import('../features/account/LoginScreen')),
})
