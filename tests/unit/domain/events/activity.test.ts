/**
 * Activity domain events: flags and clears change the day feeds at once and the day summaries
 * follow, checked against summaries recomputed from the projected feeds.
 */
import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { addDays, formatUrlDate, localDayOf, localDayStartMs, type PlainDate } from '@domain/calendar/dates'
import { DomainEvent, foldView, projections, type LoggedEvent } from '@domain/events'
import { type ActivityEvent, ActivityItemsDeleted, ActivityItemsFlagSet } from '@domain/events/activity'
import { type DayPage, activityItemsDeletedEvent, activityItemsFlagSetEvent } from '@domain/events/activity-producers'
import { activityProjector } from '@domain/events/projectors/activity'
import type { ActivityItemId, ChildId } from '@domain/api/ids'
import type { ActivityDay, ActivityFeed, IsoDate, UserActivityItem } from '@domain/api/wire'

const produceFn = <T>(base: T, recipe: (draft: T) => void): T => produce(base, recipe)
const CHILD = '11111111-1111-4111-8111-111111111111' as ChildId
const OTHER = '22222222-2222-4222-8222-222222222222' as ChildId
const id = (n: number) => `AAAAAAAA-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId
const iso = (ms: number) => new Date(ms).toISOString() as IsoDate
const firstDay: PlainDate = { year: 2026, month: 11, day: 20 }

interface World {
  offset: number
  items: UserActivityItem[]
}

const arbWorld = fc
  .record({
    offset: fc.integer({ min: -840, max: 720 }),
    specs: fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 2 }), minute: fc.integer({ min: 0, max: 1439 }), shot: fc.boolean(), flagged: fc.boolean() }),
      { maxLength: 40 },
    ),
  })
  .map(({ offset, specs }): World => ({
    offset,
    items: specs
      .map((s, n): UserActivityItem => {
        const at = iso(localDayStartMs(addDays(firstDay, s.day), offset) + s.minute * 60_000 + n)
        const common = { id: id(n + 1), ids: [id(n + 1)], duringSuspension: false, flagged: s.flagged, createdAt: at, deletedAt: undefined }
        return s.shot
          ? { ...common, case: 'screenshot', url: `/${n}.png`, width: 4, height: 3 }
          : { ...common, case: 'keystrokeLine', appName: 'Notes', line: 'hi' }
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
  }))

const dayOf = (item: UserActivityItem, offset: number) => formatUrlDate(localDayOf(Date.parse(item.createdAt), offset))

/** Feeds per local day, as the server would answer (nothing cleared yet). */
function feedsByDay(world: World): Map<string, ActivityFeed> {
  const feeds = new Map<string, ActivityFeed>()
  for (let d = 0; d < 3; d++) {
    const day = formatUrlDate(addDays(firstDay, d))
    feeds.set(day, {
      userName: 'Ada',
      showSuspensionActivity: true,
      numDeleted: 0,
      items: world.items.filter((i) => dayOf(i, world.offset) === day),
    })
  }
  return feeds
}

/** Oracle: the summaries a server would give for these feeds. */
function summariesOf(feeds: Map<string, ActivityFeed>, offset: number): ActivityDay[] {
  const days: ActivityDay[] = []
  for (let d = 2; d >= 0; d--) {
    const date = addDays(firstDay, d)
    const feed = feeds.get(formatUrlDate(date))!
    const total = feed.numDeleted + feed.items.length
    if (total === 0) continue
    days.push({
      date: iso(localDayStartMs(date, offset)).replace('.000Z', 'Z') as IsoDate,
      numApproved: feed.numDeleted,
      numFlagged: feed.items.filter((i) => i.flagged).length,
      numTotal: total,
    })
  }
  return days
}

const project = <T>(op: keyof typeof activityProjector, input: unknown, data: T, event: ActivityEvent): T =>
  produceFn(data, (draft) => (activityProjector[op] as (d: unknown, e: ActivityEvent, i: unknown) => void)(draft, event, input))

describe('activity events', () => {
  it('are domain events', () => {
    const event = { type: 'activityItemsDeleted', childId: CHILD, items: [{ id: id(1), createdAt: '2026-11-22T10:00:00.000Z' }] }
    expect(DomainEvent.safeParse(event).success).toBe(true)
    expect(DomainEvent.safeParse({ ...event, items: [{ id: 'nope', createdAt: 'x' }] }).success).toBe(false)
  })

  it('the summaries follow every flag and clear made on a day page, as if recomputed from the feeds', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        arbWorld,
        fc.boolean(),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 2 }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 })), { maxLength: 12 }),
        (world, onChildPage, actions) => {
          let feeds = feedsByDay(world)
          const initial = summariesOf(feeds, world.offset)
          let childSummaries = { userName: 'Ada', days: initial }
          let combined = initial
          for (const [isFlag, dayIndex, picks] of actions) {
            const date = addDays(firstDay, dayIndex)
            const feed = feeds.get(formatUrlDate(date))!
            if (feed.items.length === 0) continue
            const chosen = [...new Set(picks.map((p) => feed.items[p % feed.items.length]!))]
            const page: DayPage = onChildPage ? { feeds: [feed], date, childId: CHILD } : { feeds: [feed], date }
            const event = isFlag
              ? activityItemsFlagSetEvent(
                  page,
                  chosen.map((i) => ({ ...i, flagged: !i.flagged })),
                )
              : activityItemsDeletedEvent(page, chosen)
            expect(DomainEvent.safeParse(event).success).toBe(true)
            const next = new Map<string, ActivityFeed>()
            for (const [day, f] of feeds) next.set(day, project('UserActivityFeed', { userId: CHILD }, f, event))
            feeds = next
            childSummaries = project('UserActivitySummaries', { childId: CHILD, jsTimezoneOffsetMinutes: world.offset }, childSummaries, event)
            combined = project('CombinedUsersActivitySummaries', { jsTimezoneOffsetMinutes: world.offset }, combined, event)
          }
          const expected = summariesOf(feeds, world.offset)
          // Each summary follows its own page's events; the other one waits for its refetch.
          expect(childSummaries.days).toEqual(onChildPage ? expected : initial)
          expect(combined).toEqual(onChildPage ? initial : expected)
        },
      ),
    )
  })

  it('a clear removes only unflagged items and counts them; a flag sets the named items only', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbWorld, fc.array(fc.nat()), (world, picks) => {
        const feed: ActivityFeed = { userName: 'Ada', showSuspensionActivity: true, numDeleted: 3, items: world.items }
        const named = new Set(picks.map((p) => world.items[p % Math.max(1, world.items.length)]?.id).filter(Boolean))
        // Ids in other case still match.
        const refs = world.items.filter((i) => named.has(i.id)).map((i) => ({ id: i.id.toLowerCase(), createdAt: i.createdAt }))
        const cleared = project('UserActivityFeed', {}, feed, { type: 'activityItemsDeleted', items: refs })
        const expectedItems = world.items.filter((i) => i.flagged || !named.has(i.id))
        expect(cleared.items).toEqual(expectedItems)
        expect(cleared.numDeleted).toBe(3 + world.items.length - expectedItems.length)
        const flagged = project('UserActivityFeed', {}, feed, {
          type: 'activityItemsFlagSet',
          items: refs.map((r) => ({ ...r, flagged: true })),
        })
        flagged.items.forEach((item, i) => expect(item.flagged).toBe(named.has(item.id) || world.items[i]!.flagged))
      }),
    )
  })

  it("a child's summaries ignore events about other children or unknown children", () => {
    const summaries = { userName: 'Ada', days: [{ date: '2026-11-22T00:00:00Z' as IsoDate, numApproved: 0, numFlagged: 0, numTotal: 5 }] }
    const item = { id: id(1), createdAt: '2026-11-22T10:00:00.000Z' }
    const day = { date: '2026-11-22', numApproved: 1, numFlagged: 0 }
    const input = { childId: CHILD, jsTimezoneOffsetMinutes: 0 }
    expect(project('UserActivitySummaries', input, summaries, { type: 'activityItemsDeleted', childId: OTHER, items: [item], day })).toBe(summaries)
    expect(project('UserActivitySummaries', input, summaries, { type: 'activityItemsDeleted', items: [item], day })).toBe(summaries)
    const mine = project('UserActivitySummaries', input, summaries, {
      type: 'activityItemsDeleted',
      childId: CHILD.toLowerCase(),
      items: [item],
      day,
    })
    expect(mine.days[0]!.numApproved).toBe(1)
    // The combined summaries follow only the combined page's events.
    const combined = summaries.days
    expect(
      project('CombinedUsersActivitySummaries', { jsTimezoneOffsetMinutes: 0 }, combined, {
        type: 'activityItemsDeleted',
        childId: CHILD,
        items: [item],
        day,
      }),
    ).toBe(combined)
  })

  it('a summary that already counts the change is left as it is, and counts never pass the total', () => {
    const days = [{ date: '2026-11-22T05:00:00Z' as IsoDate, numApproved: 3, numFlagged: 1, numTotal: 6 }]
    const input = { jsTimezoneOffsetMinutes: 300 }
    const item = { id: id(1), createdAt: '2026-11-22T10:00:00.000Z' }
    const already = { type: 'activityItemsDeleted' as const, items: [item], day: { date: '2026-11-22', numApproved: 3, numFlagged: 1 } }
    expect(project('CombinedUsersActivitySummaries', input, days, already)).toBe(days)
    const tooMany = { ...already, day: { date: '2026-11-22', numApproved: 5, numFlagged: 4 } }
    expect(project('CombinedUsersActivitySummaries', input, days, tooMany)).toEqual([{ ...days[0], numApproved: 5, numFlagged: 1 }])
    const otherDay = { ...already, day: { date: '2026-11-21', numApproved: 0, numFlagged: 0 } }
    expect(project('CombinedUsersActivitySummaries', input, days, otherDay)).toBe(days)
  })

  it('the combined feed projects onto every child', () => {
    const a: ActivityFeed = { userName: 'Ada', showSuspensionActivity: true, numDeleted: 0, items: [] }
    const shot = (n: number): UserActivityItem => ({
      case: 'screenshot',
      id: id(n),
      ids: [id(n)],
      url: '',
      width: 1,
      height: 1,
      duringSuspension: false,
      flagged: false,
      createdAt: '2026-11-22T10:00:00.000Z' as IsoDate,
      deletedAt: undefined,
    })
    const combined = [
      { ...a, items: [shot(1), shot(2)] },
      { ...a, userName: 'Ben', items: [shot(3)] },
    ]
    const out = project('CombinedUsersActivityFeed', {}, combined, {
      type: 'activityItemsDeleted',
      items: [
        { id: id(2), createdAt: '2026-11-22T10:00:00.000Z' },
        { id: id(3), createdAt: '2026-11-22T10:00:00.000Z' },
      ],
    })
    expect(out.map((f) => [f.items.map((i) => i.id), f.numDeleted])).toEqual([
      [[id(1)], 1],
      [[], 1],
    ])
  })

  it('a refreshed feed that still lists a cleared item has it removed again while the clear is pending', () => {
    const item: UserActivityItem = {
      case: 'screenshot',
      id: id(7),
      ids: [id(7)],
      url: '',
      width: 1,
      height: 1,
      duringSuspension: false,
      flagged: false,
      createdAt: '2026-11-22T10:00:00.000Z' as IsoDate,
      deletedAt: undefined,
    }
    const fresh: ActivityFeed = { userName: 'Ada', showSuspensionActivity: true, numDeleted: 0, items: [item] }
    const events: LoggedEvent[] = [
      {
        id: 'e1',
        at: 1,
        status: 'pending',
        event: { type: 'activityItemsDeleted', childId: CHILD, items: [{ id: id(7), createdAt: item.createdAt }] },
      },
    ]
    const view = foldView(
      projections,
      produceFn,
      { op: 'UserActivityFeed', input: { userId: CHILD }, data: fresh, requestedAt: 50 },
      events,
    ) as ActivityFeed
    expect(view.items).toEqual([])
    expect(view.numDeleted).toBe(1)
  })
})

/**
 * Activity events at their edges: the schemas refuse instants and days with text after them and
 * keep a day's counts, clearing nothing leaves a feed as it was, a day the event names but the
 * calendar does not have, a summary whose date has an offset, and flagged items left out of a
 * clearing.
 */
describe('at the edges', () => {
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
  const project = <T>(op: 'UserActivityFeed' | 'CombinedUsersActivitySummaries', data: T, event: ActivityEvent): T =>
    produce(data, (draft) =>
      (activityProjector[op] as (d: unknown, e: ActivityEvent, i: unknown) => void)(draft, event, { jsTimezoneOffsetMinutes: 0 }),
    )

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
})
