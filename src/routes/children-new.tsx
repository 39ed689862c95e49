import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const childrenNewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/new',
  component: () => <Placeholder title="New child" />,
})
