/**
 * Schedules and windows: defaults, editing, validation of the window, and the summaries.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canToggleDay,
  crossesMidnight,
  daysSummary,
  defaultDowntime,
  defaultSchedule,
  downtimeSummary,
  formatWindow,
  formatTime24,
  isInWindow,
  isValidWindow,
  parseTime,
  quietHoursWindow,
  sameSchedule,
  sameWindow,
  scheduleDayOrder,
  scheduleError,
  scheduleSummary,
  timeFromMinutes,
  selectedDayCount,
  toggleDay,
  toggleMode,
  windowError,
  windowLengthMinutes,
  windowMessages,
  withWindow,
} from '@domain/schedule/schedule'
import { weekdayLabels, weekdays } from '@domain/calendar/dates'
import { RuleSchedule, type PlainTime, type PlainTimeWindow } from '@domain/api/wire'

const arbTime = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
const timeOf = (m: number): PlainTime => ({ hour: Math.floor(m / 60), minute: m % 60 })
/**
 * Windows biased to the boundaries of the rules: end equal to start, a minute either side of it,
 * and midnight / 23:59 (independent times alone make start = end once in 1,440 windows).
 */
const arbWindow: fc.Arbitrary<PlainTimeWindow> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ start: arbTime, end: arbTime }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 1439 }), fc.constantFrom(0, 0, 1, -1, 2, -2))
      .map(([start, delta]) => ({ start: timeOf(start), end: timeOf((start + delta + 1440) % 1440) })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ start: fc.constantFrom(0, 1, 1438, 1439).map(timeOf), end: fc.constantFrom(0, 1, 1438, 1439).map(timeOf) }),
  },
)
const arbDay = fc.constantFrom(...weekdays)
const daysFrom = (on: readonly string[]) => Object.fromEntries(weekdays.map((d) => [d, on.includes(d)])) as Record<(typeof weekdays)[number], boolean>
/**
 * Selected days: any set, or one of the sets the summary names or nearly names (the weekend,
 * Saturday or Sunday with one other day, the weekdays give or take a day, every day).
 */
const arbDays = fc
  .oneof(
    { weight: 2, arbitrary: fc.uniqueArray(arbDay, { maxLength: 7 }) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom('saturday', 'sunday'), arbDay).map(([a, b]) => [a, b]),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ['saturday', 'sunday'],
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        ['monday', 'tuesday', 'wednesday', 'thursday'],
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
        ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
        [...weekdays],
      ),
    },
  )
  .map(daysFrom)
  .filter((days) => Object.values(days).some(Boolean))
const arbSchedule = fc.record({ mode: fc.constantFrom('active' as const, 'inactive' as const), days: arbDays, window: arbWindow })
const minutes = (t: PlainTime) => t.hour * 60 + t.minute

describe('defaults', () => {
  it('a new schedule is active, every day, 07:00 to 17:00, and valid on the wire', () => {
    const schedule = defaultSchedule()
    expect(schedule).toEqual({
      mode: 'active',
      days: { sunday: true, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true },
      window: { start: { hour: 7, minute: 0 }, end: { hour: 17, minute: 0 } },
    })
    expect(RuleSchedule.safeParse(schedule).success).toBe(true)
    expect(scheduleError(schedule)).toBeNull()
    expect(scheduleSummary(schedule)).toBe('Every day, 7:00 AM – 5:00 PM')
  })

  it('the quiet-hours preset runs 21:00 to 05:00, past midnight, fine for downtime only', () => {
    expect(quietHoursWindow()).toEqual({ start: { hour: 21, minute: 0 }, end: { hour: 5, minute: 0 } })
    expect(defaultDowntime()).toEqual(quietHoursWindow())
    expect(crossesMidnight(quietHoursWindow())).toBe(true)
    expect(windowError(quietHoursWindow(), 'downtime')).toBeNull()
    expect(windowError(quietHoursWindow(), 'schedule')).toBe('End time must be after start time')
    expect(windowLengthMinutes(quietHoursWindow())).toBe(8 * 60)
    expect(downtimeSummary(quietHoursWindow())).toBe('9:00 PM – 5:00 AM')
  })

  it('property: defaults are fresh objects (editing one does not change the next)', () => {
    const a = defaultSchedule()
    a.days.monday = false
    a.window.start.hour = 9
    expect(defaultSchedule().days.monday).toBe(true)
    expect(defaultSchedule().window.start.hour).toBe(7)
  })
})

