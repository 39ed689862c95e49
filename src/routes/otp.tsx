import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { redirectSearch } from './search'

export const otpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/otp/$token',
  staticData: { title: 'Magic link' },
  validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import('../features/account/MagicLinkScreen')),
})
