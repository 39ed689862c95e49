/**
 * Properties of the extra monitoring offered with a filter-suspension request, for any child's
 * settings. Each expectation is read off the rule's own words (keylogging only when it is off;
 * screenshots 1.5x, 2x and 3x as often as now, or the fixed 2m/90s/60s/30s when off; nothing of
 * 10 s or less; every screenshot option also with keylogging when keylogging is off).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extraMonitoringOptions, parseExtraMonitoring } from '../../../../fake-server/core/extra-monitoring'

const arbChild = fc.record({
  keyloggingEnabled: fc.boolean(),
  screenshotsEnabled: fc.boolean(),
  screenshotsFrequency: fc.integer({ min: 1, max: 3_600 }),
})

/** The screenshot intervals the rule offers, written out case by case from its description. */
function expectedIntervals(child: { screenshotsEnabled: boolean; screenshotsFrequency: number }): number[] {
  const candidates = child.screenshotsEnabled
    ? [(child.screenshotsFrequency * 2) / 3, child.screenshotsFrequency / 2, child.screenshotsFrequency / 3].map(Math.floor)
    : [120, 90, 60, 30]
  return candidates.filter((seconds) => seconds > 10)
}

describe('extra monitoring options: properties', () => {
  it('every option is a well-formed magic string with a label', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbChild, (child) => {
        for (const [magic, label] of Object.entries(extraMonitoringOptions(child))) {
          expect(parseExtraMonitoring(magic)).toBe(magic)
          expect(label.trim()).not.toBe('')
        }
      }),
    )
  })

  it('keylogging is offered exactly when it is off, alone and with every screenshot option', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbChild, (child) => {
        const keys = Object.keys(extraMonitoringOptions(child))
        expect(keys.includes('k')).toBe(!child.keyloggingEnabled)
        const shots = keys.filter((k) => /^@\d+$/.test(k))
        const withKeys = keys.filter((k) => k.endsWith('+k')).map((k) => k.slice(0, -2))
        expect(withKeys).toEqual(child.keyloggingEnabled ? [] : shots)
      }),
    )
  })

  it('screenshot options are the sped-up (or fixed) intervals above 10 s, faster than now when screenshots are on', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbChild, (child) => {
        const shots = Object.keys(extraMonitoringOptions(child))
          .filter((k) => /^@\d+$/.test(k))
          .map((k) => Number(k.slice(1)))
        expect(shots).toEqual(expectedIntervals(child))
        for (const seconds of shots) {
          expect(seconds).toBeGreaterThan(10)
          if (child.screenshotsEnabled) expect(seconds).toBeLessThan(child.screenshotsFrequency)
        }
      }),
    )
  })
})