describe('days: the last selected day cannot be turned off', () => {
  it('property: toggling never leaves a schedule without days', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbSchedule, fc.array(arbDay, { maxLength: 30 }), (schedule, toggles) => {
        let s = schedule
        for (const day of toggles) {
          s = toggleDay(s, day)
          expect(selectedDayCount(s.days)).toBeGreaterThanOrEqual(1)
        }
      }),
    )
  })

  it('property: a toggle flips exactly that day, unless it is the last one on (then nothing changes)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbSchedule, arbDay, (schedule, day) => {
        const next = toggleDay(schedule, day)
        const last = schedule.days[day] && selectedDayCount(schedule.days) === 1
        expect(canToggleDay(schedule, day)).toBe(!last)
        if (last) {
          expect(next).toBe(schedule)
          return
        }
        expect(next.days[day]).toBe(!schedule.days[day])
        for (const other of weekdays) if (other !== day) expect(next.days[other]).toBe(schedule.days[other])
        expect(next.window).toEqual(schedule.window)
        expect(next.mode).toBe(schedule.mode)
        // Pure: the input is untouched, and toggling twice is the identity.
        expect(toggleDay(next, day)).toEqual(schedule)
      }),
    )
  })

  it('turns days off down to one, then refuses', () => {
    let s = defaultSchedule()
    for (const day of scheduleDayOrder.slice(0, 6)) s = toggleDay(s, day)
    expect(daysSummary(s.days)).toBe('Sun')
    expect(toggleDay(s, 'sunday')).toBe(s)
    expect(toggleDay(s, 'monday').days.monday).toBe(true)
  })

  it('mode toggles between active and inactive', () => {
    const s = defaultSchedule()
    expect(toggleMode(s).mode).toBe('inactive')
    expect(toggleMode(toggleMode(s))).toEqual(s)
  })
})

