import { createRoute } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { Placeholder } from '../screens/Placeholder'

export const unlockRequestSelectKeychainRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId/unlock-requests/$id/select-keychain',
  component: () => <Placeholder title="Choose a keychain" />,
})
