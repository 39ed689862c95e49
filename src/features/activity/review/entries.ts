/**
 * The review entries of the loaded days: every item with its reasons (computed once per window,
 * preferences and context), by key, and the days as the rules take them.
 */
import { type ReviewEntry, reviewEntries, unlockRequestOf } from '@domain/activity/item-reasons'
import { type LoadedDay, type NamedChild, childOfFeed, windowItems } from '@domain/activity/review-window'
import type { ReviewPreferences } from '@domain/activity/review-item'
import { sameDate, type PlainDate } from '@domain/calendar/dates'
import type { ActivityFeed, SecurityEvent, UnlockRequest } from '@domain/api/wire'

export interface ReviewContextData {
  readonly offset: number
  readonly securityEvents: readonly SecurityEvent[]
  readonly unlockRequests: readonly UnlockRequest[]
  readonly preferences: ReviewPreferences
}

export interface Review {
  readonly entries: readonly ReviewEntry[]
  readonly byKey: ReadonlyMap<string, ReviewEntry>
}

/** A loaded day's feeds with their children: one child's feed, or every child's (named by the children list). */
export function loadedDay(
  date: PlainDate,
  feeds: ActivityFeed | readonly ActivityFeed[],
  childId: string | null,
  children: readonly NamedChild[],
): LoadedDay {
  const list = Array.isArray(feeds) ? (feeds as readonly ActivityFeed[]) : [feeds as ActivityFeed]
  return { date, feeds: list.map((feed) => ({ childId: childId ?? childOfFeed(feed.userName, children), feed })) }
}

/** The window's loaded days, with `day` (the page's own, fresher) in place of the window's copy of it. */
export function withDayOf(days: readonly LoadedDay[], day: LoadedDay | null): LoadedDay[] {
  if (!day) return [...days]
  return [day, ...days.filter((d) => !sameDate(d.date, day.date))]
}

export function reviewOf(days: readonly LoadedDay[], context: ReviewContextData): Review {
  const { items, windowStartMs } = windowItems(days, context.offset)
  const entries = reviewEntries(items, {
    securityEvents: context.securityEvents,
    requests: context.unlockRequests.map(unlockRequestOf),
    jsTimezoneOffsetMinutes: context.offset,
    windowStartMs: windowStartMs ?? 0,
    preferences: context.preferences,
  })
  return { entries, byKey: new Map(entries.map((e) => [e.key, e])) }
}
