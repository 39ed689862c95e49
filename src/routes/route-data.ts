/**
 * The queries signed-in routes start before their screens mount, named once for their loaders
 * and for the signed-in documents' first script (src/signed-in-start.ts), which starts them while
 * the app's code is still downloading. Types only: importing this costs nothing.
 */
import type { QueryPick } from '../data/prefetch'

/** The frame: the parent's account (subscription banner), the unlock requests (pending count), the announcement (today's API). */
export const shellQueries: QueryPick = (q, { apiProfile }) => [
  q.admin(),
  q.unlockRequests(),
  ...(apiProfile === 'current' ? [q.dashboard()] : []),
]

/** The queries of the signed-in routes with a fixed path, by path. */
export const routeQueries = {
  '/children': (q) => [q.users()],
  '/children/activity': (q, { currentActivityDayOffset }) => [q.combinedActivitySummaries(currentActivityDayOffset())],
  '/devices': (q) => [q.devices()],
  '/keychains': (q) => [q.adminKeychains()],
  '/security-events': (q) => [q.securityEvents()],
  '/settings': (q) => [q.admin()],
  '/unlock-requests': (q) => [q.unlockRequests()],
} satisfies Readonly<Record<string, QueryPick>>
