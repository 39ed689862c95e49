/**
 * The data each signed-in route starts before its screen mounts, by path, for the signed-in
 * documents' first script (src/signed-in-start.ts), which starts it while the app's code is still
 * downloading. Each route's data is declared once, in its feature's queries.ts, as a function of
 * the route's params: the route's loader uses the same declaration. Besides types it imports only
 * those declarations and the small path matcher, so the first script stays small.
 */
import type { QueryPick } from '../data/prefetch'
import { childActivityDayQueries, childActivityQueries, combinedActivityDayQueries, combinedActivityQueries } from '../features/activity/queries'
import { childQueries, childrenQueries } from '../features/children/queries'
import { deviceQueries, devicesQueries } from '../features/devices/queries'
import { iosDeviceQueries, iosDevicesQueries } from '../features/ios-devices/queries'
import { keychainQueries, keychainsQueries } from '../features/keychains/queries'
import {
  childUnlockRequestsQueries,
  denyUnlockRequestQueries,
  editKeyQueries,
  reviewUnlockRequestQueries,
  selectKeychainQueries,
  suspendFilterRequestQueries,
  unlockRequestQueries,
  unlockRequestsQueries,
} from '../features/requests/queries'
import { securityEventsQueries } from '../features/security/queries'
import { settingsQueries } from '../features/settings/queries'
import { shellQueries } from '../features/shell/queries'
import { homeQueries } from '../features/home/queries'
import { firstMatch } from './match-path'

/** The frame's data on an address, started with every signed-in route. */
export { shellQueries }

/** The data of the signed-in routes with a fixed path, by path. */
export const routeQueries = {
  '/': homeQueries,
  '/children': childrenQueries,
  '/children/activity': combinedActivityQueries,
  '/devices': devicesQueries,
  '/ios-devices': iosDevicesQueries,
  '/keychains': keychainsQueries,
  '/security-events': securityEventsQueries,
  '/settings': settingsQueries,
  '/unlock-requests': unlockRequestsQueries,
} satisfies Readonly<Record<string, QueryPick>>

/**
 * The data of the signed-in routes with ids in their path, by path (`$name` stands for one
 * segment): the addresses of the e-mails about a child's requests, a child's or a device's page.
 */
export const paramRouteQueries = {
  '/children/$userId': childQueries,
  '/children/$userId/activity': childActivityQueries,
  '/children/$userId/activity/$urlDate': childActivityDayQueries,
  '/children/activity/$urlDate': combinedActivityDayQueries,
  '/children/$userId/unlock-requests': childUnlockRequestsQueries,
  '/children/$userId/unlock-requests/$id': unlockRequestQueries,
  '/children/$userId/unlock-requests/$id/review': reviewUnlockRequestQueries,
  '/children/$userId/unlock-requests/$id/deny': denyUnlockRequestQueries,
  '/children/$userId/unlock-requests/$id/select-keychain': selectKeychainQueries,
  '/children/$userId/unlock-requests/$id/edit-key/$keychainId': editKeyQueries,
  '/children/$userId/suspend-filter-requests/$id': suspendFilterRequestQueries,
  '/devices/$deviceId': deviceQueries,
  '/ios-devices/$deviceId': iosDeviceQueries,
  '/keychains/$keychainId': keychainQueries,
} satisfies Readonly<Record<string, (params: never) => QueryPick>>

/**
 * The queries a signed-in address starts: its fixed path's, else those
 * of the pattern it matches (fixed segments before parameters, as the router ranks them); none
 * for other paths.
 */
export function queriesForPath(address: string): QueryPick | undefined {
  const fixed: Readonly<Record<string, QueryPick>> = routeQueries
  if (Object.hasOwn(fixed, address)) return fixed[address]
  const match = firstMatch(Object.keys(paramRouteQueries), address)
  if (!match) return undefined
  return (paramRouteQueries[match.pattern as keyof typeof paramRouteQueries] as (p: Record<string, string>) => QueryPick)(match.params)
}
