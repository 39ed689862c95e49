/**
 * Dates and times in words (domain/time): the same instant on the clocks and calendars of several
 * time zones (Los Angeles, Kolkata, Auckland, UTC), the day that turns between them, both
 * daylight-saving changes, fixed offsets as the API counts them, wall-clock times, hour labels,
 * dates, day headings, the very words Intl writes for en-US, and one formatter per zone.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, fromEpochDay, toEpochDay, type PlainDate } from '@domain/calendar/dates'
import {
  clockTime,
  dateTime,
  dayHeading,
  formatterFor,
  frameOf,
  formattersMade,
  hourLabel,
  isKnownTimeZone,
  localDate,
  localMoment,
  wallClockTime,
  weekdayDate,
  weekdayDateTime,
  weekdayOf,
} from '@domain/time'

const zone = (timeZone: string) => ({ timeZone })
const la = zone('America/Los_Angeles')
const kolkata = zone('Asia/Kolkata')
const auckland = zone('Pacific/Auckland')
const utc = zone('UTC')

/** Wednesday 15 January 2025, 6:40 PM in UTC: already Thursday in Kolkata and Auckland. */
const evening = Date.UTC(2025, 0, 15, 18, 40)

afterEach(() => vi.restoreAllMocks())

describe('one instant, four time zones', () => {
  it('reads each zone’s clock', () => {
    expect(clockTime(evening, utc)).toBe('6:40 PM')
    expect(clockTime(evening, la)).toBe('10:40 AM')
    expect(clockTime(evening, kolkata)).toBe('12:10 AM')
    expect(clockTime(evening, auckland)).toBe('7:40 AM')
  })

  it('puts it on each zone’s own day: the day turns at local midnight', () => {
    expect(localDate(evening, utc)).toEqual({ year: 2025, month: 1, day: 15 })
    expect(localDate(evening, la)).toEqual({ year: 2025, month: 1, day: 15 })
    expect(localDate(evening, kolkata)).toEqual({ year: 2025, month: 1, day: 16 })
    expect(localDate(evening, auckland)).toEqual({ year: 2025, month: 1, day: 16 })
    expect(weekdayDateTime(evening, la)).toBe('Wed, Jan 15, 10:40 AM')
    expect(weekdayDateTime(evening, kolkata)).toBe('Thu, Jan 16, 12:10 AM')
    expect(weekdayOf(evening, utc)).toBe('Wed')
    expect(weekdayOf(evening, auckland)).toBe('Thu')
  })

  it('the last minute of a day and the first of the next', () => {
    // Kolkata's midnight is 18:30 UTC the day before.
    const midnight = Date.UTC(2025, 0, 15, 18, 30)
    expect(localMoment(midnight - 60_000, kolkata)).toEqual({ date: { year: 2025, month: 1, day: 15 }, time: { hour: 23, minute: 59 }, weekday: 3 })
    expect(localMoment(midnight, kolkata)).toEqual({ date: { year: 2025, month: 1, day: 16 }, time: { hour: 0, minute: 0 }, weekday: 4 })
    expect(clockTime(midnight - 60_000, kolkata)).toBe('11:59 PM')
    expect(clockTime(midnight, kolkata)).toBe('12:00 AM')
  })

  it('says each weekday by its number, Sunday 0 to Saturday 6', () => {
    // Sunday 5 January 2025, noon UTC, and the six days after it.
    const sunday = Date.UTC(2025, 0, 5, 12)
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => localMoment(sunday + n * 86_400_000, utc).weekday)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => weekdayOf(sunday + n * 86_400_000, utc))).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
  })
})

describe('daylight-saving changes', () => {
  it('Los Angeles springs forward: 1:59 AM, then 3:00 AM', () => {
    // Sunday 9 March 2025, 2:00 AM PST (10:00 UTC) becomes 3:00 AM PDT.
    expect(clockTime(Date.UTC(2025, 2, 9, 9, 59), la)).toBe('1:59 AM')
    expect(clockTime(Date.UTC(2025, 2, 9, 10, 0), la)).toBe('3:00 AM')
    // The same local evening, a day apart, is 23 hours apart on UTC's clock.
    expect(clockTime(Date.UTC(2025, 2, 9, 3, 0), la)).toBe('7:00 PM')
    expect(clockTime(Date.UTC(2025, 2, 10, 2, 0), la)).toBe('7:00 PM')
  })

  it('Auckland falls back: 2:59 AM, then 2:00 AM again, on the same day', () => {
    // Sunday 6 April 2025, 3:00 AM NZDT (14:00 UTC on the 5th) becomes 2:00 AM NZST.
    const before = localMoment(Date.UTC(2025, 3, 5, 13, 59), auckland)
    const after = localMoment(Date.UTC(2025, 3, 5, 14, 0), auckland)
    expect(before).toEqual({ date: { year: 2025, month: 4, day: 6 }, time: { hour: 2, minute: 59 }, weekday: 0 })
    expect(after).toEqual({ date: { year: 2025, month: 4, day: 6 }, time: { hour: 2, minute: 0 }, weekday: 0 })
  })

  it('a fixed offset does not move: it is the API’s frame, every day 24 hours', () => {
    const pst = { offsetMinutes: 480 }
    expect(clockTime(Date.UTC(2025, 2, 9, 9, 59), pst)).toBe('1:59 AM')
    expect(clockTime(Date.UTC(2025, 2, 9, 10, 0), pst)).toBe('2:00 AM')
  })
})

