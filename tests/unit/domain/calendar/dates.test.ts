/**
 * Calendar dates and the parent's local days (the date helper accepts only YYYY-MM-DD; day
 * buckets: docs/api.md#day-buckets).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  activityDayDate,
  addDays,
  compareDates,
  daysInMonth,
  formatIsoDate,
  formatUrlDate,
  fromEpochDay,
  localDayOf,
  localDayRange,
  localDayStartMs,
  MAX_TZ_OFFSET_MINUTES,
  MIN_TZ_OFFSET_MINUTES,
  parseIsoDate,
  parseUrlDate,
  toEpochDay,
  weekday,
  type PlainDate,
  isValidDate,
  sameDate,
} from '@domain/calendar/dates'

const DAY = 86_400_000

/** Any real date with a four-digit year. */
const plainDate: fc.Arbitrary<PlainDate> = fc
  .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }))

/** Dates whose instants stay inside what Date.toISOString prints with a four-digit year. */
const modernDate = plainDate.filter((d) => d.year >= 1971 && d.year <= 9998)
const offset = fc.integer({ min: MIN_TZ_OFFSET_MINUTES, max: MAX_TZ_OFFSET_MINUTES })

describe('epoch days', () => {
  it('match the JS calendar', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, (d) => {
        expect(toEpochDay(d) * DAY).toBe(Date.UTC(d.year, d.month - 1, d.day))
      }),
    )
  })
  it('round trip', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        expect(fromEpochDay(toEpochDay(d))).toEqual(d)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: -300_000, max: 2_900_000 }), (n) => {
        expect(toEpochDay(fromEpochDay(n))).toBe(n)
      }),
    )
  })
  it('weekday agrees with Date', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, (d) => {
        expect(weekday(d)).toBe(new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay())
      }),
    )
  })
})

describe('parsing and formatting', () => {
  it('ISO and URL forms round trip', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        expect(parseIsoDate(formatIsoDate(d))).toEqual(d)
        expect(parseUrlDate(formatUrlDate(d))).toEqual(d)
      }),
    )
  })

  it('formats with zero padding', () => {
    expect(formatIsoDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07')
    expect(formatUrlDate({ year: 2026, month: 3, day: 7 })).toBe('03-07-2026')
  })

  it('rejects dates that do not exist', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull()
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseIsoDate('1900-02-29')).toBeNull()
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 })
    expect(parseIsoDate('2026-04-31')).toBeNull()
    expect(parseIsoDate('2026-13-01')).toBeNull()
    expect(parseIsoDate('2026-00-10')).toBeNull()
    expect(parseIsoDate('2026-01-00')).toBeNull()
    expect(parseUrlDate('02-30-2026')).toBeNull()
    expect(parseUrlDate('11-22-2026')).toEqual({ year: 2026, month: 11, day: 22 })
  })

  it('rejects every other form', () => {
    for (const s of ['2026-1-05', '2026/01/05', '20260105', ' 2026-01-05', '2026-01-05 ', '2026-01-05T00:00:00Z', '+2026-01-05', '۲۰۲۶-۰۱-۰۵', '']) {
      expect(parseIsoDate(s)).toBeNull()
    }
    expect(parseIsoDate('01-05-2026')).toBeNull()
    expect(parseUrlDate('2026-01-05')).toBeNull()
    expect(parseUrlDate('1-5-2026')).toBeNull()
    expect(parseUrlDate('01/05/2026')).toBeNull()
  })

  it('accepts a string only if it is exactly the formatted form of the date it parses to', { tags: ['property'] }, () => {
    const near = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[0-9-]{8,12}$/),
      plainDate.map(formatIsoDate).chain((s) => fc.nat(s.length).map((i) => s.slice(0, i) + s.slice(i + 1))),
    )
    fc.assert(
      fc.property(near, (s) => {
        const iso = parseIsoDate(s)
        if (iso) expect(formatIsoDate(iso)).toBe(s)
        const url = parseUrlDate(s)
        if (url) expect(formatUrlDate(url)).toBe(s)
      }),
    )
  })
})

describe('arithmetic', () => {
  it('addDays is consistent with compareDates', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, fc.integer({ min: -400, max: 400 }), (d, n) => {
        const e = addDays(d, n)
        expect(compareDates(e, d)).toBe(n)
        expect(addDays(e, -n)).toEqual(d)
      }),
    )
  })
  it('crosses month and year ends', () => {
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 })
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 })
  })
})

