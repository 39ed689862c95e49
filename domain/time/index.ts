/**
 * Dates and times in words, in one place: clock times, hour labels, weekdays, dates, day
 * headings and relative times, in US English, with the time zone passed in (read through cached
 * `Intl` formatters).
 * Nothing else in the code base formats a date or reads the machine's clock fields (lint
 * enforces it: eslint.config.js). The fake server's messages keep their own words for durations
 * ('expires in 60 minutes', 'for 30 minutes'): they are what the server writes, not a date or a
 * time the dashboard shows.
 */
export {
  type TimeFrame,
  type ZoneReading,
  frameOf,
  clockTime,
  dateTime,
  dayHeading,
  formatterFor,
  formattersMade,
  hourLabel,
  isKnownTimeZone,
  localDate,
  localMoment,
  wallClockTime,
  weekdayDate,
  weekdayDateTime,
  weekdayOf,
} from './formatters'
export { relativeBuckets, relativeTime, relativeWords } from './relative'
