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
import { ActivityItemId, ChildId } from '../api/ids'

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
