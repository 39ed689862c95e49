/**
 * The expiration's date field (local dates, the time of day kept), and the switch between
 * standard and strict on a key started from an unlock request's address.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { earliestExpirationDate, expirationDateValue, formatExpiration, withExpirationDate } from '@domain/keys/expiration'
import { emptyKeyForm, setAddressType } from '@domain/keys/form'
import { proposedSource } from '@domain/requests/proposed-key'

describe('the expiration date field', () => {
  it('moves the expiration to another local date at the same local time (property)', { tags: ['property'] }, () => {
    const offset = fc.integer({ min: -840, max: 720 })
    const instant = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-01-01T00:00:00Z') })
    const date = fc.record({ y: fc.integer({ min: 2021, max: 2034 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
    fc.assert(
      fc.property(instant, offset, date, (ms, off, { y, m, d }) => {
        const iso = new Date(ms).toISOString()
        const target = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
        const moved = withExpirationDate(iso, target, 0, off)!
        expect(expirationDateValue(moved, off)).toBe(target)
        // Local time of day: UTC time minus the offset, modulo a day.
        const timeOfDay = (t: number) => (((t - off * 60_000) % 86_400_000) + 86_400_000) % 86_400_000
        expect(timeOfDay(Date.parse(moved))).toBe(timeOfDay(ms))
      }),
    )
  })

  it('reads dates in the parent’s zone, refuses other shapes, and offers today at the earliest', () => {
    const at = Date.parse('2026-03-02T03:30:00Z')
    expect(expirationDateValue('2026-03-02T03:30:00Z', 300)).toBe('2026-03-01')
    expect(earliestExpirationDate(at, 0)).toBe('2026-03-02')
    expect(earliestExpirationDate(at, 300)).toBe('2026-03-01')
    expect(withExpirationDate(null, '03/09/2026', at, 0)).toBeNull()
    expect(withExpirationDate(null, '2026-03-09', at, 0)).toBe('2026-03-09T03:30:00.000Z')
    expect(formatExpiration('2026-03-09T03:30:00Z', 0)).toBe('Mon, Mar 9')
  })
})

describe('a key started from an unlock request', () => {
  it('switching to strict takes the exact host, and back to standard the registrable domain', () => {
    const source = proposedSource({ url: 'https://cdn.images.khanacademy.org/math/x.png', appCategories: [] })
    expect(source).toEqual({ host: 'cdn.images.khanacademy.org', domain: 'khanacademy.org' })
    const form = { ...emptyKeyForm(), address: 'khanacademy.org' }
    const strict = setAddressType(form, 'strict', source!)
    expect(strict.address).toBe('cdn.images.khanacademy.org')
    expect(setAddressType(strict, 'standard', source!).address).toBe('khanacademy.org')
    // Without a source (an IP request) the address is left as typed.
    expect(setAddressType(strict, 'standard').address).toBe('cdn.images.khanacademy.org')
  })
})
