/**
 * Domain events of the activity screens (spec §4 Activity): flagging and clearing activity
 * items. The view changes at once: flags toggle and cleared items leave the day feeds, and the
 * day summaries' counts follow (reviewed = cleared + flagged). A feed refresh that arrives while
 * an event is pending gets the event re-applied on top, so a cleared item never comes back.
 *
 * Events name items by id (compared case-insensitively) and carry each item's `createdAt`, so
 * the summaries can find the parent-local day an item counts in. A child's summaries change only
 * when the event names that child (combined feeds do not say whose an item is; those summaries
 * catch up when they are refetched after the server confirms).
 *
 * Pure: projectors mutate a draft (the store wraps them in immer) and read no clock.
 */
import * as z from 'zod/mini'
import { activityDayDate, formatUrlDate, localDayOf } from '../dates'
import { ActivityItemId, ChildId, sameId } from '../ids'
import type { ActivityDay, ActivityFeed } from '../wire'
import type { Projector } from './core'

const Instant = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/))

export const ActivityItemsFlagToggled = z.object({
  type: z.literal('activityItemsFlagToggled'),
  /** Whose items, when known (single-child feed). */
  childId: z.optional(ChildId),
  /** Each item with the flag state it takes. */
  items: z.array(z.object({ id: ActivityItemId, createdAt: Instant, flagged: z.boolean() })),
})
export type ActivityItemsFlagToggled = z.input<typeof ActivityItemsFlagToggled>

export const ActivityItemsDeleted = z.object({
  type: z.literal('activityItemsDeleted'),
  childId: z.optional(ChildId),
  /** The unflagged items cleared (flagged items are never cleared). */
  items: z.array(z.object({ id: ActivityItemId, createdAt: Instant })),
})
export type ActivityItemsDeleted = z.input<typeof ActivityItemsDeleted>

export const activityEvents = [ActivityItemsFlagToggled, ActivityItemsDeleted] as const

export type ActivityEvent = z.input<(typeof activityEvents)[number]>

// ── feeds ───────────────────────────────────────────────────────────────────────────────────

const idSet = (items: readonly { id: string }[]): Set<string> => new Set(items.map((i) => i.id.toLowerCase()))

function projectOntoFeed(feed: ActivityFeed, event: ActivityEvent): void {
  if (event.type === 'activityItemsFlagToggled') {
    const target = new Map(event.items.map((i) => [i.id.toLowerCase(), i.flagged]))
    for (const item of feed.items) {
      const flagged = target.get(item.id.toLowerCase())
      if (flagged !== undefined && item.flagged !== flagged) item.flagged = flagged
    }
    return
  }
  const gone = idSet(event.items)
  let removed = 0
  const kept = feed.items.filter((item) => {
    // The server never clears a flagged item.
    const clear = !item.flagged && gone.has(item.id.toLowerCase())
    if (clear) removed += 1
    return !clear
  })
  if (removed > 0) {
    feed.items = kept
    feed.numDeleted += removed
  }
}

// ── summaries ───────────────────────────────────────────────────────────────────────────────

/** How many event items fall on each local day of the summaries, by index into `days`. */
function countByDay(
  days: readonly ActivityDay[],
  items: readonly { createdAt: string }[],
  jsTimezoneOffsetMinutes: number,
  weight: (index: number) => number,
): Map<number, number> {
  const dayIndex = new Map<string, number>()
  days.forEach((day, i) => {
    const date = activityDayDate(day.date, jsTimezoneOffsetMinutes)
    if (date) dayIndex.set(formatUrlDate(date), i)
  })
  const counts = new Map<number, number>()
  items.forEach((item, n) => {
    const ms = Date.parse(item.createdAt)
    if (Number.isNaN(ms)) return
    const i = dayIndex.get(formatUrlDate(localDayOf(ms, jsTimezoneOffsetMinutes)))
    if (i === undefined) return
    counts.set(i, (counts.get(i) ?? 0) + weight(n))
  })
  return counts
}

function projectOntoDays(days: ActivityDay[], event: ActivityEvent, jsTimezoneOffsetMinutes: number): void {
  if (event.type === 'activityItemsFlagToggled') {
    const counts = countByDay(days, event.items, jsTimezoneOffsetMinutes, (n) => (event.items[n]!.flagged ? 1 : -1))
    for (const [i, delta] of counts) {
      const day = days[i]!
      day.numFlagged = Math.max(0, Math.min(day.numTotal - day.numApproved, day.numFlagged + delta))
    }
    return
  }
  const counts = countByDay(days, event.items, jsTimezoneOffsetMinutes, () => 1)
  for (const [i, n] of counts) {
    const day = days[i]!
    day.numApproved = Math.min(day.numTotal - day.numFlagged, day.numApproved + n)
  }
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
    projectOntoDays(draft, event, input.jsTimezoneOffsetMinutes)
  },
}
