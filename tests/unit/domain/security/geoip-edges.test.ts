/**
 * Geo-IP answers and addresses at their edges, as fixed examples beside security-geoip.test.ts:
 * each way a service says it has no answer, blank fields, padded text, and the bounds of an
 * address worth looking up.
 */
import { describe, expect, it } from 'vitest'
import { geoLookupUrl, looksLikeIp, parseGeoLocation } from '@domain/security/geoip'

describe('a geo-IP answer', () => {
  const place = { city: 'Portland', region: 'Oregon', country: 'United States' }

  it('is no answer when the service says so in any of its ways, whatever else it holds', () => {
    expect(parseGeoLocation({ ...place, error: true })).toBeNull()
    expect(parseGeoLocation({ ...place, status: 'fail' })).toBeNull()
    expect(parseGeoLocation({ ...place, success: false })).toBeNull()
    expect(parseGeoLocation({ ...place, error: false, status: 'success', success: true })).toStrictEqual(place)
  })

  it('trims each part and leaves out blank ones; one part is enough', () => {
    expect(parseGeoLocation({ city: '  Portland ', region: '   ', country_name: ' United States ' })).toStrictEqual({ city: 'Portland', country: 'United States' })
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
    expect([looksLikeIp(' 255.255.255.255 '), looksLikeIp('256.1.1.1'), looksLikeIp('1.200.3.4'), looksLikeIp('1.2.3.200')]).toEqual([true, false, true, true])
    expect([looksLikeIp('x1.2.3.4'), looksLikeIp('1.2.3.4x')]).toEqual([false, false])
    const v6 = '0000:0000:0000:0000:0000:ffff:255.255.255.255'
    expect([v6.length, looksLikeIp(v6), looksLikeIp(`${v6}0`)]).toEqual([45, true, false])
    expect([looksLikeIp(' ::1 '), looksLikeIp('g::1'), looksLikeIp('::1g'), looksLikeIp('abcd')]).toEqual([true, false, false, false])
  })
})
