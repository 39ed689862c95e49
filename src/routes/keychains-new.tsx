import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'

export const keychainsNewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/keychains/new',
  staticData: { title: 'New keychain' },
  component: lazyRouteComponent(() => import('../features/keychains/NewKeychainScreen')),
})
