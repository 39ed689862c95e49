/**
 * The items of smarter review, and the parent's review preferences.
 *
 * A `ReviewItem` is one item of a day feed with what the feed itself does not say: whose it is
 * (`childId`), which day's feed it came from (`day`, as the feed's day was asked for: local
 * under today's wire, UTC under 2025-05) and its instant (`at`, epoch ms, read once). Make them
 * with `reviewItems(childId, day, feed.items)` for each day feed of the two weeks loaded.
 *
 * `ReviewPreferences` is what a parent can change (kept in this browser by the screen): the
 * concern lists (see ./concerns), the late-night hours, and the share of the rest a sample takes.
 */
import * as z from 'zod/mini'
import type { PlainDate } from '../calendar/dates'
import type { UserActivityItem } from '../api/wire'
import { ConcernSettings, defaultConcernSettings } from './concerns'

export interface ReviewItem {
  readonly childId: string
  readonly day: PlainDate
  readonly item: UserActivityItem
  /** `item.createdAt` as epoch milliseconds. */
  readonly at: number
}

/** One day feed's items as review items. */
export const reviewItems = (childId: string, day: PlainDate, items: readonly UserActivityItem[]): ReviewItem[] =>
  items.map((item) => ({ childId, day, item, at: Date.parse(item.createdAt) }))

/** An item's key: its id in lower case (the server sends ids in upper case, the app may not). */
export const itemKey = (item: { readonly id: string }): string => item.id.toLowerCase()

/** Orders items by time, then by key: the order of items with equal scores, and of the rest. */
export function compareByTime(a: ReviewItem, b: ReviewItem): number {
  if (a.at !== b.at) return a.at - b.at
  const ka = itemKey(a.item)
  const kb = itemKey(b.item)
  return ka < kb ? -1 : ka > kb ? 1 : 0
}

/** Minutes of the day, 0 (midnight) to 1439. */
const MinuteOfDay = z.int().check(z.minimum(0), z.maximum(1439))

/**
 * Late at night: from `startMinute` (included) to `endMinute` (excluded), local minutes of the
 * day; the hours may run past midnight (22:00–06:00) or not (00:00–05:00). Equal minutes: never.
 */
export const LateNightHours = z.object({ startMinute: MinuteOfDay, endMinute: MinuteOfDay })
export type LateNightHours = z.infer<typeof LateNightHours>

/** 22:00 to 06:00. */
export const defaultLateNight: LateNightHours = { startMinute: 22 * 60, endMinute: 6 * 60 }

/** Whether a local minute of the day is within the late-night hours. */
export function isLateNight(minuteOfDay: number, hours: LateNightHours): boolean {
  const { startMinute: start, endMinute: end } = hours
  if (start === end) return false
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end
}

/** The share of the items without a reason that a day's sample takes, 0 to 1 (default 10 %). */
export const SampleShare = z.number().check(z.minimum(0), z.maximum(1))
export const defaultSampleShare = 0.1

/** What a parent can change about review, as the browser keeps it. */
export const ReviewPreferences = z.object({
  concerns: ConcernSettings,
  lateNight: LateNightHours,
  sampleShare: SampleShare,
})
export type ReviewPreferences = z.infer<typeof ReviewPreferences>

export const defaultReviewPreferences: ReviewPreferences = {
  concerns: defaultConcernSettings,
  lateNight: defaultLateNight,
  sampleShare: defaultSampleShare,
}

/** Kept preferences read back: valid ones as they are, anything else gives the defaults. */
export function readReviewPreferences(kept: unknown): ReviewPreferences {
  const parsed = ReviewPreferences.safeParse(kept)
  return parsed.success ? parsed.data : defaultReviewPreferences
}
