import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const childRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId',
  component: () => <Placeholder title="Child settings" />,
})
