import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

/** `?add-device=1` opens the add-device panel (the children list's "Add a device" action). */
export interface ChildSearch {
  'add-device'?: 1
}

export const childRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/children/$userId',
  validateSearch: (search: Record<string, unknown>): ChildSearch => {
    const v = search['add-device']
    return v === 1 || v === '1' || v === true ? { 'add-device': 1 } : {}
  },
  // The keychain section names the keychains that can be added; its address test reads the
  // parent's keychains and the app list.
  loader: ({ params }) =>
    prefetchQueries((q) => [q.user(params.userId), q.selectableKeychains(), q.adminKeychains(), q.apps()]),
  component: lazyRouteComponent(() => import('../screens/child/ChildScreen')),
})
