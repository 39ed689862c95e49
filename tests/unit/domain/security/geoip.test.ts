/**
 * Reading a geo-IP service's answer: the common field names, failures as no answer, the
 * wording of a place, and the address template.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatGeoLocation, geoLookupUrl, looksLikeIp, parseGeoLocation } from '@domain/security/geoip'

describe('parseGeoLocation', () => {
  it('reads the usual services’ shapes', () => {
    expect(parseGeoLocation({ ip: '1.2.3.4', city: 'Portland', region: 'Oregon', country_name: 'United States', country: 'US' })).toEqual({
      city: 'Portland',
      region: 'Oregon',
      country: 'United States',
    })
    expect(parseGeoLocation({ status: 'success', city: 'Lagos', regionName: 'Lagos', country: 'Nigeria' })).toEqual({
      city: 'Lagos',
      region: 'Lagos',
      country: 'Nigeria',
    })
    expect(parseGeoLocation({ city: 'Austin', region_name: 'Texas' })).toEqual({ city: 'Austin', region: 'Texas' })
  })

  it('treats errors, empty answers and non-objects as no answer', () => {
    expect(parseGeoLocation({ ip: '10.0.0.1', error: true, reason: 'Reserved IP Address' })).toBeNull()
    expect(parseGeoLocation({ status: 'fail', message: 'private range' })).toBeNull()
    expect(parseGeoLocation({ city: '  ', country: '' })).toBeNull()
    for (const body of [null, 'Portland', 42, ['Portland'], undefined]) expect(parseGeoLocation(body)).toBeNull()
  })

  it('never throws and only keeps non-blank strings', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const location = parseGeoLocation(body)
        if (location) for (const v of Object.values(location)) expect(typeof v === 'string' && v.trim() === v && v !== '').toBe(true)
      }),
    )
  })
})

describe('formatGeoLocation', () => {
  it('joins the parts, saying a repeated one once', () => {
    expect(formatGeoLocation({ city: 'Portland', region: 'Oregon', country: 'United States' })).toBe('Portland, Oregon, United States')
    expect(formatGeoLocation({ city: 'Lagos', region: 'Lagos', country: 'Nigeria' })).toBe('Lagos, Nigeria')
    expect(formatGeoLocation({ country: 'Ireland' })).toBe('Ireland')
  })
})

describe('geoLookupUrl and looksLikeIp', () => {
  it('puts the encoded address in the template', () => {
    expect(geoLookupUrl('https://geo.example/{ip}/json', '203.0.113.7')).toBe('https://geo.example/203.0.113.7/json')
    expect(geoLookupUrl('https://geo.example/?q={ip}', '2001:db8::1')).toBe('https://geo.example/?q=2001%3Adb8%3A%3A1')
  })

  it('accepts IPv4 and IPv6 addresses only', () => {
    for (const ip of ['203.0.113.7', '0.0.0.0', '2001:db8::1', '::1']) expect(looksLikeIp(ip)).toBe(true)
    for (const bad of ['256.1.1.1', 'example.com', '', '1.2.3', '../../etc', '1.2.3.4/x']) expect(looksLikeIp(bad)).toBe(false)
  })
})

/**
 * Geo-IP answers and addresses at their edges, as fixed examples beside security-geoip.test.ts:
 * each way a service says it has no answer, blank fields, padded text, and the bounds of an
 * address worth looking up.
 */
describe('a geo-IP answer', () => {
  const place = { city: 'Portland', region: 'Oregon', country: 'United States' }

  it('is no answer when the service says so in any of its ways, whatever else it holds', () => {
    expect(parseGeoLocation({ ...place, error: true })).toBeNull()
    expect(parseGeoLocation({ ...place, status: 'fail' })).toBeNull()
    expect(parseGeoLocation({ ...place, success: false })).toBeNull()
    expect(parseGeoLocation({ ...place, error: false, status: 'success', success: true })).toStrictEqual(place)
  })

  it('trims each part and leaves out blank ones; one part is enough', () => {
    expect(parseGeoLocation({ city: '  Portland ', region: '   ', country_name: ' United States ' })).toStrictEqual({
      city: 'Portland',
      country: 'United States',
    })
    expect(parseGeoLocation({ region_name: 'Oregon' })).toStrictEqual({ region: 'Oregon' })
    expect(parseGeoLocation({ city: 'Portland' })).toStrictEqual({ city: 'Portland' })
    expect(parseGeoLocation({ country: 'US' })).toStrictEqual({ country: 'US' })
    expect(parseGeoLocation({ city: ' ', region: 7 })).toBeNull()
  })
})

describe('addresses', () => {
  it('puts the trimmed, encoded address in the template', () => {
    expect(geoLookupUrl('https://geo.example/{ip}/json', ' fe80::1 ')).toBe('https://geo.example/fe80%3A%3A1/json')
  })

  it('looks up IPv4 with numbers up to 255 and IPv6 up to 45 characters, trimmed', () => {
    expect([looksLikeIp(' 255.255.255.255 '), looksLikeIp('256.1.1.1'), looksLikeIp('1.200.3.4'), looksLikeIp('1.2.3.200')]).toEqual([
      true,
      false,
      true,
      true,
    ])
    expect([looksLikeIp('x1.2.3.4'), looksLikeIp('1.2.3.4x')]).toEqual([false, false])
    const v6 = '0000:0000:0000:0000:0000:ffff:255.255.255.255'
    expect([v6.length, looksLikeIp(v6), looksLikeIp(`${v6}0`)]).toEqual([45, true, false])
    expect([looksLikeIp(' ::1 '), looksLikeIp('g::1'), looksLikeIp('::1g'), looksLikeIp('abcd')]).toEqual([true, false, false, false])
  })
})

describe('parseGeoLocation', () => {
  it('passes over a blank region to the next name the service gives', () => {
    expect(parseGeoLocation({ city: 'Portland', region: '  ', regionName: 'Oregon' })).toEqual({ city: 'Portland', region: 'Oregon' })
    expect(parseGeoLocation({ country_name: ' ', country: 'US' })).toEqual({ country: 'US' })
  })
})
