/**
 * Calendar dates without a time zone, and the parent's local days.
 *
 * Pure: no clock, no machine locale. A parent's local day is derived from
 * `jsTimezoneOffsetMinutes`, the value `new Date().getTimezoneOffset()` gives:
 * minutes *behind* UTC, so local time = UTC − offset (e.g. New York in winter: 300,
 * Berlin in winter: −60). Offsets are fixed numbers, so every local day is exactly 24 h.
 *
 * Formats: input and wire `YYYY-MM-DD` (nothing else is accepted), URL `MM-DD-YYYY`. A date in
 * words ('Sun, Nov 22') is written by domain/time.
 */

export type PlainDate = { year: number; month: number; day: number }

const MS_PER_MINUTE = 60_000
export const MS_PER_DAY = 86_400_000

/** Offsets JS engines can report: UTC+14 (−840) to UTC−12 (720). */
export const MIN_TZ_OFFSET_MINUTES = -840
export const MAX_TZ_OFFSET_MINUTES = 720

/**
 * The days of the week, Sunday first, so that `weekdays[weekday(d)]` names the day of `d`. The
 * names are the keys schedules use for their days.
 */
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof weekdays)[number]

/** Each day's short and long English name. */
export const weekdayLabels: Readonly<Record<Weekday, { readonly short: string; readonly long: string }>> = {
  sunday: { short: 'Sun', long: 'Sunday' },
  monday: { short: 'Mon', long: 'Monday' },
  tuesday: { short: 'Tue', long: 'Tuesday' },
  wednesday: { short: 'Wed', long: 'Wednesday' },
  thursday: { short: 'Thu', long: 'Thursday' },
  friday: { short: 'Fri', long: 'Friday' },
  saturday: { short: 'Sat', long: 'Saturday' },
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** True for a real calendar date with a four-digit year (1000–9999). */
export function isValidDate(d: PlainDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1000 &&
    d.year <= 9999 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  )
}

/** Days since 1970-01-01 (proleptic Gregorian). */
export function toEpochDay(d: PlainDate): number {
  const y = d.month <= 2 ? d.year - 1 : d.year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const mp = (d.month + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + d.day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** The date `epochDay` days after 1970-01-01. */
export function fromEpochDay(epochDay: number): PlainDate {
  const z = epochDay + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  return { year, month, day }
}

const pad2 = (n: number): string => String(n).padStart(2, '0')
const pad4 = (n: number): string => String(n).padStart(4, '0')

function fromParts(year: string, month: string, day: string): PlainDate | null {
  const d = { year: Number(year), month: Number(month), day: Number(day) }
  return isValidDate(d) ? d : null
}

/** Accepts only `YYYY-MM-DD` naming a real calendar date. */
export function parseIsoDate(s: string): PlainDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  return m ? fromParts(m[1]!, m[2]!, m[3]!) : null
}

/** Accepts only `MM-DD-YYYY` (the form used in activity URLs) naming a real calendar date. */
export function parseUrlDate(s: string): PlainDate | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s)
  return m ? fromParts(m[3]!, m[1]!, m[2]!) : null
}

/** `YYYY-MM-DD` (also the value of a date input). */
export function formatIsoDate(d: PlainDate): string {
  return `${pad4(d.year)}-${pad2(d.month)}-${pad2(d.day)}`
}

/** `MM-DD-YYYY`. */
export function formatUrlDate(d: PlainDate): string {
  return `${pad2(d.month)}-${pad2(d.day)}-${pad4(d.year)}`
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(d: PlainDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((toEpochDay(d) + 4) % 7) + 7) % 7
}

export function addDays(d: PlainDate, n: number): PlainDate {
  return fromEpochDay(toEpochDay(d) + n)
}

/** Negative if a is before b, 0 if equal, positive if after. */
export function compareDates(a: PlainDate, b: PlainDate): number {
  return toEpochDay(a) - toEpochDay(b)
}

export function sameDate(a: PlainDate, b: PlainDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day
}

/** The UTC instant (ms) at which local day `d` begins. */
export function localDayStartMs(d: PlainDate, jsTimezoneOffsetMinutes: number): number {
  return toEpochDay(d) * MS_PER_DAY + jsTimezoneOffsetMinutes * MS_PER_MINUTE
}

/** The parent's local calendar day that contains the instant. */
export function localDayOf(instantMs: number, jsTimezoneOffsetMinutes: number): PlainDate {
  const localMs = instantMs - jsTimezoneOffsetMinutes * MS_PER_MINUTE
  return fromEpochDay(Math.floor(localMs / MS_PER_DAY))
}

/** `Date.toISOString()` form: `YYYY-MM-DDTHH:MM:SS.sssZ`. */
export function formatInstant(ms: number): string {
  return new Date(ms).toISOString()
}

/**
 * The activity feed range for one whole local day, as the API takes it (ISO with
 * milliseconds). The server lists `start < createdAt ≤ end`, so the range runs from the last
 * millisecond of the day before (excluded) to the day's last millisecond, 23:59:59.999
 * (included): an item stamped at exactly 00:00:00.000 is in its own day's feed, as in its
 * day's summary, and consecutive days' ranges neither overlap nor leave a gap.
 */
export function localDayRange(d: PlainDate, jsTimezoneOffsetMinutes: number): { start: string; end: string } {
  const startMs = localDayStartMs(d, jsTimezoneOffsetMinutes)
  return { start: formatInstant(startMs - 1), end: formatInstant(startMs + MS_PER_DAY - 1) }
}

/**
 * The local day an `ActivityDay.date` (the day's start instant, e.g. `2026-11-22T05:00:00Z`)
 * stands for, given the offset the summaries were requested with. Null if unparseable.
 */
export function activityDayDate(iso: string, jsTimezoneOffsetMinutes: number): PlainDate | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(iso)) return null
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : localDayOf(ms, jsTimezoneOffsetMinutes)
}
