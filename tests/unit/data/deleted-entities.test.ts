/**
 * What a deleted child's device takes out of the cache when the cache also holds entries that
 * are not children or computers: an entry without a text id is never taken for one.
 */
import { describe, expect, it } from 'vitest'
import { keysOfDeletedEntity } from '../../../src/data/deleted-entities'
import { type CacheKey, cacheKeys } from '../../../src/data/queries'

const child = '00000000-1111-4444-0000-000000000001'
const userDevice = '33333333-aaaa-4bbb-8ccc-000000000001'
const computer = '44444444-aaaa-4bbb-8ccc-000000000001'

const cache = (...entries: [CacheKey, unknown][]) => new Map<CacheKey, unknown>(entries)
const user = { id: child, devices: [{ id: userDevice, deviceId: computer }] }
const device = { id: computer, users: [{ id: child }] }

describe('keysOfDeletedEntity among odd cache entries', () => {
  it('a child’s device whose computer only that child uses takes the computer’s key', () => {
    expect(keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, cache(['users', [user]], ['computers', [device]]))).toEqual([
      cacheKeys.computer(computer),
    ])
  })

  it('an entry with devices but no text id is not a child', () => {
    const noId = { devices: [{ id: userDevice, deviceId: computer }] }
    const numericId = { id: 7, devices: [{ id: userDevice, deviceId: computer }] }
    for (const odd of [noId, numericId]) {
      expect(keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, cache(['odd', [odd]], ['users', [user]], ['computers', [device]]))).toEqual([
        cacheKeys.computer(computer),
      ])
    }
  })

  it('an entry with users but a number for an id is not a computer', () => {
    const odd = { id: 7, users: [{ id: 'someone else' }] }
    expect(keysOfDeletedEntity({ type: 'userDevice', id: userDevice }, cache(['users', [user]], ['odd', odd], ['computers', [device]]))).toEqual([
      cacheKeys.computer(computer),
    ])
  })
})
