import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const keychainsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/keychains',
  component: () => <Placeholder title="Keychains" />,
})
