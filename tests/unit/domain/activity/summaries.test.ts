/**
 * Day summaries and review progress at their edges: an empty day's progress, and a summary whose
 * date is not a UTC instant.
 */
import { describe, expect, it } from 'vitest'
import { daySummaries, progressOf } from '@domain/activity/summaries'
import type { ActivityDay } from '@domain/api/wire'

describe('activity summaries', () => {
  it('a day with nothing to review is complete', () => {
    expect(progressOf(0, 0, 0)).toEqual({ reviewed: 0, total: 0, flagged: 0, fraction: 1, status: 'completed' })
  })

  it('a summary whose date is not a UTC instant is left out', () => {
    const days = [
      { date: '2026-11-20T00:00:00+02:00', numApproved: 1, numFlagged: 0, numTotal: 3 },
      { date: '2026-11-21T00:00:00Z', numApproved: 1, numFlagged: 0, numTotal: 3 },
    ] as ActivityDay[]
    expect(daySummaries(days, 0).map((d) => d.date)).toEqual([{ year: 2026, month: 11, day: 21 }])
  })
})
