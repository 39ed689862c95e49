/**
 * Activity events at their edges: the schemas refuse instants and days with text after them and
 * keep a day's counts, clearing nothing leaves a feed as it was, a day the event names but the
 * calendar does not have, a summary whose date has an offset, and flagged items left out of a
 * clearing.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import {
  type ActivityEvent,
  ActivityItemsDeleted,
  ActivityItemsFlagSet,
  activityItemsDeletedEvent,
  activityProjector,
} from '@domain/events/activity'
import type { ActivityDay, ActivityFeed } from '@domain/api/wire'

const item = (n: number, flagged = false) => ({
  case: 'screenshot' as const,
  id: `AAAAAAAA-0000-4000-8000-${String(n).padStart(12, '0')}`,
  ids: [`AAAAAAAA-0000-4000-8000-${String(n).padStart(12, '0')}`],
  url: `/s/${n}.png`,
  width: 1,
  height: 1,
  duringSuspension: false,
  flagged,
  createdAt: '2026-11-20T10:00:00Z',
  deletedAt: undefined,
})
const feed = (): ActivityFeed => ({ userName: 'Ada', showSuspensionActivity: true, numDeleted: 0, items: [item(1), item(2, true)] }) as ActivityFeed
const days = (): ActivityDay[] =>
  [
    { date: '2026-11-20T00:00:00+02:00', numApproved: 0, numFlagged: 0, numTotal: 9 },
    { date: '2026-11-20T00:00:00Z', numApproved: 0, numFlagged: 0, numTotal: 9 },
  ] as ActivityDay[]
const project = <T,>(op: 'UserActivityFeed' | 'CombinedUsersActivitySummaries', data: T, event: ActivityEvent): T =>
  produce(data, (draft) => (activityProjector[op] as (d: unknown, e: ActivityEvent, i: unknown) => void)(draft, event, { jsTimezoneOffsetMinutes: 0 }))

describe('the events’ schemas', () => {
  it('refuse an instant or a day with text before or after it, and keep a day’s counts', () => {
    const base = { type: 'activityItemsFlagSet', items: [{ id: item(1).id, createdAt: '2026-11-20T10:00:00Z', flagged: true }] }
    expect(ActivityItemsFlagSet.safeParse({ ...base, items: [{ ...base.items[0], createdAt: '2026-11-20T10:00:00Zjunk' }] }).success).toBe(false)
    expect(ActivityItemsFlagSet.safeParse({ ...base, items: [{ ...base.items[0], createdAt: 'x2026-11-20T10:00:00Z' }] }).success).toBe(false)
    expect(ActivityItemsFlagSet.safeParse({ ...base, day: { date: '2026-11-20x', numApproved: 0, numFlagged: 1 } }).success).toBe(false)
    expect(ActivityItemsFlagSet.safeParse({ ...base, day: { date: 'x2026-11-20', numApproved: 0, numFlagged: 1 } }).success).toBe(false)
    expect(ActivityItemsFlagSet.safeParse({ ...base, day: { date: '2026-11-20', numApproved: -1, numFlagged: 1 } }).success).toBe(false)
    const day = { date: '2026-11-20', numApproved: 2, numFlagged: 1 }
    expect(ActivityItemsDeleted.parse({ type: 'activityItemsDeleted', items: [], day }).day).toEqual(day)
  })
})

describe('projections at their edges', () => {
  it('clearing items the feed does not list leaves the feed as it was', () => {
    const before = feed()
    const event: ActivityEvent = { type: 'activityItemsDeleted', items: [{ id: item(9).id, createdAt: '2026-11-20T10:00:00Z' }] }
    expect(project('UserActivityFeed', before, event)).toBe(before)
  })

  it('a day that is not in the calendar changes no summary', () => {
    const before = days()
    const event: ActivityEvent = { type: 'activityItemsDeleted', items: [], day: { date: '2026-02-30', numApproved: 3, numFlagged: 0 } }
    expect(project('CombinedUsersActivitySummaries', before, event)).toBe(before)
  })

  it('a summary whose date is not a UTC instant is passed over', () => {
    const event: ActivityEvent = { type: 'activityItemsDeleted', items: [], day: { date: '2026-11-20', numApproved: 3, numFlagged: 1 } }
    const after = project('CombinedUsersActivitySummaries', days(), event)
    expect(after.map((d) => [d.numApproved, d.numFlagged])).toEqual([
      [0, 0],
      [3, 1],
    ])
  })
})

describe('activityItemsDeletedEvent', () => {
  it('leaves flagged items out of what it clears', () => {
    const event = activityItemsDeletedEvent({ feeds: [feed()], date: { year: 2026, month: 11, day: 20 } }, [
      { id: item(1).id, createdAt: item(1).createdAt, flagged: false },
      { id: item(2).id, createdAt: item(2).createdAt, flagged: true },
      { id: item(3).id, createdAt: item(3).createdAt },
    ])
    expect(event.items).toEqual([
      { id: item(1).id, createdAt: item(1).createdAt },
      { id: item(3).id, createdAt: item(3).createdAt },
    ])
  })
})
