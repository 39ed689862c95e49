/**
 * The activity timeline at its edges: the first and last millisecond of a day, screenshots
 * against typed text (the hour labels are domain/time's).
 */
import { describe, expect, it } from 'vitest'
import { localHourOf, timelineBuckets } from '@domain/activity/timeline'
import type { UserActivityItem } from '@domain/api/wire'

const day = { year: 2026, month: 3, day: 14 }
const dayStart = Date.UTC(2026, 2, 14)
const iso = (ms: number) => new Date(ms).toISOString()
const shot = (id: string, ms: number, flagged = false): UserActivityItem =>
  ({
    case: 'screenshot',
    id,
    url: 'https://x/s.png',
    width: 1,
    height: 1,
    duringSuspension: false,
    flagged,
    createdAt: iso(ms),
    deletedAt: undefined,
  }) as UserActivityItem
const line = (id: string, ms: number, ids: string[] = [id]): UserActivityItem =>
  ({
    case: 'keystrokeLine',
    id,
    ids,
    appName: 'Notes',
    line: 'x',
    duringSuspension: false,
    flagged: false,
    createdAt: iso(ms),
    deletedAt: undefined,
  }) as UserActivityItem

describe('the activity timeline', () => {
  it('a day runs from its first millisecond to just before the next day', () => {
    expect(localHourOf(dayStart, day, 0)).toBe(0)
    expect(localHourOf(dayStart - 1, day, 0)).toBeNull()
    expect(localHourOf(dayStart + 86_400_000 - 1, day, 0)).toBe(23)
    expect(localHourOf(dayStart + 86_400_000, day, 0)).toBeNull()
  })

  it('counts screenshots and typed text apart in each hour', () => {
    const buckets = timelineBuckets([shot('a', dayStart + 60_000), line('b', dayStart + 120_000), shot('c', dayStart + 3_600_000)], day, 0)
    expect(buckets[0]).toMatchObject({ total: 2, screenshots: 1, typedText: 1, firstIndex: 0 })
    expect(buckets[1]).toMatchObject({ total: 1, screenshots: 1, typedText: 0, firstIndex: 2 })
  })
})
