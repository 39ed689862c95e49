/**
 * Cache keys and the query catalogue: which operation fills which key, with which input and at
 * what refetch interval. Keys are '/'-joined segments; ids appear in
 * their canonical lower-case form so that ids from e-mail links and from the API agree.
 */
import { idKey } from '../../domain/api/ids'
import type { DateRange } from '../../domain/api/wire'
import { formatUrlDate, localDayRange, type PlainDate } from '../../domain/calendar/dates'
import type { ReadInput, ReadName } from './external-reads'
import type { RequestLane } from './lanes'

export type CacheKey = string

export const cacheKeys = {
  admin: () => 'admin',
  users: () => 'users',
  user: (childId: string) => `users/${idKey(childId)}`,
  userActivity: (childId: string) => `users/${idKey(childId)}/activity`,
  userActivityDay: (childId: string, urlDate: string) => `users/${idKey(childId)}/activity/${urlDate}`,
  userUnlockRequests: (childId: string) => `users/${idKey(childId)}/unlock-requests`,
  combinedActivity: () => 'users/activity',
  combinedActivityDay: (urlDate: string) => `users/activity/${urlDate}`,
  computers: () => 'computers',
  computer: (deviceId: string) => `computers/${idKey(deviceId)}`,
  latestAppVersions: () => 'latest-app-versions',
  selectableKeychains: () => 'selectable-keychains',
  dashboard: () => 'dashboard',
  adminKeychains: () => 'admin-keychains',
  adminKeychain: (keychainId: string) => `admin-keychains/${idKey(keychainId)}`,
  unlockRequests: () => 'unlock-requests',
  unlockRequest: (id: string) => `unlock-requests/${idKey(id)}`,
  suspendFilterRequest: (id: string) => `suspend-filter-requests/${idKey(id)}`,
  apps: () => 'apps',
  securityEvents: () => 'securityEvents',
  iosDevices: () => 'ios-devices',
  iosDevice: (deviceId: string) => `ios-devices/${idKey(deviceId)}`,
  ipLocation: (ip: string) => `geoip/${ip.trim().toLowerCase()}`,
} as const

export const keySegments = (key: CacheKey): string[] => key.split('/')

/** Segment-wise prefix match: 'users/abc' matches 'users/abc' and 'users/abc/activity', not 'users/abcd'. */
export function keyHasPrefix(key: CacheKey, prefix: CacheKey): boolean {
  if (prefix === '') return true
  return key === prefix || key.startsWith(`${prefix}/`)
}

/**
 * Polling: day summaries every 30 s; a child's page every 2.5 s while it waits for a device to
 * connect; lists of unlock requests every 10 s (new requests arrive from the children). Queries
 * without one refetch on mount, window focus and reconnect.
 */
export const refetchIntervals = {
  activitySummaries: 30_000,
  addDeviceChild: 2_500,
  unlockRequests: 10_000,
} as const

/**
 * Query retries: three, with exponential backoff from 1 s, capped at 30 s (which failures are
 * retried: docs/api.md#retries-and-sessions).
 */
export const queryRetry = { count: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 } as const
export const retryDelayMs = (attempt: number): number => Math.min(queryRetry.baseDelayMs * 2 ** (attempt - 1), queryRetry.maxDelayMs)

export interface QueryDef<N extends ReadName = ReadName> {
  readonly key: CacheKey
  readonly op: N
  readonly input: ReadInput<N>
  /** Poll while mounted. */
  readonly refetchIntervalMs?: number
  /**
   * An answer that does not change while the app runs: once answered, not asked again on mount,
   * focus, reconnect or when the page shows again (only when invalidated, or once dropped).
   */
  readonly once?: true
  /**
   * Mounting it does not ask the server: its first poll does (or the window's focus, a
   * reconnect). For data the first screen already has from another answer (the frame's count of
   * pending requests on Home, from the dashboard's widgets).
   */
  readonly deferFirstFetch?: true
  /** Reads of one lane go out at most `lane.max` at a time (./lanes.ts): the days of a window. */
  readonly lane?: RequestLane
  /**
   * Asked only once the screen's own data is in, while an address's screen waits for it (the
   * frame's account and requests): the screen's request goes first and alone (./screen-first.ts).
   */
  readonly followsScreen?: true
}

/** A window's declaration (read with `useWindowQuery`, ./window.ts): its identity and its reads, which share a lane. */
export interface WindowDef<N extends ReadName = ReadName> {
  /** Names the window and its reads: a window with other reads has another key. */
  readonly key: CacheKey
  readonly reads: readonly QueryDef<N>[]
}

/** The days of an activity window go out three at a time. */
export const activityWindowLane: RequestLane = { name: 'activity-window', max: 3 }

const query = <N extends ReadName>(key: CacheKey, op: N, input: ReadInput<N>, refetchIntervalMs?: number): QueryDef<N> =>
  refetchIntervalMs === undefined ? { key, op, input } : { key, op, input, refetchIntervalMs }

