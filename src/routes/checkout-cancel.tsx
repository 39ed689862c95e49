import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { optionalString } from './search'
import { Placeholder } from '../screens/Placeholder'

export const checkoutCancelRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/checkout-cancel',
  validateSearch: (search: Record<string, unknown>): { session_id?: string } => {
    const id = optionalString(search.session_id)
    return id === undefined ? {} : { session_id: id }
  },
  component: () => <Placeholder title="Subscription" />,
})
