import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { paths } from '../route-paths'

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.resetPassword,
  staticData: { title: 'Reset your password' },
  component: lazyRouteComponent(() => import('../features/account/RequestPasswordResetScreen')),
})
