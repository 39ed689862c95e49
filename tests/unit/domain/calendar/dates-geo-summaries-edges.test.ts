/**
 * Small rules at their edges: a year below 1000 written with four digits, an expanded-year
 * instant that is not the API's form, a location service's blank region before a named one, an
 * empty day's progress, and a summary whose date is not a UTC instant.
 */
import { describe, expect, it } from 'vitest'
import { daySummaries, progressOf } from '@domain/activity/summaries'
import { activityDayDate, formatIsoDate } from '@domain/calendar/dates'
import { parseGeoLocation } from '@domain/security/geoip'
import type { ActivityDay } from '@domain/api/wire'

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

describe('parseGeoLocation', () => {
  it('passes over a blank region to the next name the service gives', () => {
    expect(parseGeoLocation({ city: 'Portland', region: '  ', regionName: 'Oregon' })).toEqual({ city: 'Portland', region: 'Oregon' })
    expect(parseGeoLocation({ country_name: ' ', country: 'US' })).toEqual({ country: 'US' })
  })
})

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
