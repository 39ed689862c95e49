import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const childActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/activity/$urlDate',
  component: () => <Placeholder title="Activity" />,
})