export const queries = {
  admin: () => query(cacheKeys.admin(), 'GetAdmin', undefined),
  users: () => query(cacheKeys.users(), 'GetUsers', undefined),
  user: (childId: string, opts: { polling?: boolean } = {}) =>
    query(cacheKeys.user(childId), 'GetUser', childId, opts.polling ? refetchIntervals.addDeviceChild : undefined),
  userActivitySummaries: (childId: string, jsTimezoneOffsetMinutes: number) =>
    query(cacheKeys.userActivity(childId), 'UserActivitySummaries', { childId, jsTimezoneOffsetMinutes }, refetchIntervals.activitySummaries),
  combinedActivitySummaries: (jsTimezoneOffsetMinutes: number) =>
    query(cacheKeys.combinedActivity(), 'CombinedUsersActivitySummaries', { jsTimezoneOffsetMinutes }, refetchIntervals.activitySummaries),
  userActivityFeed: (childId: string, urlDate: string, range: DateRange) =>
    query(cacheKeys.userActivityDay(childId, urlDate), 'UserActivityFeed', { userId: childId, range }),
  combinedActivityFeed: (urlDate: string, range: DateRange, jsTimezoneOffsetMinutes: number) =>
    query(cacheKeys.combinedActivityDay(urlDate), 'CombinedUsersActivityFeed', {
      range,
      jsTimezoneOffsetMinutes,
    }),
  /**
   * A child's (or, with null, every child's) day feeds for `days`, counted at the offset as the
   * day pages count them: the same reads, under the same keys, as those pages (a day the window
   * loaded is the day page's answer, and the other way round), three at a time.
   */
  activityWindow: (
    childId: string | null,
    days: readonly PlainDate[],
    jsTimezoneOffsetMinutes: number,
  ): WindowDef<'UserActivityFeed' | 'CombinedUsersActivityFeed'> => {
    const urlDates = days.map(formatUrlDate)
    const reads = days.map((day, i) => {
      const range = localDayRange(day, jsTimezoneOffsetMinutes)
      const read =
        childId === null
          ? queries.combinedActivityFeed(urlDates[i]!, range, jsTimezoneOffsetMinutes)
          : queries.userActivityFeed(childId, urlDates[i]!, range)
      return { ...read, lane: activityWindowLane }
    })
    const owner = childId === null ? cacheKeys.combinedActivity() : cacheKeys.userActivity(childId)
    return { key: `window/${owner}/${urlDates.join(',')}`, reads }
  },
  userUnlockRequests: (childId: string) =>
    query(cacheKeys.userUnlockRequests(childId), 'GetUserUnlockRequests', childId, refetchIntervals.unlockRequests),
  unlockRequests: (opts: { deferFirstFetch?: boolean } = {}) => {
    const def = query(cacheKeys.unlockRequests(), 'GetUnlockRequests', undefined, refetchIntervals.unlockRequests)
    return opts.deferFirstFetch ? { ...def, deferFirstFetch: true as const } : def
  },
  unlockRequest: (id: string) => query(cacheKeys.unlockRequest(id), 'GetUnlockRequest', id),
  suspendFilterRequest: (id: string) => query(cacheKeys.suspendFilterRequest(id), 'GetSuspendFilterRequest', id),
  devices: () => query(cacheKeys.computers(), 'GetDevices', undefined),
  device: (deviceId: string) => query(cacheKeys.computer(deviceId), 'GetDevice', deviceId),
  latestAppVersions: () => query(cacheKeys.latestAppVersions(), 'LatestAppVersions', undefined),
  selectableKeychains: () => query(cacheKeys.selectableKeychains(), 'GetSelectableKeychains', undefined),
  dashboard: () => query(cacheKeys.dashboard(), 'GetDashboardWidgets', undefined),
  adminKeychains: () => query(cacheKeys.adminKeychains(), 'GetAdminKeychains', undefined),
  adminKeychain: (keychainId: string) => query(cacheKeys.adminKeychain(keychainId), 'GetAdminKeychain', keychainId),
  apps: () => query(cacheKeys.apps(), 'GetIdentifiedApps', undefined),
  securityEvents: () => query(cacheKeys.securityEvents(), 'SecurityEventsFeed', undefined),
  iosDevices: () => query(cacheKeys.iosDevices(), 'IOSDevices', undefined),
  iosDevice: (deviceId: string) => query(cacheKeys.iosDevice(deviceId), 'GetIOSDevice', deviceId),
  /** Where an IP address is, from the build's geo-IP service: asked once per address. */
  ipLocation: (ip: string): QueryDef<'GeoIpLocation'> => ({
    ...query(cacheKeys.ipLocation(ip), 'GeoIpLocation', ip.trim().toLowerCase()),
    once: true,
  }),
} as const
