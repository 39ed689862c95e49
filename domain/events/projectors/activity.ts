/**
 * How the activity events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { activityDayDate, parseIsoDate, sameDate } from '../../calendar/dates'
import { sameId } from '../../api/ids'
import type { ActivityDay, ActivityFeed } from '../../api/wire'
import type { ActivityEvent } from '../activity'
import type { Projector } from '../core'

/** The event types the projector handles. */
export const activityProjectedTypes = ['activityItemsFlagSet', 'activityItemsDeleted'] as const satisfies readonly ActivityEvent['type'][]

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
export function countsAfter(feeds: readonly ActivityFeed[], event: ActivityEvent): { numApproved: number; numFlagged: number } {
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
