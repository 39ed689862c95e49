/**
 * The day timeline: a day page's items counted per local hour (their labels are domain/time's
 * `hourLabel`). Pure: the parent's offset from UTC comes in as data.
 */
import { localDayStartMs, type PlainDate } from '../calendar/dates'
import type { UserActivityItem } from '../api/wire'

export interface HourBucket {
  /** Local hour, 0..23. */
  readonly hour: number
  readonly total: number
  readonly flagged: number
  readonly screenshots: number
  readonly typedText: number
  /** Items during a filter suspension in that hour. */
  readonly suspended: number
  /** Flat index of the first item (in list order) in that hour, to scroll to; null if none. */
  readonly firstIndex: number | null
}

/** The local hour (0..23) of an instant within local day `day`, or null when outside it. */
export function localHourOf(instant: number, day: PlainDate, jsTimezoneOffsetMinutes: number): number | null {
  return hourAfter(instant, localDayStartMs(day, jsTimezoneOffsetMinutes))
}

/** The hour (0..23) of an instant within the day that starts at `dayStart`, or null when outside it. */
function hourAfter(instant: number, dayStart: number): number | null {
  const offset = instant - dayStart
  if (!(offset >= 0 && offset < 86_400_000)) return null
  return Math.floor(offset / 3_600_000)
}

/** Items per local hour of the day; items outside the day are not counted. */
export function timelineBuckets(items: readonly UserActivityItem[], day: PlainDate, jsTimezoneOffsetMinutes: number): HourBucket[] {
  const buckets = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    total: 0,
    flagged: 0,
    screenshots: 0,
    typedText: 0,
    suspended: 0,
    firstIndex: null as number | null,
  }))
  const dayStart = localDayStartMs(day, jsTimezoneOffsetMinutes)
  items.forEach((item, index) => {
    const hour = hourAfter(Date.parse(item.createdAt), dayStart)
    if (hour === null) return
    const b = buckets[hour]!
    b.total += 1
    if (item.flagged) b.flagged += 1
    if (item.case === 'screenshot') b.screenshots += 1
    else b.typedText += 1
    if (item.duringSuspension) b.suspended += 1
    if (b.firstIndex === null) b.firstIndex = index
  })
  return buckets
}
