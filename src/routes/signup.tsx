import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { optionalString } from './search'
import { paths } from '../route-paths'

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.signup,
  staticData: { title: 'Sign up' },
  validateSearch: (search: Record<string, unknown>): { v?: string } => {
    const v = optionalString(search.v)
    return v === undefined ? {} : { v }
  },
  component: lazyRouteComponent(() => import('../features/account/SignupScreen')),
})