describe('window validation', () => {
  it('property: a schedule window is valid exactly when end is after start', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbWindow, (window) => {
        const error = windowError(window, 'schedule')
        if (minutes(window.end) > minutes(window.start)) expect(error).toBeNull()
        else expect(error).toBe(windowMessages.endBeforeStart)
      }),
    )
  })

  it('property: a downtime window may cross midnight; only start = end is refused', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbWindow, (window) => {
        const error = windowError(window, 'downtime')
        expect(error === null).toBe(minutes(window.end) !== minutes(window.start))
        if (error === null) expect(windowLengthMinutes(window)).toBeGreaterThan(0)
      }),
    )
  })

  it('property: hours above 23 and minutes above 59 (or not whole) are refused whatever the kind', { tags: ['property'] }, () => {
    const badHour = fc.oneof(fc.integer({ min: 24, max: 1000 }), fc.integer({ min: -1000, max: -1 }))
    const badMinute = fc.oneof(fc.integer({ min: 60, max: 1000 }), fc.integer({ min: -1000, max: -1 }), fc.constantFrom(1.5, -1, 60))
    fc.assert(
      fc.property(arbTime, badHour, badMinute, fc.constantFrom('schedule' as const, 'downtime' as const), (t, h, m, kind) => {
        expect(windowError({ start: { hour: h, minute: t.minute }, end: t }, kind)).toBe(windowMessages.hour)
        expect(windowError({ start: t, end: { hour: t.hour, minute: m } }, kind)).toBe(windowMessages.minute)
      }),
    )
  })

  it('the documented examples', () => {
    const w = (a: string, b: string): PlainTimeWindow => ({ start: parseTime(a)!, end: parseTime(b)! })
    expect(windowError(w('07:00', '17:00'))).toBeNull()
    expect(windowError(w('17:00', '07:00'))).toBe('End time must be after start time')
    expect(windowError(w('07:00', '07:00'))).toBe('End time must be after start time')
    expect(windowError(w('07:00', '07:01'))).toBeNull()
    expect(windowError(w('21:00', '21:00'), 'downtime')).toBe(windowMessages.emptyDowntime)
  })

  it('property: a window crosses midnight exactly when it ends earlier in the day than it starts', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbWindow, (window) => {
        expect(crossesMidnight(window)).toBe(minutes(window.end) < minutes(window.start))
      }),
      { numRuns: 300 },
    )
    expect(crossesMidnight({ start: { hour: 7, minute: 0 }, end: { hour: 7, minute: 0 } })).toBe(false)
    expect(crossesMidnight({ start: { hour: 7, minute: 1 }, end: { hour: 7, minute: 0 } })).toBe(true)
  })

  it('property: isValidWindow is windowError finding nothing, for either kind', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbWindow, fc.constantFrom('schedule' as const, 'downtime' as const), (window, kind) => {
        const valid = kind === 'schedule' ? minutes(window.end) > minutes(window.start) : minutes(window.end) !== minutes(window.start)
        expect(isValidWindow(window, kind)).toBe(valid)
      }),
    )
    expect(isValidWindow(quietHoursWindow())).toBe(false)
    expect(isValidWindow(quietHoursWindow(), 'downtime')).toBe(true)
  })

  it('withWindow replaces only the window', () => {
    const s = defaultSchedule()
    const next = withWindow(s, quietHoursWindow())
    expect(next).toEqual({ ...defaultSchedule(), window: quietHoursWindow() })
    expect(s).toEqual(defaultSchedule())
  })

  it('property: timeFromMinutes reads minutes of the day, wrapping whole days either way', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * 1440, max: 5 * 1440 }), (m) => {
        const t = timeFromMinutes(m)
        const wrapped = ((m % 1440) + 1440) % 1440
        expect(t.hour * 60 + t.minute).toBe(wrapped)
        expect(t.minute).toBeGreaterThanOrEqual(0)
        expect(t.minute).toBeLessThan(60)
      }),
    )
    expect(timeFromMinutes(0)).toEqual({ hour: 0, minute: 0 })
    expect(timeFromMinutes(1439)).toEqual({ hour: 23, minute: 59 })
    expect(timeFromMinutes(1440)).toEqual({ hour: 0, minute: 0 })
    expect(timeFromMinutes(-1)).toEqual({ hour: 23, minute: 59 })
    expect(timeFromMinutes(61.9)).toEqual({ hour: 1, minute: 1 })
  })

  it('a schedule needs a day before its window is looked at', () => {
    const none = { ...defaultSchedule(), days: Object.fromEntries(weekdays.map((d) => [d, false])) as RuleSchedule['days'] }
    expect(scheduleError(none)).toBe('Select at least one day')
    expect(daysSummary(none.days)).toBe('No days')
  })

  it('property: isInWindow agrees with the window length (minutes counted over a day)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbWindow, (window) => {
        let inside = 0
        for (let m = 0; m < 1440; m += 1) if (isInWindow(window, { hour: Math.floor(m / 60), minute: m % 60 })) inside++
        expect(inside).toBe(windowLengthMinutes(window))
      }),
      { numRuns: 40 },
    )
  })
})

describe('times', () => {
  it('property: formatTime24 and parseTime round-trip every valid time', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbTime, (t) => {
        expect(parseTime(formatTime24(t))).toEqual(t)
      }),
    )
  })

  it('parses HH:MM and H:MM only, within range', () => {
    expect(parseTime('7:05')).toEqual({ hour: 7, minute: 5 })
    expect(parseTime(' 23:59 ')).toEqual({ hour: 23, minute: 59 })
    for (const bad of ['24:00', '12:60', '7', '7:5', 'ab:cd', '', '07:00:00', '-1:00']) expect(parseTime(bad)).toBeNull()
  })

  it('writes a window with 12-hour times and an en dash', () => {
    expect(formatWindow({ start: { hour: 0, minute: 0 }, end: { hour: 7, minute: 5 } })).toBe('12:00 AM – 7:05 AM')
    expect(formatWindow({ start: { hour: 12, minute: 30 }, end: { hour: 17, minute: 0 } })).toBe('12:30 PM – 5:00 PM')
  })
})

