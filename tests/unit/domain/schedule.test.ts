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
  formatTime12,
  formatTime24,
  isInWindow,
  parseTime,
  quietHoursWindow,
  sameSchedule,
  scheduleDayOrder,
  scheduleError,
  scheduleSummary,
  selectedDayCount,
  toggleDay,
  toggleMode,
  windowError,
  windowLengthMinutes,
  windowMessages,
} from '@domain/schedule'
import { weekdays } from '@domain/dates'
import { RuleSchedule, type PlainTime, type PlainTimeWindow } from '@domain/wire'

const arbTime = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
const arbWindow = fc.record({ start: arbTime, end: arbTime })
const arbDay = fc.constantFrom(...weekdays)
const arbDays = fc
  .record({
    sunday: fc.boolean(),
    monday: fc.boolean(),
    tuesday: fc.boolean(),
    wednesday: fc.boolean(),
    thursday: fc.boolean(),
    friday: fc.boolean(),
    saturday: fc.boolean(),
  })
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
  it('property: toggling never leaves a schedule without days', () => {
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

  it('property: a toggle flips exactly that day, unless it is the last one on (then nothing changes)', () => {
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
  it('property: a schedule window is valid exactly when end is after start', () => {
    fc.assert(
      fc.property(arbWindow, (window) => {
        const error = windowError(window, 'schedule')
        if (minutes(window.end) > minutes(window.start)) expect(error).toBeNull()
        else expect(error).toBe(windowMessages.endBeforeStart)
      }),
    )
  })

  it('property: a downtime window may cross midnight; only start = end is refused', () => {
    fc.assert(
      fc.property(arbWindow, (window) => {
        const error = windowError(window, 'downtime')
        expect(error === null).toBe(minutes(window.end) !== minutes(window.start))
        if (error === null) expect(windowLengthMinutes(window)).toBeGreaterThan(0)
      }),
    )
  })

  it('property: hours above 23 and minutes above 59 (or not whole) are refused whatever the kind', () => {
    const badHour = fc.oneof(fc.integer({ min: 24, max: 1000 }), fc.integer({ min: -1000, max: -1 }))
    const badMinute = fc.oneof(fc.integer({ min: 60, max: 1000 }), fc.constant(1.5))
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

  it('property: isInWindow agrees with the window length (minutes counted over a day)', () => {
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
  it('property: formatTime24 and parseTime round-trip every valid time', () => {
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

  it('formats 12-hour times', () => {
    expect(formatTime12({ hour: 0, minute: 0 })).toBe('12:00 AM')
    expect(formatTime12({ hour: 7, minute: 5 })).toBe('7:05 AM')
    expect(formatTime12({ hour: 12, minute: 30 })).toBe('12:30 PM')
    expect(formatTime12({ hour: 17, minute: 0 })).toBe('5:00 PM')
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
    expect(scheduleSummary({ ...defaultSchedule(), mode: 'inactive', window: quietHoursWindow() })).toBe(
      'All times except 9:00 PM – 5:00 AM',
    )
    expect(downtimeSummary(undefined)).toBe('No downtime')
  })

  it('property: sameSchedule is structural equality', () => {
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
