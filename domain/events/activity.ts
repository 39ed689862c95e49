/**
 * Domain events of the activity screens: flagging and clearing activity items. The view changes
 * at once: flags change and cleared items leave the day feeds, and the day summaries' counts
 * follow (reviewed = cleared + flagged). A feed refresh that arrives while an event is pending
 * gets the event re-applied on top, so a cleared item never comes back.
 *
 * Every event carries the state it leaves behind, never a change to add: each item's flag as it
 * now stands, and the reviewed counts of the page's day once the change is made. Applying an
 * event to a view that already shows it therefore changes nothing, even when the server's answer
 * already counts it.
 *
 * Events name items by id (compared case-insensitively). A summary follows the events of the page
 * that shows the same children: a child's summaries those of that child's day page, the combined
 * summaries those of the combined day page. The other one catches up when it is refetched.
 *
 * Pure: projectors mutate a draft (the store wraps them in immer) and read no clock.
 */
import * as z from 'zod/mini'
import { activityDayDate, formatIsoDate, parseIsoDate, sameDate, type PlainDate } from '../calendar/dates'
import { ActivityItemId, ChildId, sameId } from '../api/ids'
import type { ActivityDay, ActivityFeed } from '../api/wire'
import type { Projector } from './core'

const Instant = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/))
const Count = z.int().check(z.gte(0))