describe('a zone read by its offset at each instant (the machine’s own zone)', () => {
  /** New York's offsets, as a machine there gives them: UTC−4 from 2:00 AM on 9 March 2025, UTC−5 before. */
  const newYorkOffsetAt = (ms: number) => (ms >= Date.UTC(2025, 2, 9, 7) ? 240 : 300)

  it('words each instant as the zone does, on each side of a daylight-saving change', () => {
    const byOffset = frameOf({ timeZone: 'America/New_York', offsetAt: newYorkOffsetAt })
    const byZone = zone('America/New_York')
    for (const ms of [Date.UTC(2025, 2, 9, 6, 30), Date.UTC(2025, 2, 9, 7, 30), Date.UTC(2025, 2, 9, 21, 0)]) {
      expect(weekdayDateTime(ms, byOffset)).toBe(weekdayDateTime(ms, byZone))
    }
    expect(clockTime(Date.UTC(2025, 2, 9, 6, 30), byOffset)).toBe('1:30 AM')
    expect(clockTime(Date.UTC(2025, 2, 9, 7, 30), byOffset)).toBe('3:30 AM')
  })

  it('makes no formatter; a reading without offsets is read in its zone', () => {
    const made = formattersMade()
    expect(localMoment(Date.UTC(2025, 2, 9, 7, 30), frameOf({ timeZone: 'Pacific/Chatham', offsetAt: () => -825 })).time).toEqual({
      hour: 21,
      minute: 15,
    })
    expect(formattersMade()).toBe(made)
    expect(frameOf({ timeZone: 'Asia/Kolkata' })).toEqual({ timeZone: 'Asia/Kolkata' })
  })
})

describe('fixed offsets (minutes behind UTC)', () => {
  it('west, east and on UTC', () => {
    expect(clockTime(Date.UTC(2026, 10, 22, 20, 7), { offsetMinutes: 300 })).toBe('3:07 PM')
    expect(clockTime(Date.UTC(2026, 10, 22, 12, 30), { offsetMinutes: -60 })).toBe('1:30 PM')
    expect(clockTime(Date.UTC(2026, 10, 22, 0, 0), { offsetMinutes: 0 })).toBe('12:00 AM')
    expect(weekdayDateTime(Date.UTC(2025, 4, 28, 23, 30), { offsetMinutes: -60 })).toBe('Thu, May 29, 12:30 AM')
  })

  it('agrees with the UTC clock of the shifted instant', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -840, max: 720 }), (ms, offset) => {
        const shifted = new Date(ms - offset * 60_000)
        const h = shifted.getUTCHours()
        const m = String(shifted.getUTCMinutes()).padStart(2, '0')
        expect(clockTime(ms, { offsetMinutes: offset })).toBe(`${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`)
        expect(localDate(ms, { offsetMinutes: offset })).toEqual(fromEpochDay(Math.floor((ms - offset * 60_000) / 86_400_000)))
      }),
    )
  })

  it('the offset of a zone at an instant words it as the zone does', { tags: ['property'] }, () => {
    // Kolkata has kept UTC+5:30 since 1945.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (ms) => {
        expect(weekdayDateTime(ms, { offsetMinutes: -330 })).toBe(weekdayDateTime(ms, kolkata))
      }),
    )
  })
})

describe('wall-clock times and hours, without a date', () => {
  it('noon and midnight are 12, on a 12-hour clock', () => {
    expect(wallClockTime({ hour: 0, minute: 0 })).toBe('12:00 AM')
    expect(wallClockTime({ hour: 7, minute: 5 })).toBe('7:05 AM')
    expect(wallClockTime({ hour: 11, minute: 59 })).toBe('11:59 AM')
    expect(wallClockTime({ hour: 12, minute: 0 })).toBe('12:00 PM')
    expect(wallClockTime({ hour: 12, minute: 30 })).toBe('12:30 PM')
    expect(wallClockTime({ hour: 17, minute: 0 })).toBe('5:00 PM')
    expect(wallClockTime({ hour: 23, minute: 59 })).toBe('11:59 PM')
  })

  it('labels every hour of the day', () => {
    expect(Array.from({ length: 24 }, (_, h) => hourLabel(h))).toEqual([
      ...['12 AM', '1 AM', '2 AM', '3 AM', '4 AM', '5 AM', '6 AM', '7 AM', '8 AM', '9 AM', '10 AM', '11 AM'],
      ...['12 PM', '1 PM', '2 PM', '3 PM', '4 PM', '5 PM', '6 PM', '7 PM', '8 PM', '9 PM', '10 PM', '11 PM'],
    ])
  })
})

