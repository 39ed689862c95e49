import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { paths } from '../route-paths'

export const verifySignupEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.verifySignupEmail,
  staticData: { title: 'Verify your email' },
  component: lazyRouteComponent(() => import('../features/account/VerifySignupEmailScreen')),
})
