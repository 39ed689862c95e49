import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { EventKind } from '@domain/security/events'
import { authedRoute } from './authed'
import { optionalString } from './search'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

const kinds: readonly EventKind[] = ['all', 'attention', 'child', 'parent']

export const securityEventsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.securityEvents,
  staticData: { title: 'Security events' },
  // The filters live in the address, so a filtered feed can be reloaded, shared and gone back to.
  validateSearch: (search: Record<string, unknown>): { child?: string; kind?: EventKind } => {
    const child = optionalString(search.child)
    const kind = kinds.find((k) => k === search.kind && k !== 'all')
    return { ...(child === undefined ? {} : { child }), ...(kind === undefined ? {} : { kind }) }
  },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/security/SecurityEventsScreen')),
})
