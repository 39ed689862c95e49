/**
 * Schedules (RuleSchedule: a mode, the days it applies on, a window) and time windows
 * (PlainTimeWindow of two PlainTimes). No schedule means 'Always active'; a new one is active
 * every day from 07:00 to 17:00; at least one day stays selected. Pure functions, no clock.
 *
 * Two kinds of window:
 * - a schedule window (keychain or blocked-app schedule): the end must be after the start, on
 *   the same day;
 * - a downtime window: may run past midnight (21:00 → 05:00); only an empty window (start =
 *   end) is refused.
 */
import { type Weekday, weekdayLabels, weekdays } from '../calendar/dates'
import type { PlainTime, PlainTimeWindow, RuleSchedule } from '../api/wire'
import { wallClockTime } from '../time'

export type ScheduleDays = RuleSchedule['days']
export type WindowKind = 'schedule' | 'downtime'

/** Monday first, as the schedule editor shows the days. */
export const scheduleDayOrder: readonly Weekday[] = [...weekdays.slice(1), weekdays[0]]

/** Monday to Friday. */
const workdays: readonly Weekday[] = weekdays.slice(1, 6)

export const windowMessages = {
  endBeforeStart: 'End time must be after start time',
  emptyDowntime: 'End time must differ from start time',
  hour: 'Hour must be between 0 and 23',
  minute: 'Minute must be between 0 and 59',
} as const

// ── defaults ────────────────────────────────────────────────────────────────────────────────

export const allDays = (): ScheduleDays => Object.fromEntries(weekdays.map((day) => [day, true])) as Record<Weekday, boolean>

/** The default window of a new schedule: 07:00 to 17:00. */
export const defaultWindow = (): PlainTimeWindow => ({
  start: { hour: 7, minute: 0 },
  end: { hour: 17, minute: 0 },
})

/** The quiet-hours preset: 21:00 to 05:00 (runs past midnight; for downtime). */
export const quietHoursWindow = (): PlainTimeWindow => ({
  start: { hour: 21, minute: 0 },
  end: { hour: 5, minute: 0 },
})

/** A new schedule: active, every day, 07:00 to 17:00. */
export const defaultSchedule = (): RuleSchedule => ({
  mode: 'active',
  days: allDays(),
  window: defaultWindow(),
})

/** A new downtime: the quiet-hours preset. */
export const defaultDowntime = (): PlainTimeWindow => quietHoursWindow()

// ── editing ─────────────────────────────────────────────────────────────────────────────────

export const selectedDayCount = (days: ScheduleDays): number => scheduleDayOrder.filter((day) => days[day]).length

/** Whether `day` may be switched: turning off the last selected day is not allowed. */
export const canToggleDay = (schedule: RuleSchedule, day: Weekday): boolean => !(schedule.days[day] && selectedDayCount(schedule.days) <= 1)

/**
 * Switches one day on or off. Turning off the last selected day is refused: the same schedule
 * comes back unchanged (same object).
 */
export function toggleDay(schedule: RuleSchedule, day: Weekday): RuleSchedule {
  if (!canToggleDay(schedule, day)) return schedule
  return { ...schedule, days: { ...schedule.days, [day]: !schedule.days[day] } }
}

export const toggleMode = (schedule: RuleSchedule): RuleSchedule => ({
  ...schedule,
  mode: schedule.mode === 'active' ? 'inactive' : 'active',
})

export const withWindow = (schedule: RuleSchedule, span: PlainTimeWindow): RuleSchedule => ({
  ...schedule,
  window: span,
})

// ── times ───────────────────────────────────────────────────────────────────────────────────

/** Minutes since midnight. */
export const minutesOf = (time: PlainTime): number => time.hour * 60 + time.minute

export const timeFromMinutes = (minutes: number): PlainTime => {
  const m = ((Math.trunc(minutes) % 1440) + 1440) % 1440
  return { hour: Math.floor(m / 60), minute: m % 60 }
}

export const sameTime = (a: PlainTime, b: PlainTime): boolean => a.hour === b.hour && a.minute === b.minute

/** Range errors of one time: hour 0–23, minute 0–59, whole numbers. */
export function timeErrors(time: PlainTime): string[] {
  const errors: string[] = []
  if (!Number.isInteger(time.hour) || time.hour < 0 || time.hour > 23) errors.push(windowMessages.hour)
  if (!Number.isInteger(time.minute) || time.minute < 0 || time.minute > 59) errors.push(windowMessages.minute)
  return errors
}

export const isValidTime = (time: PlainTime): boolean => timeErrors(time).length === 0

/**
 * Parses "HH:MM" or "H:MM" (24-hour, as an `<input type="time">` gives it). Anything else,
 * including an hour above 23 or a minute above 59, is null.
 */
