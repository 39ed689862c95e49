import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const keychainsNewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/keychains/new',
  component: () => <Placeholder title="New keychain" />,
})
