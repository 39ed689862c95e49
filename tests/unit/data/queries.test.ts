/**
 * The screens' queries: each names its cache key, operation and input, and only the polling ones
 * carry an interval (a query without one has no such key at all).
 */
import { describe, expect, it } from 'vitest'
import { cacheKeys, queries, refetchIntervals } from '../../../src/data/queries'

const child = '00000000-1111-4444-0000-000000000000'

describe('queries', () => {
  it('a plain query is its key, operation and input, with no interval', () => {
    expect(queries.admin()).toStrictEqual({ key: cacheKeys.admin(), op: 'GetAdmin', input: undefined })
    expect(queries.user(child)).toStrictEqual({ key: cacheKeys.user(child), op: 'GetUser', input: child })
    expect(queries.adminKeychain(child)).toStrictEqual({ key: cacheKeys.adminKeychain(child), op: 'GetAdminKeychain', input: child })
  })

  it('a polling query carries its interval', () => {
    expect(queries.user(child, { polling: true })).toStrictEqual({
      key: cacheKeys.user(child),
      op: 'GetUser',
      input: child,
      refetchIntervalMs: refetchIntervals.addDeviceChild,
    })
    expect(queries.userActivitySummaries(child, -60)).toStrictEqual({
      key: cacheKeys.userActivity(child),
      op: 'UserActivitySummaries',
      input: { childId: child, jsTimezoneOffsetMinutes: -60 },
      refetchIntervalMs: refetchIntervals.activitySummaries,
    })
    expect(queries.unlockRequests().refetchIntervalMs).toBe(refetchIntervals.unlockRequests)
  })
})