export function parseTime(text: string): PlainTime | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text)
  if (!match) return null
  const time = { hour: Number(match[1]), minute: Number(match[2]) }
  return isValidTime(time) ? time : null
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** "07:05" (24-hour, what a time input holds). */
export const formatTime24 = (time: PlainTime): string => `${pad2(time.hour)}:${pad2(time.minute)}`

/** "7:00 AM – 5:00 PM" (en dash). */
export const formatWindow = (span: PlainTimeWindow): string => `${wallClockTime(span.start)} – ${wallClockTime(span.end)}`

// ── windows ─────────────────────────────────────────────────────────────────────────────────

export const crossesMidnight = (span: PlainTimeWindow): boolean => minutesOf(span.end) < minutesOf(span.start)

/**
 * The first problem with a window, or null when it is fine:
 * - a time out of range ('Hour must be…', 'Minute must be…');
 * - schedule windows: 'End time must be after start time' unless end > start;
 * - downtime windows: they may cross midnight, but start = end is refused.
 */
export function windowError(span: PlainTimeWindow, kind: WindowKind = 'schedule'): string | null {
  const range = [...timeErrors(span.start), ...timeErrors(span.end)]
  if (range.length > 0) return range[0] ?? null
  const start = minutesOf(span.start)
  const end = minutesOf(span.end)
  if (kind === 'schedule') return end > start ? null : windowMessages.endBeforeStart
  return end === start ? windowMessages.emptyDowntime : null
}

export const isValidWindow = (span: PlainTimeWindow, kind: WindowKind = 'schedule'): boolean => windowError(span, kind) === null

/** A schedule's problem (its window is a schedule window), or null. */
export const scheduleError = (schedule: RuleSchedule): string | null =>
  selectedDayCount(schedule.days) === 0 ? 'Select at least one day' : windowError(schedule.window, 'schedule')

/** Length of a window in minutes (a downtime window that crosses midnight wraps). */
export function windowLengthMinutes(span: PlainTimeWindow): number {
  const length = minutesOf(span.end) - minutesOf(span.start)
  return length >= 0 ? length : length + 1440
}

/** Whether a time of day lies in the window (start inclusive, end exclusive; wraps past midnight). */
export function isInWindow(span: PlainTimeWindow, time: PlainTime): boolean {
  const t = minutesOf(time)
  const start = minutesOf(span.start)
  const end = minutesOf(span.end)
  return start <= end ? t >= start && t < end : t >= start || t < end
}

// ── comparing and summarising ───────────────────────────────────────────────────────────────

export const sameWindow = (a: PlainTimeWindow | undefined, b: PlainTimeWindow | undefined): boolean =>
  a === undefined || b === undefined ? a === b : sameTime(a.start, b.start) && sameTime(a.end, b.end)

export const sameSchedule = (a: RuleSchedule | undefined, b: RuleSchedule | undefined): boolean =>
  a === undefined || b === undefined
    ? a === b
    : a.mode === b.mode && sameWindow(a.window, b.window) && scheduleDayOrder.every((d) => a.days[d] === b.days[d])

/** "Every day", "Weekdays", "Weekends", or the short names Monday first ("Mon, Wed, Fri"). */
export function daysSummary(days: ScheduleDays): string {
  const selected = scheduleDayOrder.filter((d) => days[d])
  if (selected.length === 7) return 'Every day'
  if (selected.length === 5 && workdays.every((d) => days[d])) return 'Weekdays'
  if (selected.length === 2 && days.saturday && days.sunday) return 'Weekends'
  if (selected.length === 0) return 'No days'
  return selected.map((d) => weekdayLabels[d].short).join(', ')
}

/**
 * One line for a schedule: 'Always active' without one; "Weekdays, 7:00 AM – 5:00 PM" when
 * active; "All times except weekdays, 7:00 AM – 5:00 PM" when inactive (the rule then applies
 * outside the window).
 */
export function scheduleSummary(schedule: RuleSchedule | undefined | null): string {
  if (!schedule) return 'Always active'
  const days = daysSummary(schedule.days)
  const window = formatWindow(schedule.window)
  if (schedule.mode === 'active') return `${days}, ${window}`
  if (days === 'Every day') return `All times except ${window}`
  const lowered = days === 'Weekdays' || days === 'Weekends' ? days.toLowerCase() : days
  return `All times except ${lowered}, ${window}`
}

/** "9:00 PM – 5:00 AM" for a downtime, 'No downtime' without one. */
export const downtimeSummary = (downtime: PlainTimeWindow | undefined | null): string => (downtime ? formatWindow(downtime) : 'No downtime')
