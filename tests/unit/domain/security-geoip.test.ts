/**
 * Reading a geo-IP service's answer: the common field names, failures as no answer, the
 * wording of a place, and the address template.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatGeoLocation, geoLookupUrl, looksLikeIp, parseGeoLocation } from '@domain/geoip'

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