/** A day page's reviewed counts once the event's change is made: what that day's summary shows. */
export const DayCounts = z.object({
  /** The page's local day, `YYYY-MM-DD`. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  numApproved: Count,
  numFlagged: Count,
})
export type DayCounts = z.input<typeof DayCounts>

/** Items were flagged or unflagged. */
export const ActivityItemsFlagSet = z.object({
  type: z.literal('activityItemsFlagSet'),
  /** Whose items, when known (single-child feed). */
  childId: z.optional(ChildId),
  /** Each item with the flag state it now has. */
  items: z.array(z.object({ id: ActivityItemId, createdAt: Instant, flagged: z.boolean() })),
  /** Absent: the summaries wait for their next refetch. */
  day: z.optional(DayCounts),
})
export type ActivityItemsFlagSet = z.input<typeof ActivityItemsFlagSet>

/** Items were cleared (reviewed). */
export const ActivityItemsDeleted = z.object({
  type: z.literal('activityItemsDeleted'),
  childId: z.optional(ChildId),
  /** The unflagged items cleared (flagged items are never cleared). */
  items: z.array(z.object({ id: ActivityItemId, createdAt: Instant })),
  day: z.optional(DayCounts),
})
export type ActivityItemsDeleted = z.input<typeof ActivityItemsDeleted>

export const activityEvents = [ActivityItemsFlagSet, ActivityItemsDeleted] as const

export type ActivityEvent = z.input<(typeof activityEvents)[number]>

// ── feeds ───────────────────────────────────────────────────────────────────────────────────

type Item = ActivityFeed['items'][number]

/** What an event makes of one listed item: cleared, or still listed with this flag. */
function itemAfter(event: ActivityEvent, item: Item, lookup: ReadonlyMap<string, boolean>): 'cleared' | boolean {
  const key = item.id.toLowerCase()
  if (event.type === 'activityItemsFlagSet') return lookup.get(key) ?? item.flagged
  // The server never clears a flagged item (docs/api.md#activity).
  return !item.flagged && lookup.has(key) ? 'cleared' : item.flagged
}

const lookupOf = (event: ActivityEvent): Map<string, boolean> =>
  new Map(
    event.type === 'activityItemsFlagSet'
      ? event.items.map((i) => [i.id.toLowerCase(), i.flagged] as const)
      : event.items.map((i) => [i.id.toLowerCase(), true] as const),
  )

function projectOntoFeed(feed: ActivityFeed, event: ActivityEvent): void {
  const lookup = lookupOf(event)
  let removed = 0
  const kept: Item[] = []
  for (const item of feed.items) {
    const after = itemAfter(event, item, lookup)
    if (after === 'cleared') {
      removed += 1
      continue
    }
    if (item.flagged !== after) item.flagged = after
    kept.push(item)
  }
  if (removed > 0) {
    feed.items = kept
    feed.numDeleted += removed
  }
}

// ── summaries ───────────────────────────────────────────────────────────────────────────────

/** The reviewed counts of a day page's feeds once the event's change is made. */
function countsAfter(feeds: readonly ActivityFeed[], event: ActivityEvent): { numApproved: number; numFlagged: number } {
  const lookup = lookupOf(event)
  let numApproved = 0
  let numFlagged = 0
  for (const feed of feeds) {
    numApproved += feed.numDeleted
    for (const item of feed.items) {
      const after = itemAfter(event, item, lookup)
      if (after === 'cleared') numApproved += 1
      else if (after) numFlagged += 1
    }
  }
  return { numApproved, numFlagged }
}

/** Sets the summary of the event's day to the event's counts (within the day's total). */
function projectOntoDays(days: ActivityDay[], event: ActivityEvent, jsTimezoneOffsetMinutes: number): void {
  const counts = event.day
  const target = counts ? parseIsoDate(counts.date) : null
  if (!counts || !target) return
  // Summary entries are whole days apart, so at most one stands for the page's day.
  const day = days.find((d) => {
    const date = activityDayDate(d.date, jsTimezoneOffsetMinutes)
    return date !== null && sameDate(date, target)
  })
  if (!day) return
  const numApproved = Math.min(counts.numApproved, day.numTotal)
  const numFlagged = Math.min(counts.numFlagged, day.numTotal - numApproved)
  if (day.numApproved !== numApproved) day.numApproved = numApproved
  if (day.numFlagged !== numFlagged) day.numFlagged = numFlagged
}

export const activityProjector: Projector<ActivityEvent> = {
  UserActivityFeed: (draft, event) => projectOntoFeed(draft, event),
  CombinedUsersActivityFeed: (draft, event) => {
    for (const feed of draft) projectOntoFeed(feed, event)
  },
  UserActivitySummaries: (draft, event, input) => {
    if (!event.childId || !sameId(event.childId, input.childId)) return
    projectOntoDays(draft.days, event, input.jsTimezoneOffsetMinutes)
  },
  CombinedUsersActivitySummaries: (draft, event, input) => {
    if (event.childId) return
    projectOntoDays(draft, event, input.jsTimezoneOffsetMinutes)
  },
}

// ── producing events ────────────────────────────────────────────────────────────────────────

/** The day page an action happens on: its feeds as the parent sees them, its local day, its child. */
export interface DayPage {
  readonly feeds: readonly ActivityFeed[]
  readonly date: PlainDate
  /** The child of a single-child page; absent on the combined page. */
  readonly childId?: string
}

function withDay<E extends ActivityEvent>(page: DayPage, event: E): E {
  return { ...event, day: { date: formatIsoDate(page.date), ...countsAfter(page.feeds, event) } }
}

/** The event for flagging (or unflagging) items on a day page. */
export const activityItemsFlagSetEvent = (
  page: DayPage,
  items: readonly { id: string; createdAt: string; flagged: boolean }[],
): ActivityItemsFlagSet =>
  withDay(page, {
    type: 'activityItemsFlagSet',
    ...(page.childId ? { childId: page.childId } : {}),
    items: items.map((i) => ({ id: i.id, createdAt: i.createdAt, flagged: i.flagged })),
  })

/** The event for clearing items on a day page (flagged ones are left out). */
export const activityItemsDeletedEvent = (
  page: DayPage,
  items: readonly { id: string; createdAt: string; flagged?: boolean }[],
): ActivityItemsDeleted =>
  withDay(page, {
    type: 'activityItemsDeleted',
    ...(page.childId ? { childId: page.childId } : {}),
    items: items.filter((i) => !i.flagged).map((i) => ({ id: i.id, createdAt: i.createdAt })),
  })
