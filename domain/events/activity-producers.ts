/**
 * The activity events a day page's actions produce, each with the day's counts once the change
 * is made (so the summaries change at once too).
 */
import { formatIsoDate, type PlainDate } from '../calendar/dates'
import type { ActivityFeed } from '../api/wire'
import type { ActivityEvent, ActivityItemsDeleted, ActivityItemsFlagSet } from './activity'
import { countsAfter } from './projectors/activity'

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
