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
  staticData: {
    title: ({ userId = '' }, names) => (names.isNew('child', userId) ? 'Add a child' : (names.child(userId) ?? 'Child')),
  },
  validateSearch: (search: Record<string, unknown>): ChildSearch => {
    const v = search['add-device']
    return v === 1 || v === '1' || v === true ? { 'add-device': 1 } : {}
  },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/children/$userId'](params)),
  component: lazyRouteComponent(() => import('../features/children/child/ChildScreen')),
})
