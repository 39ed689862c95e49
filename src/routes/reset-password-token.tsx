import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { paths } from '../route-paths'

export const resetPasswordTokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.resetPasswordToken,
  staticData: { title: 'Choose a new password' },
  component: lazyRouteComponent(() => import('../features/account/ResetPasswordScreen')),
})
