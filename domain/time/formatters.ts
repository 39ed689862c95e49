/**
 * The one place dates and times become words. Every clock time, hour label, weekday and date the
 * dashboard shows is written here, in US English whatever the machine's locale, with the words
 * `Intl.DateTimeFormat` writes for en-US ('3:08 PM', 'Wed, May 21', 'Wed, May 21, 3:08 PM';
 * tests/unit/domain/time checks them against it), a plain space before AM and PM.
 *
 * Pure: the time zone is always passed in, never read from the machine. An instant is read in a
 * `TimeFrame`: an IANA time zone (the parent's: a day is 23, 24 or 25 hours, clocks move at a
 * daylight-saving change), or a fixed offset as the API's `jsTimezoneOffsetMinutes` counts it
 * (minutes behind UTC; every day 24 hours), for pages whose days the server counts that way.
 *
 * Where an instant falls in a time zone comes from `Intl.DateTimeFormat`, one formatter per zone,
 * made on first use and kept: making one costs far more than reading with it. The words are
 * then put together here from the local date and time, and an offset needs no formatter at
 * all: the first formatter a page makes costs a slow phone 100 ms or more, and the activity
 * pages, which draw hundreds of times, use offsets; so do the app's words in the machine's own
 * zone, whose offset at any instant its clock gives.
 */
import { type PlainDate, MS_PER_DAY, fromEpochDay, toEpochDay, weekday as weekdayOfDate } from '../calendar/dates'

/**
 * Where local time is read: an IANA time zone, a fixed offset in minutes behind UTC, or a zone's
 * offset at each instant (`offsetAt`, minutes behind UTC, as a machine's clock gives it for its
 * own zone: the same words as the zone's, without a formatter).
 */
export type TimeFrame = { readonly timeZone: string } | { readonly offsetMinutes: number } | { readonly offsetAt: (instantMs: number) => number }

/** The parent's zone as a screen has it: its IANA name, and its offsets when they come cheaper (the machine's own zone). */
export interface ZoneReading {
  readonly timeZone: string
  readonly offsetAt?: ((instantMs: number) => number) | undefined
}

/** The frame a zone reading is read in: its offsets when it has them, else the zone (a formatter). */
export const frameOf = (zone: ZoneReading): TimeFrame => (zone.offsetAt ? { offsetAt: zone.offsetAt } : { timeZone: zone.timeZone })

/** A wall-clock time of day, 0:00 to 23:59. */
export interface ClockTime {
  readonly hour: number
  readonly minute: number
}

/** The local date, clock time and weekday of an instant (0 = Sunday … 6 = Saturday). */
export interface LocalMoment {
  readonly date: PlainDate
  readonly time: ClockTime
  readonly weekday: number
}

const cache = new Map<string, Intl.DateTimeFormat>()

/** The formatter that reads instants in a time zone, made on first use and kept. */
export function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let made = cache.get(timeZone)
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone,
    })
    cache.set(timeZone, made)
  }
  return made
}

/** How many formatters have been made (one per time zone read). */
export const formattersMade = (): number => cache.size

/** Whether `timeZone` is a time zone the formatters know (an IANA name such as 'Asia/Kolkata', or 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

const MS_PER_MINUTE = 60_000

function moment(date: PlainDate, time: ClockTime): LocalMoment {
  return { date, time, weekday: weekdayOfDate(date) }
}

/** Where an instant falls on the local calendar and clock of a frame. */
export function localMoment(instantMs: number, frame: TimeFrame): LocalMoment {
  if (!('timeZone' in frame)) {
    const offsetMinutes = 'offsetAt' in frame ? frame.offsetAt(instantMs) : frame.offsetMinutes
    const local = instantMs - offsetMinutes * MS_PER_MINUTE
    const day = Math.floor(local / MS_PER_DAY)
    const minuteOfDay = Math.floor((local - day * MS_PER_DAY) / MS_PER_MINUTE)
    return moment(fromEpochDay(day), { hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 })
  }
  const parts: Record<string, string> = {}
  for (const part of formatterFor(frame.timeZone).formatToParts(instantMs)) parts[part.type] = part.value
  const date = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }
  // Some engines write midnight as 24 even in the 23-hour cycle.
  return moment(date, { hour: Number(parts.hour) % 24, minute: Number(parts.minute) })
}

/** The local calendar date of an instant. */
export const localDate = (instantMs: number, frame: TimeFrame): PlainDate => localMoment(instantMs, frame).date

// ── words ───────────────────────────────────────────────────────────────────────────────────

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** The hour on a 12-hour clock (noon and midnight are 12) and its half of the day. */
const twelveHour = (hour: number): { readonly h: number; readonly half: string } => ({
  h: hour % 12 === 0 ? 12 : hour % 12,
  half: hour < 12 ? 'AM' : 'PM',
})

/** A wall-clock time without a date: '7:05 AM', '12:00 PM' (noon), '12:00 AM' (midnight). */
export function wallClockTime(time: ClockTime): string {
  const { h, half } = twelveHour(time.hour)
  return `${h}:${String(time.minute).padStart(2, '0')} ${half}`
}

/** The label of an hour of the day (0 to 23): '12 AM', '3 PM'. */
export function hourLabel(hour: number): string {
  const { h, half } = twelveHour(hour)
  return `${h} ${half}`
}

/** A calendar date with its weekday: 'Wed, May 21'. */
export const weekdayDate = (date: PlainDate): string => `${weekdayNames[weekdayOfDate(date)]}, ${monthNames[date.month - 1]} ${date.day}`

/** The local clock time of an instant: '3:08 PM', '12:05 AM'. */
export const clockTime = (instantMs: number, frame: TimeFrame): string => wallClockTime(localMoment(instantMs, frame).time)

/** The short weekday of an instant: 'Thu'. */
export const weekdayOf = (instantMs: number, frame: TimeFrame): string => weekdayNames[localMoment(instantMs, frame).weekday]!

/** The local weekday, date and clock time of an instant: 'Wed, May 21, 3:08 PM'. */
export function weekdayDateTime(instantMs: number, frame: TimeFrame): string {
  const { date, time } = localMoment(instantMs, frame)
  return `${weekdayDate(date)}, ${wallClockTime(time)}`
}

/** The local date and clock time of an instant, without the weekday: 'May 21, 3:08 PM'. */
export function dateTime(instantMs: number, frame: TimeFrame): string {
  const { date, time } = localMoment(instantMs, frame)
  return `${monthNames[date.month - 1]} ${date.day}, ${wallClockTime(time)}`
}

/** A day's heading: 'Today', 'Yesterday', or its weekday and date ('Wed, May 21'). */
export function dayHeading(date: PlainDate, today: PlainDate): string {
  const days = toEpochDay(today) - toEpochDay(date)
  if (days === 0) return 'Today'
  if (days === 1) return 'Yesterday'
  return weekdayDate(date)
}
