import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

/** `?add-device=1` opens the add-device panel (the children list's "Add a device" action). */
export interface ChildSearch {
  'add-device'?: 1
}

export const childRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.child,
  staticData: {
    title: ({ userId = '' }, names) => (names.isNew('child', userId) ? 'Add a child' : (names.child(userId) ?? 'Child')),
  },
  validateSearch: (search: Record<string, unknown>): ChildSearch => {
    const v = search['add-device']
    return v === 1 || v === '1' || v === true ? { 'add-device': 1 } : {}
  },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/children/child/ChildScreen')),
})
