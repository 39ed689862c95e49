/**
 * A key's expiration as the wizard's date field shows it. The key stores an instant; the field
 * holds the parent's local date (`YYYY-MM-DD`). Picking another date keeps the time of day.
 * Pure: the time-zone offset (`Date#getTimezoneOffset()` minutes) and the time are passed in.
 */
import { MS_PER_DAY, formatIsoDate, localDayOf, localDayStartMs, parseIsoDate } from '../calendar/dates'
import { weekdayDate } from '../time'

/** The local date of an expiration, for a date input. */
export const expirationDateValue = (iso: string, offsetMinutes: number): string => formatIsoDate(localDayOf(Date.parse(iso), offsetMinutes))

/** The earliest date the field offers: today. */
export const earliestExpirationDate = (nowMs: number, offsetMinutes: number): string => formatIsoDate(localDayOf(nowMs, offsetMinutes))

/**
 * The expiration on another local date, at the same local time of day as before (or as now,
 * when there was none). Null for a date the field cannot mean.
 */
export function withExpirationDate(current: string | null, date: string, nowMs: number, offsetMinutes: number): string | null {
  const day = parseIsoDate(date)
  if (!day) return null
  const from = current === null ? nowMs : Date.parse(current)
  const sinceMidnight = from - localDayStartMs(localDayOf(from, offsetMinutes), offsetMinutes)
  return new Date(localDayStartMs(day, offsetMinutes) + (sinceMidnight % MS_PER_DAY)).toISOString()
}

/** 'Tue, Jun 2' in the parent's time zone. */
export const formatExpiration = (iso: string, offsetMinutes: number): string => weekdayDate(localDayOf(Date.parse(iso), offsetMinutes))