describe('summaries', () => {
  const schedule = (days: Partial<Record<(typeof weekdays)[number], boolean>>, mode: 'active' | 'inactive' = 'active') => ({
    ...defaultSchedule(),
    mode,
    days: { sunday: false, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: false, ...days },
  })
  const weekdaysOn = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true }

  it('reads like a parent would say it', () => {
    expect(scheduleSummary(undefined)).toBe('Always active')
    expect(scheduleSummary(schedule(weekdaysOn))).toBe('Weekdays, 7:00 AM – 5:00 PM')
    expect(scheduleSummary(schedule({ saturday: true, sunday: true }))).toBe('Weekends, 7:00 AM – 5:00 PM')
    expect(scheduleSummary(schedule({ monday: true, wednesday: true, sunday: true }))).toBe('Mon, Wed, Sun, 7:00 AM – 5:00 PM')
    expect(scheduleSummary(schedule(weekdaysOn, 'inactive'))).toBe('All times except weekdays, 7:00 AM – 5:00 PM')
    expect(scheduleSummary({ ...defaultSchedule(), mode: 'inactive', window: quietHoursWindow() })).toBe('All times except 9:00 PM – 5:00 AM')
    expect(downtimeSummary(undefined)).toBe('No downtime')
  })

  it('property: the days read as the parent would say them (oracle spelled out from the spec)', { tags: ['property'] }, () => {
    const order = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
    const short = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' }
    fc.assert(
      fc.property(arbDays, (days) => {
        const on = order.filter((d) => days[d]).join(' ')
        const expected =
          on === order.join(' ')
            ? 'Every day'
            : on === 'monday tuesday wednesday thursday friday'
              ? 'Weekdays'
              : on === 'saturday sunday'
                ? 'Weekends'
                : order
                    .filter((d) => days[d])
                    .map((d) => short[d])
                    .join(', ')
        expect(daysSummary(days)).toBe(expected)
      }),
      { numRuns: 300 },
    )
    expect(daysSummary(daysFrom(['saturday', 'monday']))).toBe('Mon, Sat')
    expect(daysSummary(daysFrom(['sunday', 'friday']))).toBe('Fri, Sun')
    expect(daysSummary(daysFrom(['saturday', 'sunday']))).toBe('Weekends')
  })

  it('property: schedules one small edit apart are not the same; a copy is', { tags: ['property'] }, () => {
    type Edit = (s: RuleSchedule) => RuleSchedule
    const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
      fc.constant<Edit>((s) => ({ ...s, mode: s.mode === 'active' ? 'inactive' : 'active' })),
      arbDay.map((d): Edit => (s) => ({ ...s, days: { ...s.days, [d]: !s.days[d] } })),
      fc.constantFrom('start', 'end').map((end): Edit => (s) => ({
        ...s,
        window: { ...s.window, [end]: { ...s.window[end as 'start'], minute: (s.window[end as 'start'].minute + 1) % 60 } },
      })),
      fc.constantFrom('start', 'end').map((end): Edit => (s) => ({
        ...s,
        window: { ...s.window, [end]: { ...s.window[end as 'start'], hour: (s.window[end as 'start'].hour + 1) % 24 } },
      })),
    )
    fc.assert(
      fc.property(arbSchedule, arbEdit, (a, edit) => {
        const b = edit(a)
        expect(sameSchedule(a, b)).toBe(false)
        expect(sameSchedule(b, a)).toBe(false)
        expect(sameSchedule(a, structuredClone(a))).toBe(true)
        expect(sameWindow(a.window, b.window)).toBe(JSON.stringify(a.window) === JSON.stringify(b.window))
        expect(sameWindow(a.window, undefined)).toBe(false)
        expect(sameWindow(undefined, a.window)).toBe(false)
        expect(sameWindow(undefined, undefined)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('inactive schedules name the days as they are, lowering only Weekdays and Weekends', () => {
    const s = (on: string[]) => ({ ...defaultSchedule(), mode: 'inactive' as const, days: daysFrom(on) })
    expect(scheduleSummary(s(['monday', 'wednesday']))).toBe('All times except Mon, Wed, 7:00 AM – 5:00 PM')
    expect(scheduleSummary(s(['saturday', 'sunday']))).toBe('All times except weekends, 7:00 AM – 5:00 PM')
  })

  it('day names, short and long', () => {
    expect(scheduleDayOrder.map((d) => `${weekdayLabels[d].short} ${weekdayLabels[d].long}`)).toEqual([
      'Mon Monday',
      'Tue Tuesday',
      'Wed Wednesday',
      'Thu Thursday',
      'Fri Friday',
      'Sat Saturday',
      'Sun Sunday',
    ])
  })

  it('property: sameSchedule is structural equality', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbSchedule, arbSchedule, (a, b) => {
        expect(sameSchedule(a, structuredClone(a))).toBe(true)
        // fc.record builds keys in one order, so equal JSON means equal schedules.
        expect(sameSchedule(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b))
        expect(sameSchedule(a, undefined)).toBe(false)
      }),
    )
  })
})
