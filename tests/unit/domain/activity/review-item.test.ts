/**
 * Review items: one per item of a day feed, with its child, its feed's day and its instant; their
 * order by time, then by key; and the late-night hours.
 */
import { describe, expect, it } from 'vitest'
import { compareByTime, defaultLateNight, isLateNight, itemKey, reviewItems } from '@domain/activity/review-item'
import { childA, day0, hour, shot } from '../../support/review-items'

const march14 = { year: 2026, month: 3, day: 14 }

describe('review items', () => {
  it('are the feed’s items with the child, the day the feed was asked for, and the instant', () => {
    const items = [shot(1, day0 + hour).item, shot(2, day0 + 2 * hour).item]
    expect(reviewItems(childA, march14, items)).toEqual([
      { childId: childA, day: march14, item: items[0], at: day0 + hour },
      { childId: childA, day: march14, item: items[1], at: day0 + 2 * hour },
    ])
    expect(reviewItems(childA, march14, [])).toEqual([])
  })

  it('are keyed by their id in lower case', () => {
    expect(itemKey({ id: '5C00-AB' })).toBe('5c00-ab')
  })

  it('are ordered by time, then by key, the same key in any case being the same item', () => {
    const [a, b] = [shot(1, day0), shot(2, day0)]
    expect(Math.sign(compareByTime(a, shot(1, day0 + 1)))).toBe(-1)
    expect(Math.sign(compareByTime(a, b))).toBe(-1)
    expect(Math.sign(compareByTime(b, a))).toBe(1)
    const lower = { ...a, item: { ...a.item, id: a.item.id.toLowerCase() as typeof a.item.id } }
    expect(compareByTime(a, lower)).toBe(0)
  })
})

describe('late at night', () => {
  it('runs from its start (included) to its end (excluded), past midnight or within a day', () => {
    expect([1319, 1320, 0, 359, 360].map((m) => isLateNight(m, defaultLateNight))).toEqual([false, true, true, true, false])
    const early = { startMinute: 60, endMinute: 300 }
    expect([0, 59, 60, 299, 300].map((m) => isLateNight(m, early))).toEqual([false, false, true, true, false])
    expect(isLateNight(60, { startMinute: 60, endMinute: 60 })).toBe(false)
  })
})
