import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../session'
import { rootRoute } from './root'
import { optionalString } from './search'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

/**
 * Demo builds only (see tree.ts): the demo's stand-in for the payment provider's hosted checkout
 * page, where the demo server's checkout links lead.
 */
export const demoCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.demoCheckout,
  // Production builds never list the route; they must not carry its texts or its screen either.
  staticData: { title: __DEMO__ ? 'Demo checkout' : '' },
  validateSearch: (search: Record<string, unknown>): { session_id?: string } => {
    const id = optionalString(search.session_id)
    return id === undefined ? {} : { session_id: id }
  },
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/logout', search: { redirect: location.href } })
  },
  loader: loadRouteData,
  // Production builds never list the route; they must not carry its screen either.
  component: __DEMO__ ? lazyRouteComponent(() => import('../features/settings/DemoCheckoutScreen')) : () => null,
})
