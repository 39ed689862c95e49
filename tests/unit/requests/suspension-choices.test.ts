/**
 * Answering a filter-suspension request, for any input: the seconds a grant gives (custom
 * minutes in digits only or the preset, at least 60 s, disabled for 1 minute or less or for
 * anything but digits), the extra monitoring sent, and the choice remembered per child in this
 * browser.
 * Expected values are computed from the typed number, not by the code under test.
 */
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { durationPresets, extraMonitoringToSend, grantSeconds } from '@domain/requests/suspension'
import { memoryStorage, setStorages } from '../../../src/storage/storage'
import { rememberExtraMonitoring, rememberedExtraMonitoring } from '../../../src/features/requests/extra-monitoring'

const preset = fc.constantFrom(...durationPresets.map((p) => p.seconds))

describe('grant durations: properties', () => {
  it('custom minutes with a sign or a decimal part disable Grant, whatever the preset (digits only)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('', '+'),
        preset,
        (whole, hundredths, sign, p) => {
          const decimal = `${sign}${whole}.${String(hundredths).padStart(2, '0')}`
          expect(grantSeconds(p, decimal)).toBeNull()
          expect(grantSeconds(p, `+${whole}`)).toBeNull()
        },
      ),
    )
  })

  it('blank custom minutes grant the preset; whitespace around a number is ignored', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(preset, fc.constantFrom('', ' ', '\t'), fc.integer({ min: 2, max: 500 }), (p, blank, minutes) => {
        expect(grantSeconds(p, blank)).toBe(p)
        expect(grantSeconds(p, `${blank}${minutes}${blank}`)).toBe(minutes * 60)
      }),
    )
  })

  it('text that is neither blank nor digits disables Grant', { tags: ['property'] }, () => {
    const notNumber = fc.string().filter((s) => s.trim() !== '' && !/^\s*\d+\s*$/.test(s))
    fc.assert(
      fc.property(notNumber, preset, (text, p) => {
        expect(grantSeconds(p, text)).toBeNull()
      }),
    )
  })

  it('a grant is never under 60 seconds and never null for a valid choice', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7_200 }), fc.option(fc.integer({ min: 2, max: 100_000 }), { nil: undefined }), (p, custom) => {
        const seconds = grantSeconds(p, custom === undefined ? '' : String(custom))
        expect(seconds).not.toBeNull()
        expect(seconds!).toBeGreaterThanOrEqual(60)
      }),
    )
  })
})

describe('extra monitoring: properties', () => {
  const magic = fc.constantFrom('k', '@20', '@30', '@60+k', '@90', 'off')
  const offered = fc.dictionary(fc.constantFrom('k', '@20', '@30', '@60+k'), fc.constantFrom('keylogging', 'faster screenshots'))

  it('sends the choice only when the request offers it and it is not off', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(magic, offered, (choice, options) => {
        const sent = extraMonitoringToSend(choice, options)
        expect(sent).toBe(choice !== 'off' && choice in options ? choice : undefined)
      }),
    )
  })

  let restore: () => void = () => undefined
  beforeEach(() => {
    restore = setStorages({ local: memoryStorage(), session: memoryStorage() })
  })
  afterEach(() => restore())

  it('remembers the last granted choice per child; one the new request does not offer starts from off', () => {
    const maya = 'C0000000-0000-4000-8000-000000000001'
    const leo = 'c0000000-0000-4000-8000-000000000002'
    const offers = { k: 'keylogging', '@60': 'Screenshot every 60s' }
    expect(rememberedExtraMonitoring(maya, offers)).toBe('off')
    rememberExtraMonitoring(maya, '@60')
    expect(rememberedExtraMonitoring(maya.toLowerCase(), offers)).toBe('@60')
    expect(rememberedExtraMonitoring(leo, offers)).toBe('off')
    expect(rememberedExtraMonitoring(maya, { k: 'keylogging' })).toBe('off')
    rememberExtraMonitoring(maya, 'off')
    expect(rememberedExtraMonitoring(maya, offers)).toBe('off')
  })
})