describe('dates', () => {
  /** Any real date with a four-digit year. */
  const anyDate: fc.Arbitrary<PlainDate> = fc
    .integer({ min: toEpochDay({ year: 1000, month: 1, day: 1 }), max: toEpochDay({ year: 9999, month: 12, day: 31 }) })
    .map(fromEpochDay)
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

  it('a date with its weekday, in US English', () => {
    expect(weekdayDate({ year: 2026, month: 11, day: 22 })).toBe('Sun, Nov 22')
    expect(weekdayDate({ year: 2024, month: 2, day: 29 })).toBe('Thu, Feb 29')
    expect(weekdayDate({ year: 2025, month: 1, day: 1 })).toBe('Wed, Jan 1')
  })

  it('agrees with the calendar’s own weekday and a table of months', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        const weekday = (((toEpochDay(d) + 4) % 7) + 7) % 7
        expect(weekdayDate(d)).toBe(`${days[weekday]}, ${months[d.month - 1]} ${d.day}`)
      }),
    )
  })

  it('a date and time without the weekday', () => {
    expect(dateTime(Date.UTC(2025, 4, 21, 15, 8), utc)).toBe('May 21, 3:08 PM')
    expect(dateTime(Date.UTC(2025, 4, 21, 15, 8), kolkata)).toBe('May 21, 8:38 PM')
  })
})

describe('day headings', () => {
  const today = { year: 2025, month: 1, day: 1 }

  it('Today, Yesterday, then the date', () => {
    expect(dayHeading(today, today)).toBe('Today')
    expect(dayHeading({ year: 2024, month: 12, day: 31 }, today)).toBe('Yesterday')
    expect(dayHeading({ year: 2024, month: 12, day: 30 }, today)).toBe('Mon, Dec 30')
    // A day ahead (a clock that is behind) is named by its date.
    expect(dayHeading({ year: 2025, month: 1, day: 2 }, today)).toBe('Thu, Jan 2')
  })

  it('counts whole calendar days, over months and leap years', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: toEpochDay({ year: 1971, month: 1, day: 1 }), max: toEpochDay({ year: 9998, month: 1, day: 1 }) }),
        fc.integer({ min: -3, max: 400 }),
        (epochDay, back) => {
          const now = fromEpochDay(epochDay)
          const date = addDays(now, -back)
          expect(dayHeading(date, now)).toBe(back === 0 ? 'Today' : back === 1 ? 'Yesterday' : weekdayDate(date))
        },
      ),
    )
  })
})

describe('the words are Intl’s for en-US, whatever the machine’s locale', () => {
  const zones = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland', 'Pacific/Chatham', 'America/St_Johns', 'Europe/London']
  /** Intl's own words, with whatever space it puts before AM and PM made plain. */
  const intl = (ms: number, timeZone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(ms).replace(/\s/g, ' ')
  const clock = { hour: 'numeric', minute: '2-digit' } as const
  const date = { weekday: 'short', month: 'short', day: 'numeric' } as const

  it('for any instant in any of several zones', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(...zones), (ms, timeZone) => {
        const frame = zone(timeZone)
        expect(clockTime(ms, frame)).toBe(intl(ms, timeZone, clock))
        expect(weekdayDateTime(ms, frame)).toBe(intl(ms, timeZone, { ...date, ...clock }))
        expect(dateTime(ms, frame)).toBe(intl(ms, timeZone, { month: 'short', day: 'numeric', ...clock }))
        expect(weekdayOf(ms, frame)).toBe(intl(ms, timeZone, { weekday: 'short' }))
        expect(weekdayDate(localDate(ms, frame))).toBe(intl(ms, timeZone, date))
        expect(hourLabel(localMoment(ms, frame).time.hour)).toBe(intl(ms, timeZone, { hour: 'numeric' }))
      }),
    )
  })
})

describe('the formatters', () => {
  it('are made once per time zone, and kept', () => {
    const first = formatterFor('Asia/Tokyo')
    const made = formattersMade()
    expect(formatterFor('Asia/Tokyo')).toBe(first)
    expect(formattersMade()).toBe(made)
    expect(formatterFor('Europe/Berlin')).not.toBe(first)
    expect(formattersMade()).toBe(made + 1)
    // Reading many instants makes no new formatter.
    for (let i = 0; i < 50; i++) clockTime(evening + i * 3_600_000, zone('Asia/Tokyo'))
    expect(formattersMade()).toBe(made + 1)
  })

  it('a fixed offset is read without any formatter', () => {
    const made = formattersMade()
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    expect(weekdayDateTime(evening, { offsetMinutes: 90 })).toBe('Wed, Jan 15, 5:10 PM')
    expect(read).not.toHaveBeenCalled()
    expect(formattersMade()).toBe(made)
  })

  it('know IANA zones and UTC, not made-up names', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true)
    expect(isKnownTimeZone('UTC')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
  })

  it('read midnight as hour 0 from an engine that writes 24', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockReturnValue([
      { type: 'month', value: '1' },
      { type: 'day', value: '16' },
      { type: 'year', value: '2025' },
      { type: 'hour', value: '24' },
      { type: 'minute', value: '05' },
    ])
    expect(localMoment(evening, kolkata)).toEqual({ date: { year: 2025, month: 1, day: 16 }, time: { hour: 0, minute: 5 }, weekday: 4 })
  })
})
