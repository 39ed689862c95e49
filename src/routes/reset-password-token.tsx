import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'

export const resetPasswordTokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  staticData: { title: 'Choose a new password' },
  component: lazyRouteComponent(() => import('../features/account/ResetPasswordScreen')),
})
