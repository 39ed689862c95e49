import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { paths } from '../route-paths'

export const keychainsNewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.newKeychain,
  staticData: { title: 'New keychain' },
  component: lazyRouteComponent(() => import('../features/keychains/NewKeychainScreen')),
})
