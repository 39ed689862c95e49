import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { redirectSearch } from './search'
import { paths } from '../route-paths'

export const otpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.otp,
  staticData: { title: 'Magic link' },
  validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import('../features/account/MagicLinkScreen')),
})
