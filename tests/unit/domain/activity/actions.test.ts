/**
 * The review actions' API inputs and domain events: flags carry the state they leave and every
 * line a typed-text item stands for; deletes leave flagged items alone and are no action when
 * nothing can be cleared; events carry the page's day counts after the action. Each event is
 * checked against the domain's own event schema.
 */
import { describe, expect, it } from 'vitest'
import { deleteAction, flagAction, flagManyActions } from '@domain/activity/actions'
import { DomainEvent } from '@domain/events'
import type { ActivityItemId } from '@domain/api/ids'
import type { DayPage } from '@domain/events/activity-producers'
import type { ActivityFeed, IsoDate, KeystrokeLineItem, ScreenshotItem, UserActivityItem } from '@domain/api/wire'

const CHILD = '11111111-1111-4111-8111-111111111111'
const id = (n: number) => `AAAAAAAA-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId
const at = '2026-11-20T10:00:00Z' as IsoDate

const shot = (n: number, flagged = false): ScreenshotItem => ({
  case: 'screenshot',
  id: id(n),
  ids: [id(n)],
  duringSuspension: false,
  flagged,
  createdAt: at,
  deletedAt: undefined,
  url: 'https://example.com/s.png',
  width: 800,
  height: 500,
})

const lines = (n: number, lineIds: ActivityItemId[], flagged = false): KeystrokeLineItem => ({
  case: 'keystrokeLine',
  id: id(n),
  ids: lineIds,
  duringSuspension: false,
  flagged,
  createdAt: at,
  deletedAt: undefined,
  appName: 'Notes',
  line: 'hello',
})

const date = { year: 2026, month: 11, day: 20 }
const feedOf = (items: UserActivityItem[], numDeleted = 0): ActivityFeed => ({
  userName: 'Jimmy',
  showSuspensionActivity: true,
  numDeleted,
  items,
})
const childPage = (items: UserActivityItem[], numDeleted = 0): DayPage => ({ feeds: [feedOf(items, numDeleted)], date, childId: CHILD })
const combinedPage = (items: UserActivityItem[]): DayPage => ({ feeds: [feedOf(items)], date })

describe('flagAction', () => {
  it('flags an unflagged screenshot: its id, the target state, the child when known', () => {
    const action = flagAction(childPage([shot(1), shot(2)], 3), shot(1))!
    expect(action.input).toEqual([id(1)])
    expect(action.flagged).toBe(true)
    expect(action.event).toEqual({
      type: 'activityItemsFlagSet',
      childId: CHILD,
      items: [{ id: id(1), createdAt: at, flagged: true }],
      // 3 cleared before, now 1 flagged.
      day: { date: '2026-11-20', numApproved: 3, numFlagged: 1 },
    })
    expect(DomainEvent.safeParse(action.event).success).toBe(true)
  })

  it('unflags a flagged item, and names no child for a combined feed', () => {
    const action = flagAction(combinedPage([shot(2, true)]), shot(2, true))!
    expect(action.flagged).toBe(false)
    expect(action.event).toEqual({
      type: 'activityItemsFlagSet',
      items: [{ id: id(2), createdAt: at, flagged: false }],
      day: { date: '2026-11-20', numApproved: 0, numFlagged: 0 },
    })
    expect('childId' in action.event).toBe(false)
  })

  it('sends every line id of a coalesced typed-text item, or its own id when it has none', () => {
    const item = lines(3, [id(30), id(31), id(32)])
    expect(flagAction(combinedPage([item]), item)?.input).toEqual([id(30), id(31), id(32)])
    const bare = lines(4, [])
    expect(flagAction(combinedPage([bare]), bare)?.input).toEqual([id(4)])
  })

  // FlagActivityItems toggles on the server: sending it for an item that already has the wanted
  // flag would invert what the parent asked for.
  it('sends nothing when the item already has the flag the parent wants', () => {
    expect(flagAction(combinedPage([shot(5, true)]), shot(5, true), true)).toBeNull()
    expect(flagAction(combinedPage([shot(6)]), shot(6), false)).toBeNull()
    const coalesced = lines(7, [id(70), id(71)], true)
    expect(flagAction(combinedPage([coalesced]), coalesced, true)).toBeNull()
  })

  it('sends the toggle when the item has the other flag, whichever way is wanted', () => {
    expect(flagAction(combinedPage([shot(8)]), shot(8), true)).toMatchObject({ input: [id(8)], flagged: true })
    expect(flagAction(combinedPage([shot(9, true)]), shot(9, true), false)).toMatchObject({ input: [id(9)], flagged: false })
  })
})

describe('flagManyActions', () => {
  it('flags every unflagged item: the screenshots in one call, then the typed text (every line of a coalesced item) in another', () => {
    const items = [shot(1), shot(2, true), lines(3, [id(30), id(31)]), lines(4, [])]
    const [screenshots, typed, ...more] = flagManyActions(childPage(items), items)
    expect(more).toEqual([])
    expect(screenshots!.flagged).toBe(true)
    expect(screenshots!.input).toEqual([id(1)])
    expect(screenshots!.event).toEqual({
      type: 'activityItemsFlagSet',
      childId: CHILD,
      items: [{ id: id(1), createdAt: at, flagged: true }],
      // The one flagged before and this one.
      day: { date: '2026-11-20', numApproved: 0, numFlagged: 2 },
    })
    expect(typed!.flagged).toBe(true)
    expect(typed!.input).toEqual([id(30), id(31), id(4)])
    expect(typed!.event).toEqual({
      type: 'activityItemsFlagSet',
      childId: CHILD,
      items: [
        { id: id(3), createdAt: at, flagged: true },
        { id: id(4), createdAt: at, flagged: true },
      ],
      // After the screenshots' call: all four flagged, none cleared.
      day: { date: '2026-11-20', numApproved: 0, numFlagged: 4 },
    })
    for (const action of [screenshots!, typed!]) expect(DomainEvent.safeParse(action.event).success).toBe(true)
  })

  it('makes one call when the items are of one kind', () => {
    expect(flagManyActions(combinedPage([shot(1), shot(2)]), [shot(1), shot(2)]).map((a) => a.input)).toEqual([[id(1), id(2)]])
    const typed = [lines(3, [id(30)]), lines(4, [id(40)], true)]
    expect(flagManyActions(combinedPage(typed), typed).map((a) => a.input)).toEqual([[id(30)]])
  })

  it('is no action when every item is flagged already, or none is given', () => {
    expect(flagManyActions(combinedPage([shot(1, true)]), [shot(1, true)])).toEqual([])
    expect(flagManyActions(combinedPage([]), [])).toEqual([])
  })
})

describe('deleteAction', () => {
  it('clears the unflagged items only, screenshots and lines apart', () => {
    const items = [shot(1), shot(2, true), lines(3, [id(30), id(31)]), lines(4, [id(40)], true)]
    const action = deleteAction(childPage(items), items)
    expect(action).not.toBeNull()
    expect(action!.count).toBe(2)
    expect(action!.input).toEqual({ screenshotIds: [id(1)], keystrokeLineIds: [id(30), id(31)] })
    expect(action!.event).toEqual({
      type: 'activityItemsDeleted',
      childId: CHILD,
      items: [
        { id: id(1), createdAt: at },
        { id: id(3), createdAt: at },
      ],
      // The two cleared count as reviewed beside the two flagged ones.
      day: { date: '2026-11-20', numApproved: 2, numFlagged: 2 },
    })
    expect(DomainEvent.safeParse(action!.event).success).toBe(true)
  })

  it('is no action when everything is flagged or nothing is given', () => {
    const flagged = [shot(1, true), lines(2, [id(20)], true)]
    expect(deleteAction(childPage(flagged), flagged)).toBeNull()
    expect(deleteAction(childPage([]), [])).toBeNull()
  })
})
