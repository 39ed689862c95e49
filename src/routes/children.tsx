import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const childrenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children',
  component: () => <Placeholder title="Children" />,
})
