/**
 * Relative times in one wording (Home's, the spec's "auto" words): the largest whole bucket of
 * year, month, day, hour, minute and second, at each bucket's edge, in the past and the future.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { relativeBuckets, relativeTime, relativeWords } from '@domain/time'

const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H
const now = Date.parse('2025-05-28T15:00:00Z')
const ago = (ms: number) => relativeWords(now - ms, now)

describe('relativeWords', () => {
  it('now, under a second either way', () => {
    expect(ago(0)).toBe('now')
    expect(ago(999)).toBe('now')
    expect(ago(-999)).toBe('now')
  })

  it('each bucket from its first whole unit', () => {
    expect(ago(S)).toBe('1 second ago')
    expect(ago(M - 1)).toBe('59 seconds ago')
    expect(ago(M)).toBe('1 minute ago')
    expect(ago(2 * M)).toBe('2 minutes ago')
    expect(ago(H - 1)).toBe('59 minutes ago')
    expect(ago(H)).toBe('1 hour ago')
    expect(ago(90 * M)).toBe('1 hour ago')
    expect(ago(D - 1)).toBe('23 hours ago')
  })

  it('says yesterday, last month and last year, as Home does', () => {
    expect(ago(D)).toBe('yesterday')
    expect(ago(30 * H)).toBe('yesterday')
    expect(ago(2 * D - 1)).toBe('yesterday')
    expect(ago(2 * D)).toBe('2 days ago')
    expect(ago(30 * D - 1)).toBe('29 days ago')
    expect(ago(30 * D)).toBe('last month')
    expect(ago(60 * D)).toBe('2 months ago')
    expect(ago(365 * D - 1)).toBe('12 months ago')
    expect(ago(365 * D)).toBe('last year')
    expect(ago(800 * D)).toBe('2 years ago')
  })

  it('the future: in 7 minutes, tomorrow', () => {
    expect(ago(-S)).toBe('in 1 second')
    expect(ago(-(7 * M + 5 * S))).toBe('in 7 minutes')
    expect(ago(-H)).toBe('in 1 hour')
    expect(ago(-D)).toBe('tomorrow')
    expect(ago(-3 * D)).toBe('in 3 days')
  })
})

describe('relativeTime', () => {
  it('has the spec’s buckets, largest first: a year of 365 days, a month of 30', () => {
    expect(relativeBuckets.map((b) => [b.unit, b.ms])).toEqual([
      ['year', 365 * D],
      ['month', 30 * D],
      ['day', D],
      ['hour', H],
      ['minute', M],
      ['second', S],
    ])
  })

  it('agrees with a table of thresholds', { tags: ['property'] }, () => {
    const table: [string, number][] = [
      ['year', 31_536_000_000],
      ['month', 2_592_000_000],
      ['day', 86_400_000],
      ['hour', 3_600_000],
      ['minute', 60_000],
      ['second', 1_000],
    ]
    fc.assert(
      fc.property(fc.integer({ min: -5 * 31_536_000_000, max: 5 * 31_536_000_000 }), (diff) => {
        const size = Math.abs(diff)
        const row = table.find(([, ms]) => size >= ms)
        const expected = row ? { unit: row[0], value: (diff < 0 ? -1 : 1) * Math.floor(size / row[1]) } : { unit: 'second', value: 0 }
        expect(relativeTime(now - diff, now)).toEqual(expected)
      }),
      { numRuns: 2000 },
    )
  })
})
