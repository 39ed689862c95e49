/**
 * The day page's layout and keyboard movement at their edges: a suspension heading counts its
 * whole group (first, middle and last), the section of each item, a single child's sections
 * carrying the child's id, an impossible chunk size named, and focus moving from nothing, from
 * past the end, and against both ends.
 */
import { describe, expect, it } from 'vitest'
import { chunk, feedLayout, feedSections, moveFocus } from '@domain/activity/feed'
import { suspensionGroupPositions } from '@domain/activity/suspension'
import type { ActivityItemId } from '@domain/api/ids'
import type { ActivityFeed, IsoDate, UserActivityItem } from '@domain/api/wire'

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0)
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId
const shot = (n: number, ms: number, duringSuspension = true): UserActivityItem => ({
  case: 'screenshot',
  id: id(n),
  ids: [id(n)],
  url: `/s/${n}.png`,
  width: 1,
  height: 1,
  duringSuspension,
  flagged: false,
  createdAt: new Date(ms).toISOString() as IsoDate,
  deletedAt: undefined,
})

describe('suspension headings', () => {
  it('count every item of their group, however long', () => {
    const minute = 60_000
    const items = [
      shot(1, T0, false),
      shot(2, T0 - minute),
      shot(3, T0 - 2 * minute),
      shot(4, T0 - 3 * minute),
      shot(5, T0 - 4 * minute),
      shot(6, T0 - 30 * minute),
    ]
    const rows = feedLayout([{ userName: 'Ada', items, allItems: items }]).rows
    expect(rows.filter((r) => r.kind === 'suspension').map((r) => [r.key, r.count])).toEqual([
      ['s0:g:' + id(2), 4],
      ['s0:g:' + id(6), 1],
    ])
  })
})

describe('feedLayout bookkeeping', () => {
  it('names the section of every item, and nothing more', () => {
    const a = [shot(1, T0, false), shot(2, T0 - 1, false)]
    const b = [shot(3, T0 - 2, false)]
    const layout = feedLayout([
      { userName: 'Ada', items: a, allItems: a },
      { userName: 'Bo', items: b, allItems: b },
    ])
    expect(layout.sectionOfItem).toEqual([0, 0, 1])
    expect(layout.rowOfItem).toEqual([1, 2, 5])
  })
})

describe('feedSections', () => {
  const feed: ActivityFeed = { userName: 'Ada', showSuspensionActivity: true, numDeleted: 0, items: [shot(1, T0, false)] }

  it('a single child’s sections carry the child’s id; combined ones none', () => {
    const childId = '00000000-1111-4444-0000-000000000000'
    expect(feedSections([feed], childId)).toEqual([{ userName: 'Ada', items: feed.items, allItems: feed.items, childId }])
    expect(feedSections([feed])[0]).not.toHaveProperty('childId')
  })
})

describe('chunk', () => {
  it('names a size that is not a positive integer', () => {
    expect(() => chunk([1, 2], 0)).toThrow('chunk size must be a positive integer: 0')
    expect(() => chunk([1, 2], 1.5)).toThrow('chunk size must be a positive integer: 1.5')
  })
})

describe('moveFocus', () => {
  it.each([
    [null, 1, 5, 0],
    [null, 0, 5, 0],
    [null, 3, 5, 0],
    [null, -1, 5, 4],
    [-1, 1, 5, 0],
    [-1, 0, 5, 0],
    [-3, -1, 5, 4],
    [2, 1, 5, 3],
    [4, 1, 5, 4],
    [0, -1, 5, 0],
    [9, -1, 5, 3],
    [9, 0, 5, 4],
    [0, 1, 0, null],
  ] as const)('from %s by %i in %i items: %s', (current, delta, length, expected) => {
    expect(moveFocus(current, delta, length)).toBe(expected)
  })
})

describe('suspensionGroupPositions at the ends of the list', () => {
  it('a group of three is first, middle and last; the list’s first and last items start and end theirs', () => {
    const minute = 60_000
    expect(suspensionGroupPositions([shot(1, T0), shot(2, T0 - minute), shot(3, T0 - 2 * minute)])).toEqual(['first', 'middle', 'last'])
    expect(suspensionGroupPositions([shot(1, T0)])).toEqual(['only'])
    expect(suspensionGroupPositions([shot(1, T0, false), shot(2, T0 - minute), shot(3, T0 - 2 * minute)])).toEqual(['none', 'first', 'last'])
    expect(suspensionGroupPositions([shot(1, T0), shot(2, T0 - minute), shot(3, T0 - 2 * minute, false), shot(4, T0 - 3 * minute)])).toEqual([
      'first',
      'last',
      'none',
      'only',
    ])
  })
})
