/**
 * Cache keys and what a deletion takes out of the cache, on the pure rules alone (the data
 * engine's tests check the same through refetches).
 */
import { describe, expect, it } from 'vitest'
import { keysOfDeletedEntity } from '../../../src/data/deleted-entities'
import { cacheKeys, keyHasPrefix, keySegments, queryRetry, refetchIntervals, retryDelayMs } from '../../../src/data/queries'

const child = 'AAAA0000-1111-4444-0000-00000000000A'
const other = '00000000-1111-4444-0000-00000000000b'
const userDevice = '00000000-2222-4444-0000-000000000001'
const computer = 'CCCC0000-3333-4444-0000-000000000001'

describe('cache keys', () => {
  it('spell each key with lower-case ids', () => {
    expect(cacheKeys.user(child)).toBe('users/aaaa0000-1111-4444-0000-00000000000a')
    expect(cacheKeys.userActivityDay(child, '2026-01-31')).toBe('users/aaaa0000-1111-4444-0000-00000000000a/activity/2026-01-31')
    expect(cacheKeys.computer(computer)).toBe('computers/cccc0000-3333-4444-0000-000000000001')
    expect(cacheKeys.adminKeychain('K1')).toBe('admin-keychains/k1')
    expect(keySegments('users/a/activity')).toEqual(['users', 'a', 'activity'])
  })

  it('match a prefix segment by segment', () => {
    expect(keyHasPrefix('users/abc', 'users/abc')).toBe(true)
    expect(keyHasPrefix('users/abc/activity', 'users/abc')).toBe(true)
    expect(keyHasPrefix('users/abcd', 'users/abc')).toBe(false)
    expect(keyHasPrefix('users', 'users/abc')).toBe(false)
    expect(keyHasPrefix('anything', '')).toBe(true)
  })

  it('poll and retry on the stated clock: retries back off from 1 s, doubling, up to 30 s', () => {
    expect(refetchIntervals).toEqual({ activitySummaries: 30_000, addDeviceChild: 2_500, unlockRequests: 10_000 })
    expect(queryRetry.count).toBe(3)
    expect([1, 2, 3, 5, 6, 9].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 16_000, 30_000, 30_000])
  })
})

describe('what a deletion takes out of the cache', () => {
  const user = { id: child, name: 'Jimmy', devices: [{ id: userDevice, deviceId: computer }] }
  const device = (users: string[]) => ({ id: computer, users: users.map((id) => ({ id })) })
  const cache = (...entries: [string, unknown][]) => new Map(entries)

  it('a child and a keychain own their own keys', () => {
    expect(keysOfDeletedEntity({ type: 'user', id: child }, cache())).toEqual([cacheKeys.user(child)])
    expect(keysOfDeletedEntity({ type: 'keychain', id: 'K1' }, cache())).toEqual(['admin-keychains/k1'])
    expect(keysOfDeletedEntity({ type: 'adminNotification', id: 'x' }, cache(['users', [user]]))).toEqual([])
  })

  it('a child’s device takes its computer along, found through a list or a single child, ids in any case', () => {
    const id = userDevice.toUpperCase()
    expect(keysOfDeletedEntity({ type: 'userDevice', id }, cache(['users', [user]]))).toEqual([cacheKeys.computer(computer)])
    expect(keysOfDeletedEntity({ type: 'userDevice', id }, cache(['users/x', user], ['computers', [device([child])]]))).toEqual([
      cacheKeys.computer(computer),
    ])
  })

  it('keeps the computer while the cache shows another child on it, or when the device is unknown', () => {
    expect(keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, cache(['users', [user]], ['computers', [device([child, other])]]))).toEqual([])
    expect(keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, cache(['users', [user]], ['computer', device([other])]))).toEqual([])
    expect(
      keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, cache(['users', [user]], ['computer', device([child.toLowerCase()])])),
    ).toEqual([cacheKeys.computer(computer)])
    expect(keysOfDeletedEntity({ type: 'userDevice', id: 'unknown' }, cache(['users', [user]]))).toEqual([])
  })

  it('skips cached data that is no child or computer', () => {
    const noise = cache(
      ['admin', null],
      ['apps', ['zoom', 3]],
      ['dashboard', { id: 7, devices: [] }],
      ['x', { id: 'x', users: 'none' }],
      ['users', [user]],
    )
    expect(keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, noise)).toEqual([cacheKeys.computer(computer)])
    const lookalike = cache(['users', [{ id: child, devices: 'none' }]], ['y', { id: child, devices: [{ id: userDevice, deviceId: computer }] }])
    expect(keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, lookalike)).toEqual([cacheKeys.computer(computer)])
  })
})
