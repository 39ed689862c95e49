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
  formatShortDate,
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
} from '@domain/dates'

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
    fc.assert(fc.property(plainDate, (d) => { expect(fromEpochDay(toEpochDay(d))).toEqual(d) }))
    fc.assert(fc.property(fc.integer({ min: -300_000, max: 2_900_000 }), (n) => { expect(toEpochDay(fromEpochDay(n))).toBe(n) }))
  })
  it('weekday agrees with Date', { tags: ['property'] }, () => {
    fc.assert(fc.property(modernDate, (d) => { expect(weekday(d)).toBe(new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()) }))
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

  it('short dates are English and locale independent', { tags: ['property'] }, () => {
    expect(formatShortDate({ year: 2026, month: 11, day: 22 })).toBe('Sun, Nov 22')
    expect(formatShortDate({ year: 2024, month: 2, day: 29 })).toBe('Thu, Feb 29')
    fc.assert(
      fc.property(modernDate, (d) => {
        const expected = new Date(Date.UTC(d.year, d.month - 1, d.day)).toLocaleDateString('en-US', {
          timeZone: 'UTC',
          weekday: 'short',
          month: 'short',
          day: 'numeric',
        })
        expect(formatShortDate(d)).toBe(expected)
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

  it('an item stamped at exactly local midnight is in its own day\'s feed and in no other', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(modernDate, offset, (d, off) => {
        const midnight = localDayStartMs(d, off)
        expect(localDayOf(midnight, off)).toEqual(d)
        expect([-1, 0, 1].map((n) => inFeed(localDayRange(addDays(d, n), off), midnight))).toEqual([false, true, false])
      }),
    )
  })

  it('every instant is in the feed of the day it maps to, and in neither neighbour\'s', { tags: ['property'] }, () => {
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
