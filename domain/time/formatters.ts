/**
 * The one place dates and times become words. Every clock time, hour label, weekday and date the
 * dashboard shows is written here, in US English whatever the machine's locale, by
 * `Intl.DateTimeFormat` formatters made once per style and time zone (making one costs far more
 * than formatting with it, and a page formats hundreds of instants).
 *
 * Pure: the time zone is always passed in, never read from the machine. An instant is read in a
 * `TimeFrame`: an IANA time zone (the parent's: a day is 23, 24 or 25 hours, clocks move at a
 * daylight-saving change), or a fixed offset as the API's `jsTimezoneOffsetMinutes` counts it
 * (minutes behind UTC; every day 24 hours), for pages whose days the server counts that way.
 *
 * Words use a plain space before AM and PM: some engines put a narrow no-break space there, and
 * the same text must come out of every browser.
 */
import type { PlainDate } from '../calendar/dates'

/** Where local time is read: an IANA time zone, or a fixed offset in minutes behind UTC. */
export type TimeFrame = { readonly timeZone: string } | { readonly offsetMinutes: number }

/** A wall-clock time of day, 0:00 to 23:59. */
export interface ClockTime {
  readonly hour: number
  readonly minute: number
}

const locale = 'en-US'

/** The styles the dashboard writes, each a set of `Intl.DateTimeFormat` options. */
const styles = {
  /** '3:08 PM' */
  clock: { hour: 'numeric', minute: '2-digit' },
  /** '3 PM' */
  hour: { hour: 'numeric' },
  /** 'Thu' */
  weekday: { weekday: 'short' },
  /** 'Wed, May 21' */
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Wed, May 21, 3:08 PM' */
  weekdayDateTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'May 21, 3:08 PM' */
  dateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Numbers of the local date, time and weekday, for reading them rather than showing them. */
  parts: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type FormatStyle = keyof typeof styles

const cache = new Map<string, Intl.DateTimeFormat>()

/** The formatter of a style in a time zone, made on first use and kept. */
export function formatterFor(style: FormatStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`
  let made = cache.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone })
    cache.set(key, made)
  }
  return made
}

/** How many formatters have been made (each style and time zone once). */
export const formattersMade = (): number => cache.size

/** Whether `timeZone` is a time zone the formatters know (an IANA name such as 'Asia/Kolkata', or 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor('parts', timeZone)
    return true
  } catch {
    return false
  }
}

const MS_PER_MINUTE = 60_000

/**
 * The zone and instant a frame formats with: an IANA zone as it is; a fixed offset as the UTC
 * clock of the instant moved by it.
 */
function resolve(instantMs: number, frame: TimeFrame): { readonly timeZone: string; readonly ms: number } {
  return 'timeZone' in frame
    ? { timeZone: frame.timeZone, ms: instantMs }
    : { timeZone: 'UTC', ms: instantMs - frame.offsetMinutes * MS_PER_MINUTE }
}

/** One space before AM and PM, whatever the engine put there. */
const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ')

function write(style: FormatStyle, instantMs: number, frame: TimeFrame): string {
  const { timeZone, ms } = resolve(instantMs, frame)
  return plainSpaces(formatterFor(style, timeZone).format(ms))
}

// ── reading an instant ──────────────────────────────────────────────────────────────────────

/** The local date, clock time and weekday of an instant (0 = Sunday … 6 = Saturday). */
export interface LocalMoment {
  readonly date: PlainDate
  readonly time: ClockTime
  readonly weekday: number
}

const weekdayNumbers: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/** Where an instant falls on the local calendar and clock of a frame. */
export function localMoment(instantMs: number, frame: TimeFrame): LocalMoment {
  const { timeZone, ms } = resolve(instantMs, frame)
  const parts: Record<string, string> = {}
  for (const part of formatterFor('parts', timeZone).formatToParts(ms)) parts[part.type] = part.value
  return {
    date: { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) },
    // Some engines write midnight as 24 even in the 23-hour cycle.
    time: { hour: Number(parts.hour) % 24, minute: Number(parts.minute) },
    weekday: weekdayNumbers[parts.weekday ?? ''] ?? 0,
  }
}

/** The local calendar date of an instant. */
export const localDate = (instantMs: number, frame: TimeFrame): PlainDate => localMoment(instantMs, frame).date

// ── words ───────────────────────────────────────────────────────────────────────────────────

/** The local clock time of an instant: '3:08 PM', '12:05 AM'. */
export const clockTime = (instantMs: number, frame: TimeFrame): string => write('clock', instantMs, frame)

/** The short weekday of an instant: 'Thu'. */
export const weekdayOf = (instantMs: number, frame: TimeFrame): string => write('weekday', instantMs, frame)

/** The local weekday, date and clock time of an instant: 'Wed, May 21, 3:08 PM'. */
export const weekdayDateTime = (instantMs: number, frame: TimeFrame): string => write('weekdayDateTime', instantMs, frame)

/** The local date and clock time of an instant, without the weekday: 'May 21, 3:08 PM'. */
export const dateTime = (instantMs: number, frame: TimeFrame): string => write('dateTime', instantMs, frame)

const utc: TimeFrame = { timeZone: 'UTC' }
/** A calendar date's or a wall-clock time's own instant on the UTC clock (any fixed frame would do). */
const wallInstant = (date: PlainDate, time: ClockTime = { hour: 0, minute: 0 }): number =>
  Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute)
const anyDay: PlainDate = { year: 2001, month: 1, day: 1 }

/** A wall-clock time without a date: '7:05 AM', '12:00 PM' (noon), '12:00 AM' (midnight). */
export const wallClockTime = (time: ClockTime): string => write('clock', wallInstant(anyDay, time), utc)

/** The label of an hour of the day (0 to 23): '12 AM', '3 PM'. */
export const hourLabel = (hour: number): string => write('hour', wallInstant(anyDay, { hour, minute: 0 }), utc)

/** A calendar date with its weekday: 'Wed, May 21'. */
export const weekdayDate = (date: PlainDate): string => write('weekdayDate', wallInstant(date), utc)

/** A day's heading: 'Today', 'Yesterday', or its weekday and date ('Wed, May 21'). */
export function dayHeading(date: PlainDate, today: PlainDate): string {
  const days = Math.round((wallInstant(today) - wallInstant(date)) / 86_400_000)
  if (days === 0) return 'Today'
  if (days === 1) return 'Yesterday'
  return weekdayDate(date)
}
