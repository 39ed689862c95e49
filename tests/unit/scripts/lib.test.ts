/**
 * Reading a count from a JSON report, as `npm test` reads the end-to-end tests' page loads: at
 * the report's top level or in its stats; anything else is no count.
 */
import { describe, expect, it } from 'vitest'
import { reportCount } from '../../../scripts/lib.mjs'

describe('reportCount', () => {
  it('reads a number at the top level or in stats, the top level first', () => {
    expect(reportCount({ pageLoads: 12, stats: { expected: 3 } }, 'pageLoads')).toBe(12)
    expect(reportCount({ stats: { expected: 3, pageLoads: 0 } }, 'pageLoads')).toBe(0)
    expect(reportCount({ pageLoads: 5, stats: { pageLoads: 7 } }, 'pageLoads')).toBe(5)
  })

  it('is no count where there is no number', () => {
    expect(reportCount({ stats: { expected: 3 } }, 'pageLoads')).toBeUndefined()
    expect(reportCount({ pageLoads: '12', stats: { pageLoads: null } }, 'pageLoads')).toBeUndefined()
    expect(reportCount({ pageLoads: Number.NaN }, 'pageLoads')).toBeUndefined()
    expect(reportCount(null, 'pageLoads')).toBeUndefined()
    expect(reportCount([], 'pageLoads')).toBeUndefined()
    expect(reportCount('{"pageLoads": 1}', 'pageLoads')).toBeUndefined()
  })
})
