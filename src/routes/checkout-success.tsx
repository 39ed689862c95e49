import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { optionalString } from './search'
import { paths } from '../route-paths'

export const checkoutSuccessRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.checkoutSuccess,
  staticData: { title: 'Subscription' },
  validateSearch: (search: Record<string, unknown>): { session_id?: string } => {
    const id = optionalString(search.session_id)
    return id === undefined ? {} : { session_id: id }
  },
  component: lazyRouteComponent(() => import('../features/settings/checkout/CheckoutSuccessScreen')),
})
