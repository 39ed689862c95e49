/**
 * The review window: its fourteen days newest first, the loading line, whose each item of a
 * combined feed is, and the loaded days' review items with the window's first instant.
 */
import { describe, expect, it } from 'vitest'
import { childOfFeed, reviewWindowDays, windowDays, windowItems, windowProgressText } from '@domain/activity/review-window'
import { localDayStartMs } from '@domain/calendar/dates'
import type { ActivityItemId } from '@domain/api/ids'
import type { ActivityFeed, IsoDate, UserActivityItem } from '@domain/api/wire'

const today = { year: 2026, month: 3, day: 1 }

const id = (n: number) => `AAAAAAAA-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId
const shot = (n: number, createdAt: string, duringSuspension = false): UserActivityItem => ({
  case: 'screenshot',
  id: id(n),
  ids: [id(n)],
  duringSuspension,
  flagged: false,
  createdAt: createdAt as IsoDate,
  deletedAt: undefined,
  url: 'https://example.com/s.png',
  width: 800,
  height: 500,
})
const feed = (items: UserActivityItem[], showSuspensionActivity = true): ActivityFeed => ({
  userName: 'Leo',
  showSuspensionActivity,
  numDeleted: 0,
  items,
})

describe('the window’s days', () => {
  it('are today and the 13 days before it, newest first, across a month’s end', () => {
    const days = windowDays(today)
    expect(reviewWindowDays).toBe(14)
    expect(days).toHaveLength(14)
    expect(days[0]).toEqual(today)
    expect(days[1]).toEqual({ year: 2026, month: 2, day: 28 })
    expect(days[13]).toEqual({ year: 2026, month: 2, day: 16 })
  })

  it('take another count, and none below one', () => {
    expect(windowDays(today, 1)).toEqual([today])
    expect(windowDays(today, 0)).toEqual([])
    expect(windowDays(today, -3)).toEqual([])
  })
})

describe('the loading line', () => {
  it('counts the days settled while any is still loading', () => {
    expect(windowProgressText(6, 14)).toBe('Loading 14 days… 6 of 14')
    expect(windowProgressText(0, 14)).toBe('Loading 14 days… 0 of 14')
    expect(windowProgressText(13, 14)).toBe('Loading 14 days… 13 of 14')
    expect(windowProgressText(0, 1)).toBe('Loading 1 day… 0 of 1')
  })

  it('is gone once every day settled, or with no day to load', () => {
    expect(windowProgressText(14, 14)).toBeNull()
    expect(windowProgressText(15, 14)).toBeNull()
    expect(windowProgressText(0, 0)).toBeNull()
  })
})

describe('whose a combined feed is', () => {
  const children = [
    { id: 'C1', name: 'Maya' },
    { id: 'C2', name: ' Leo ' },
    { id: 'C3', name: 'leo' },
  ]
  it('the first child of that name, trimmed and whatever the case', () => {
    expect(childOfFeed('Maya', children)).toBe('C1')
    expect(childOfFeed('LEO', children)).toBe('C2')
    expect(childOfFeed(' maya', children)).toBe('C1')
  })
  it('a key of its own for a name no child has, the same for each of its feeds', () => {
    expect(childOfFeed('Sam ', children)).toBe('name:sam')
    expect(childOfFeed('SAM', [])).toBe('name:sam')
  })
})

describe('the window’s items', () => {
  it('every shown item of every loaded day, with the child and the day, and the earliest day’s start', () => {
    const day1 = { year: 2026, month: 2, day: 28 }
    const { items, windowStartMs } = windowItems(
      [
        { date: today, feeds: [{ childId: 'C1', feed: feed([shot(1, '2026-03-01T10:00:00Z')]) }] },
        {
          date: day1,
          feeds: [
            { childId: 'C1', feed: feed([shot(2, '2026-02-28T10:00:00Z'), shot(3, '2026-02-28T11:00:00Z', true)]) },
            // A child whose setting hides suspension activity: those items are not reviewed here.
            { childId: 'C2', feed: feed([shot(4, '2026-02-28T12:00:00Z', true), shot(5, '2026-02-28T13:00:00Z')], false) },
          ],
        },
      ],
      300,
    )
    expect(items.map((i) => [i.item.id, i.childId, i.day.day])).toEqual([
      [id(1), 'C1', 1],
      [id(2), 'C1', 28],
      [id(3), 'C1', 28],
      [id(5), 'C2', 28],
    ])
    expect(items[0]!.at).toBe(Date.parse('2026-03-01T10:00:00Z'))
    expect(windowStartMs).toBe(localDayStartMs(day1, 300))
  })

  it('nothing loaded: no items and no start', () => {
    expect(windowItems([], 0)).toEqual({ items: [], windowStartMs: null })
  })
})
