import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const securityEventsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/security-events',
  component: () => <Placeholder title="Security events" />,
})
