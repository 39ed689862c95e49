import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  staticData: { title: 'Reset your password' },
  component: lazyRouteComponent(() => import('../features/account/RequestPasswordResetScreen')),
})
