import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'

export const verifySignupEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-signup-email/$token',
  staticData: { title: 'Verify your email' },
  component: lazyRouteComponent(() => import('../features/account/VerifySignupEmailScreen')),
})
