import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const combinedActivityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity',
  component: () => <Placeholder title="All Child Screenshots" />,
})
