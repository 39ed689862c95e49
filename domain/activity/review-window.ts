/**
 * The two weeks of smarter review: which days the window holds, what the page says while they
 * load, whose each loaded item is, and the review items of the loaded days.
 *
 * - `windowDays(today)`: the retention window, today first and the 13 days before it (as the day
 *   pages count days: local under today's wire, UTC under 2025-05).
 * - `windowProgressText(settled, total)`: "Loading 14 days… 6 of 14" while days are loading.
 * - `childOfFeed(userName, children)`: a combined feed names a child only by name; the child's id
 *   is the first child of that name (names compared trimmed and case-insensitively), else a key
 *   made of the name, so the child's items still stay together.
 * - `windowItems(days)`: the review items of the loaded days (what the day pages show: activity
 *   during a filter suspension only where the child's setting shows it), with the first instant of
 *   the earliest loaded day (`windowStartMs`).
 */
import { addDays, localDayStartMs, type PlainDate } from '../calendar/dates'
import type { ActivityFeed } from '../api/wire'
import { visibleItems } from './feed'
import { type ReviewItem, reviewItems } from './review-item'

/** Days in the review window: the two weeks screenshots are kept. */
export const reviewWindowDays = 14

/** The window's days, newest first: `today` and the `count − 1` days before it. */
export function windowDays(today: PlainDate, count: number = reviewWindowDays): PlainDate[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(today, -i))
}

/** The progress line while the window loads ("Loading 14 days… 6 of 14"); null once every day settled. */
export function windowProgressText(settled: number, total: number): string | null {
  if (total <= 0 || settled >= total) return null
  return `Loading ${total} ${total === 1 ? 'day' : 'days'}… ${settled} of ${total}`
}

/** What the window knows of a child: its id and name. */
export interface NamedChild {
  readonly id: string
  readonly name: string
}

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The id of the child a combined feed's `userName` names (see the module's comment). */
export function childOfFeed(userName: string, children: readonly NamedChild[]): string {
  return children.find((child) => sameName(child.name, userName))?.id ?? `name:${userName.trim().toLowerCase()}`
}

/** A loaded day of the window: its date and its feeds (one child's, or every child's with their ids). */
export interface LoadedDay {
  readonly date: PlainDate
  readonly feeds: readonly { readonly childId: string; readonly feed: ActivityFeed }[]
}

export interface WindowItems {
  readonly items: ReviewItem[]
  /** The first instant of the earliest loaded day (ms); null with no day loaded. */
  readonly windowStartMs: number | null
}

/** The review items of the loaded days, and where the window starts (see the module's comment). */
export function windowItems(days: readonly LoadedDay[], jsTimezoneOffsetMinutes: number): WindowItems {
  const items: ReviewItem[] = []
  let windowStartMs: number | null = null
  for (const day of days) {
    const start = localDayStartMs(day.date, jsTimezoneOffsetMinutes)
    if (windowStartMs === null || start < windowStartMs) windowStartMs = start
    for (const { childId, feed } of day.feeds) items.push(...reviewItems(childId, day.date, visibleItems(feed)))
  }
  return { items, windowStartMs }
}
