/**
 * The queries signed-in routes start before their screens mount, named once for their loaders
 * and for the signed-in documents' first script (src/signed-in-start.ts), which starts them while
 * the app's code is still downloading. Besides types it imports only the small path matcher, so
 * the first script stays small.
 */
import type { QueryPick } from '../data/prefetch'
import { firstMatch } from './match-path'

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
  // Only today's API has iOS devices.
  '/ios-devices': (q, { apiProfile }) => (apiProfile === 'current' ? [q.iosDevices()] : []),
  '/keychains': (q) => [q.adminKeychains()],
  '/security-events': (q) => [q.securityEvents()],
  '/settings': (q) => [q.admin()],
  '/unlock-requests': (q) => [q.unlockRequests()],
} satisfies Readonly<Record<string, QueryPick>>

type Params<K extends string> = Readonly<Record<K, string>>

/**
 * The queries of the signed-in routes with ids in their path, by path (`$name` stands for one
 * segment): the addresses of the e-mails about a child's requests, a child's or a device's page.
 */
export const paramRouteQueries = {
  // The keychain section names the keychains that can be added; its address test reads the
  // parent's keychains and the app list.
  '/children/$userId': (p: Params<'userId'>): QueryPick => (q) => [q.user(p.userId), q.selectableKeychains(), q.adminKeychains(), q.apps()],
  '/children/$userId/activity':
    (p: Params<'userId'>): QueryPick =>
    (q, { currentActivityDayOffset }) => [q.userActivitySummaries(p.userId, currentActivityDayOffset())],
  '/children/$userId/activity/$urlDate':
    (p: Params<'userId' | 'urlDate'>): QueryPick =>
    async (q, { currentActivityDayOffset }) => {
      const { localDayRange, parseUrlDate } = await import('@domain/dates')
      const date = parseUrlDate(p.urlDate)
      return date ? [q.userActivityFeed(p.userId, p.urlDate, localDayRange(date, currentActivityDayOffset()))] : []
    },
  '/children/activity/$urlDate':
    (p: Params<'urlDate'>): QueryPick =>
    async (q, { currentActivityDayOffset }) => {
      const { localDayRange, parseUrlDate } = await import('@domain/dates')
      const date = parseUrlDate(p.urlDate)
      const offset = currentActivityDayOffset()
      return date ? [q.combinedActivityFeed(p.urlDate, localDayRange(date, offset), offset)] : []
    },
  '/children/$userId/unlock-requests': (p: Params<'userId'>): QueryPick => (q) => [q.userUnlockRequests(p.userId), q.user(p.userId)],
  '/children/$userId/unlock-requests/$id': (p: Params<'id'>): QueryPick => (q) => [q.unlockRequest(p.id)],
  '/children/$userId/unlock-requests/$id/review': (p: Params<'userId' | 'id'>): QueryPick => (q) => [q.unlockRequest(p.id), q.user(p.userId)],
  '/children/$userId/unlock-requests/$id/deny': (p: Params<'id'>): QueryPick => (q) => [q.unlockRequest(p.id)],
  '/children/$userId/unlock-requests/$id/select-keychain': (p: Params<'userId'>): QueryPick => (q) => [q.user(p.userId)],
  '/children/$userId/unlock-requests/$id/edit-key/$keychainId':
    (p: Params<'userId' | 'id'>): QueryPick =>
    (q) => [q.unlockRequest(p.id), q.apps(), q.user(p.userId), q.userUnlockRequests(p.userId)],
  '/children/$userId/suspend-filter-requests/$id': (p: Params<'id'>): QueryPick => (q) => [q.suspendFilterRequest(p.id)],
  '/devices/$deviceId': (p: Params<'deviceId'>): QueryPick => (q) => [q.device(p.deviceId), q.latestAppVersions()],
  '/ios-devices/$deviceId':
    (p: Params<'deviceId'>): QueryPick =>
    (q, { apiProfile }) =>
      apiProfile === 'current' ? [q.iosDevice(p.deviceId)] : [],
  // A keychain not created yet has nothing stored to read; its key list still names apps.
  '/keychains/$keychainId':
    (p: Params<'keychainId'>): QueryPick =>
    async (q) =>
      (await import('../screens/keychains/new-keychains')).isNewKeychain(p.keychainId)
        ? [q.apps()]
        : [q.adminKeychain(p.keychainId), q.apps(), q.users()],
} satisfies Readonly<Record<string, (params: never) => QueryPick>>

/**
 * The queries a signed-in address starts: its fixed path's (`/`: the children list's), else those
 * of the pattern it matches (fixed segments before parameters, as the router ranks them); none
 * for other paths.
 */
export function queriesForPath(address: string): QueryPick | undefined {
  // `/` sends a signed-in parent to the children list (src/routes/tree.ts).
  const path = address === '/' ? '/children' : address
  const fixed: Readonly<Record<string, QueryPick>> = routeQueries
  if (Object.hasOwn(fixed, path)) return fixed[path]
  const match = firstMatch(Object.keys(paramRouteQueries), path)
  if (!match) return undefined
  return (paramRouteQueries[match.pattern as keyof typeof paramRouteQueries] as (p: Record<string, string>) => QueryPick)(match.params)
}
