import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const suspendFilterRequestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/suspend-filter-requests/$id',
  component: () => <Placeholder title="Filter suspension request" />,
})
