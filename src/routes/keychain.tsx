import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const keychainRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/keychains/$keychainId',
  component: () => <Placeholder title="Keychain" />,
})
