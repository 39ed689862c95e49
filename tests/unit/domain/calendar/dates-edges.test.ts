/**
 * Calendar dates at their edges, as fixed examples beside the properties of dates.test.ts:
 * every month's length, the year and integer bounds, century days, and the exact shapes of
 * URL dates and activity-day instants.
 */
import { describe, expect, it } from 'vitest'
import { activityDayDate, daysInMonth, formatIsoDate, fromEpochDay, isValidDate, parseUrlDate, sameDate, toEpochDay } from '@domain/calendar/dates'

describe('calendar dates', () => {
  it('knows every month’s length, February by leap year', () => {
    const lengths = Array.from({ length: 12 }, (_, i) => daysInMonth(2023, i + 1))
    expect(lengths).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    expect([daysInMonth(2024, 2), daysInMonth(2000, 2), daysInMonth(1900, 2)]).toEqual([29, 29, 28])
  })

  it('takes whole numbers and four-digit years only', () => {
    const date = { year: 2026, month: 3, day: 14 }
    expect(isValidDate(date)).toBe(true)
    expect([isValidDate({ ...date, year: 2026.5 }), isValidDate({ ...date, month: 3.5 }), isValidDate({ ...date, day: 14.5 })]).toEqual([false, false, false])
    expect([isValidDate({ ...date, year: 1000 }), isValidDate({ ...date, year: 999 }), isValidDate({ ...date, year: 9999 }), isValidDate({ ...date, year: 10000 })]).toEqual([true, false, true, false])
  })

  it('counts days across century and 400-year boundaries', () => {
    for (const d of [
      { year: 2000, month: 2, day: 29 },
      { year: 2000, month: 12, day: 31 },
      { year: 2100, month: 3, day: 1 },
      { year: 1600, month: 12, day: 31 },
      { year: 1700, month: 3, day: 1 },
      { year: 9999, month: 12, day: 31 },
    ]) {
      expect(fromEpochDay(toEpochDay(d))).toEqual(d)
    }
    expect(toEpochDay({ year: 2000, month: 3, day: 1 })).toBe(11_017)
    expect(formatIsoDate({ year: 1066, month: 10, day: 14 })).toBe('1066-10-14')
  })

  it('reads MM-DD-YYYY exactly; the same date is the same in all three parts', () => {
    expect(parseUrlDate('03-14-2026')).toEqual({ year: 2026, month: 3, day: 14 })
    expect([parseUrlDate('x03-14-2026'), parseUrlDate('03-14-2026x')]).toEqual([null, null])
    const d = { year: 2026, month: 3, day: 14 }
    expect([sameDate(d, { ...d }), sameDate(d, { ...d, year: 2025 }), sameDate(d, { ...d, month: 4 }), sameDate(d, { ...d, day: 15 })]).toEqual([true, false, false, false])
  })

  it('reads an activity day only from a whole UTC instant', () => {
    expect(activityDayDate('2026-03-14T05:00:00Z', 300)).toEqual({ year: 2026, month: 3, day: 14 })
    expect(activityDayDate('2026-03-14T05:00:00.123Z', 300)).toEqual({ year: 2026, month: 3, day: 14 })
    for (const text of ['2026-03-14T05:00:00+01:00', 'x2026-03-14T05:00:00Z', '2026-03-14T05:00:00Zx', '2026-03-14T05:00:00.1234Z', '2026-03-14T05:00:00.abcZ', '2026-03-14']) {
      expect(activityDayDate(text, 0)).toBeNull()
    }
  })
})
