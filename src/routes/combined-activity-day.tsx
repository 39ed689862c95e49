import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const combinedActivityDayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/activity/$urlDate',
  component: () => <Placeholder title="Activity" />,
})