describe('local days', () => {
  it('New York in winter: local midnight is 05:00 UTC', () => {
    const d = { year: 2026, month: 11, day: 22 }
    expect(localDayRange(d, 300)).toEqual({ start: '2026-11-22T04:59:59.999Z', end: '2026-11-23T04:59:59.999Z' })
    expect(localDayOf(Date.parse('2026-11-23T04:59:59.999Z'), 300)).toEqual(d)
    expect(localDayOf(Date.parse('2026-11-23T05:00:00.000Z'), 300)).toEqual(addDays(d, 1))
  })

  /** The server's feed rule: `start < createdAt ≤ end`. */
  const inFeed = (range: { start: string; end: string }, t: number): boolean => Date.parse(range.start) < t && t <= Date.parse(range.end)

  it('a day range holds, as the server reads it, exactly the instants of that local day', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, offset, fc.integer({ min: 0, max: DAY - 1 }), (d, off, within) => {
        const range = localDayRange(d, off)
        const midnight = localDayStartMs(d, off)
        expect(Date.parse(range.end) - Date.parse(range.start)).toBe(DAY)
        expect(inFeed(range, midnight)).toBe(true)
        expect(inFeed(range, midnight + within)).toBe(true)
        expect(localDayOf(midnight + within, off)).toEqual(d)
        expect(inFeed(range, midnight - 1)).toBe(false)
        expect(inFeed(range, midnight + DAY)).toBe(false)
      }),
    )
  })

  it("an item stamped at exactly local midnight is in its own day's feed and in no other", { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, offset, (d, off) => {
        const midnight = localDayStartMs(d, off)
        expect(localDayOf(midnight, off)).toEqual(d)
        expect([-1, 0, 1].map((n) => inFeed(localDayRange(addDays(d, n), off), midnight))).toEqual([false, true, false])
      }),
    )
  })

  it("every instant is in the feed of the day it maps to, and in neither neighbour's", { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250_000_000_000_000 }), offset, (t, off) => {
        const d = localDayOf(t, off)
        expect(inFeed(localDayRange(d, off), t)).toBe(true)
        expect(inFeed(localDayRange(addDays(d, -1), off), t)).toBe(false)
        expect(inFeed(localDayRange(addDays(d, 1), off), t)).toBe(false)
        expect(localDayStartMs(d, off)).toBeLessThanOrEqual(t)
      }),
    )
  })

  it('ranges use Date.toISOString form (milliseconds and Z)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, offset, (d, off) => {
        const { start, end } = localDayRange(d, off)
        expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
        expect(end).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      }),
    )
  })

  it('summary day instants read back as the local day', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, offset, (d, off) => {
        const iso = new Date(localDayStartMs(d, off)).toISOString().replace('.000Z', 'Z')
        expect(activityDayDate(iso, off)).toEqual(d)
      }),
    )
    expect(activityDayDate('yesterday', 0)).toBeNull()
  })
})

/**
 * Calendar dates at their edges, as fixed examples beside the properties of dates.test.ts:
 * every month's length, the year and integer bounds, century days, and the exact shapes of
 * URL dates and activity-day instants.
 */
describe('calendar dates', () => {
  it('knows every month’s length, February by leap year', () => {
    const lengths = Array.from({ length: 12 }, (_, i) => daysInMonth(2023, i + 1))
    expect(lengths).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    expect([daysInMonth(2024, 2), daysInMonth(2000, 2), daysInMonth(1900, 2)]).toEqual([29, 29, 28])
  })

  it('takes whole numbers and four-digit years only', () => {
    const date = { year: 2026, month: 3, day: 14 }
    expect(isValidDate(date)).toBe(true)
    expect([isValidDate({ ...date, year: 2026.5 }), isValidDate({ ...date, month: 3.5 }), isValidDate({ ...date, day: 14.5 })]).toEqual([
      false,
      false,
      false,
    ])
    expect([
      isValidDate({ ...date, year: 1000 }),
      isValidDate({ ...date, year: 999 }),
      isValidDate({ ...date, year: 9999 }),
      isValidDate({ ...date, year: 10000 }),
    ]).toEqual([true, false, true, false])
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
    expect([sameDate(d, { ...d }), sameDate(d, { ...d, year: 2025 }), sameDate(d, { ...d, month: 4 }), sameDate(d, { ...d, day: 15 })]).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('reads an activity day only from a whole UTC instant', () => {
    expect(activityDayDate('2026-03-14T05:00:00Z', 300)).toEqual({ year: 2026, month: 3, day: 14 })
    expect(activityDayDate('2026-03-14T05:00:00.123Z', 300)).toEqual({ year: 2026, month: 3, day: 14 })
    for (const text of [
      '2026-03-14T05:00:00+01:00',
      'x2026-03-14T05:00:00Z',
      '2026-03-14T05:00:00Zx',
      '2026-03-14T05:00:00.1234Z',
      '2026-03-14T05:00:00.abcZ',
      '2026-03-14',
    ]) {
      expect(activityDayDate(text, 0)).toBeNull()
    }
  })
})

describe('dates', () => {
  it('writes every year with four digits', () => {
    expect(formatIsoDate({ year: 999, month: 1, day: 2 })).toBe('0999-01-02')
    expect(formatIsoDate({ year: 2026, month: 11, day: 22 })).toBe('2026-11-22')
  })

  it('reads only the API’s instant form, not an expanded year', () => {
    expect(activityDayDate('+002025-05-28T00:00:00Z', 0)).toBeNull()
    expect(activityDayDate('2025-05-28T00:00:00Z', 0)).toEqual({ year: 2025, month: 5, day: 28 })
  })
})
