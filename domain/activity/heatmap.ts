/**
 * Two weeks at a glance: a heatmap of days × 24 hours.
 *
 * `heatmap({ days, entries, securityEvents, requests })`:
 * - `days`: the window's days with their boundaries, as the feeds count them (`startMs`, the
 *   day's first instant; `endMs`, the next day's first instant): local days under today's wire,
 *   UTC days under 2025-05. Make them with `dayBounds(date, jsTimezoneOffsetMinutes)` (give 0
 *   for UTC days). Rows come out in the order given.
 * - `entries`: the window's review entries (./item-reasons.ts); each counts in the cell of its
 *   instant (the hour since its day's start; a 25-hour day's last hour joins hour 23).
 * - `securityEvents` (child events only count) and `requests` (./item-reasons.ts) of the children shown.
 *
 * Each cell: the unreviewed items (listed and not flagged by the parent), those with a reason,
 * markers (a filter suspension, a flagged item, security events, requests), a `level` 0–4 for
 * its colour (0: none; else a quarter of the busiest cell's count each, rounded up), the hour to
 * open the day at, and `label`, the words a screen reader says for the cell.
 */
import { localDayStartMs, MS_PER_DAY, type PlainDate } from '../calendar/dates'
import type { SecurityEvent } from '../api/wire'
import type { ChildRequest, ReviewEntry } from './item-reasons'
import { hourLabel, weekdayDate } from '../time'

export interface DayBounds {
  readonly date: PlainDate
  /** The day's first instant (epoch ms, included)… */
  readonly startMs: number
  /** …and the next day's first instant (excluded). */
  readonly endMs: number
}

/** A day's bounds at a fixed offset from UTC (0: a UTC day). */
export function dayBounds(date: PlainDate, jsTimezoneOffsetMinutes: number): DayBounds {
  const startMs = localDayStartMs(date, jsTimezoneOffsetMinutes)
  return { date, startMs, endMs: startMs + MS_PER_DAY }
}

export interface HeatCell {
  readonly date: PlainDate
  /** 0..23 */
  readonly hour: number
  readonly unreviewed: number
  readonly withReason: number
  readonly suspension: boolean
  readonly flagged: boolean
  readonly securityEvents: number
  readonly requests: number
  /** 0 (nothing to review) to 4 (the busiest). */
  readonly level: number
  readonly label: string
}

export interface HeatRow {
  readonly date: PlainDate
  readonly cells: readonly HeatCell[]
}

export interface HeatmapInput {
  readonly days: readonly DayBounds[]
  readonly entries: readonly ReviewEntry[]
  readonly securityEvents?: readonly SecurityEvent[]
  readonly requests?: readonly ChildRequest[]
}

interface Counts {
  unreviewed: number
  withReason: number
  suspension: boolean
  flagged: boolean
  securityEvents: number
  requests: number
}

const emptyCounts = (): Counts => ({ unreviewed: 0, withReason: 0, suspension: false, flagged: false, securityEvents: 0, requests: 0 })

/** The colour level of a count against the busiest cell's: 0 for none, else 1–4. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0
  return Math.min(4, Math.ceil((4 * count) / max))
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** What a screen reader says for a cell: "Tue, Mar 14, 3 PM: 12 unreviewed items, 2 may need a look, …". */
export function cellLabel(date: PlainDate, hour: number, c: Omit<Counts, never>): string {
  const parts = [c.unreviewed === 0 ? 'nothing to review' : plural(c.unreviewed, 'unreviewed item', 'unreviewed items')]
  if (c.withReason > 0) parts.push(`${c.withReason} may need a look`)
  if (c.suspension) parts.push('during a filter suspension')
  if (c.flagged) parts.push('a flagged item')
  if (c.securityEvents > 0) parts.push(plural(c.securityEvents, 'security event', 'security events'))
  if (c.requests > 0) parts.push(plural(c.requests, 'request', 'requests'))
  return `${weekdayDate(date)}, ${hourLabel(hour)}: ${parts.join(', ')}`
}

export function heatmap(input: HeatmapInput): HeatRow[] {
  const grid = input.days.map(() => Array.from({ length: 24 }, emptyCounts))
  const cellAt = (at: number): Counts | null => {
    const d = input.days.findIndex((day) => at >= day.startMs && at < day.endMs)
    if (d < 0) return null
    const hour = Math.min(23, Math.floor((at - input.days[d]!.startMs) / 3_600_000))
    return grid[d]![hour]!
  }
  for (const entry of input.entries) {
    const cell = cellAt(entry.at)
    if (cell === null) continue
    if (entry.item.duringSuspension) cell.suspension = true
    if (entry.item.flagged) {
      cell.flagged = true
      continue
    }
    cell.unreviewed++
    if (entry.reasons.length > 0) cell.withReason++
  }
  for (const event of input.securityEvents ?? []) {
    if (event.case !== 'child') continue
    const cell = cellAt(Date.parse(event.createdAt))
    if (cell) cell.securityEvents++
  }
  for (const request of input.requests ?? []) {
    const cell = cellAt(request.at)
    if (cell) cell.requests++
  }
  const max = Math.max(0, ...grid.flatMap((row) => row.map((c) => c.unreviewed)))
  return input.days.map((day, d) => ({
    date: day.date,
    cells: grid[d]!.map((c, hour) => ({
      date: day.date,
      hour,
      ...c,
      level: heatLevel(c.unreviewed, max),
      label: cellLabel(day.date, hour, c),
    })),
  }))
}
