/**
 * Review progress and the day summaries: how many of a day's items are reviewed (cleared or
 * flagged), the summary cards, and the texts that say so. Pure: every instant comes in as data.
 */
import { activityDayDate, compareDates, formatUrlDate, type PlainDate } from '../calendar/dates'
import { weekdayDate } from '../time'
import type { ActivityDay } from '../api/wire'

export type ReviewStatus = 'completed' | 'flagged' | 'pending'

export interface ReviewProgress {
  /** Reviewed = cleared (approved) + flagged. */
  readonly reviewed: number
  readonly total: number
  readonly flagged: number
  /** reviewed / total, within 0..1 (1 for an empty total). */
  readonly fraction: number
  /** 'flagged' if anything is flagged, else 'completed' once everything is reviewed. */
  readonly status: ReviewStatus
}

export function progressOf(numApproved: number, numFlagged: number, numTotal: number): ReviewProgress {
  const reviewed = numApproved + numFlagged
  const fraction = numTotal <= 0 ? 1 : Math.min(1, Math.max(0, reviewed / numTotal))
  const status: ReviewStatus = numFlagged > 0 ? 'flagged' : reviewed >= numTotal ? 'completed' : 'pending'
  return { reviewed, total: numTotal, flagged: numFlagged, fraction, status }
}

export const dayProgress = (day: ActivityDay): ReviewProgress => progressOf(day.numApproved, day.numFlagged, day.numTotal)

/** 'N out of M screenshots reviewed'. */
export const summaryProgressText = (p: ReviewProgress): string => `${p.reviewed} out of ${p.total} screenshots reviewed`

/** 'x out of y items reviewed'. */
export const feedProgressText = (p: ReviewProgress): string => `${p.reviewed} out of ${p.total} items reviewed`

export interface DaySummary {
  readonly date: PlainDate
  /** `MM-DD-YYYY`, the day page's URL segment. */
  readonly urlDate: string
  /** 'Sun, Nov 22'. */
  readonly label: string
  readonly progress: ReviewProgress
}

/**
 * The summary cards: one per local day with activity, newest first. Days come from the
 * summaries' start-of-day instants read with the offset they were requested with; two entries
 * falling on the same local day are added together, days without items are left out.
 */
export function daySummaries(days: readonly ActivityDay[], jsTimezoneOffsetMinutes: number): DaySummary[] {
  const byDay = new Map<string, { date: PlainDate; approved: number; flagged: number; total: number }>()
  for (const day of days) {
    if (day.numTotal <= 0) continue
    const date = activityDayDate(day.date, jsTimezoneOffsetMinutes)
    if (!date) continue
    const key = formatUrlDate(date)
    const sum = byDay.get(key) ?? { date, approved: 0, flagged: 0, total: 0 }
    sum.approved += day.numApproved
    sum.flagged += day.numFlagged
    sum.total += day.numTotal
    byDay.set(key, sum)
  }
  return [...byDay.values()]
    .sort((a, b) => compareDates(b.date, a.date))
    .map((s) => ({
      date: s.date,
      urlDate: formatUrlDate(s.date),
      label: weekdayDate(s.date),
      progress: progressOf(s.approved, s.flagged, s.total),
    }))
}
