/**
 * The geo-IP service: the HTTP provider GETs the templated address without credentials and reads
 * the answer (an error status is no answer); the engine's loader asks about addresses only and
 * turns every failure into "unknown" (null), so it is remembered rather than retried.
 */
import { describe, expect, it } from 'vitest'
import { geoIpLoader, httpGeoIpProvider } from '../../../src/api/geoip'

describe('httpGeoIpProvider', () => {
  it('GETs the templated address without credentials and reads the answer', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = []
    const fetchFn = ((url: string, init?: RequestInit) => {
      seen.push({ url, init })
      return Promise.resolve(new Response(JSON.stringify({ city: 'Austin', region: 'Texas', country_name: 'United States' }), { status: 200 }))
    }) as unknown as typeof fetch
    const provider = httpGeoIpProvider('https://geo.example/{ip}/json', fetchFn)
    expect(await provider.lookup('192.0.2.44')).toEqual({ city: 'Austin', region: 'Texas', country: 'United States' })
    expect(seen[0]?.url).toBe('https://geo.example/192.0.2.44/json')
    expect(seen[0]?.init).toMatchObject({ method: 'GET', credentials: 'omit' })
  })

  it('an error status is no answer', async () => {
    const fetchFn = (() => Promise.resolve(new Response('nope', { status: 429 }))) as unknown as typeof fetch
    expect(await httpGeoIpProvider('https://geo.example/{ip}', fetchFn).lookup('192.0.2.44')).toBeNull()
  })
})

describe('geoIpLoader', () => {
  it('asks about the trimmed, lower-cased address and passes the answer on', async () => {
    const asked: string[] = []
    const load = geoIpLoader({ lookup: (ip) => (asked.push(ip), Promise.resolve({ city: 'Portland' })) })
    expect(await load(' 2001:DB8::7 ')).toEqual({ city: 'Portland' })
    expect(asked).toEqual(['2001:db8::7'])
  })

  it('never asks about something that is not an address', async () => {
    const asked: string[] = []
    const load = geoIpLoader({ lookup: (ip) => (asked.push(ip), Promise.resolve({ city: 'Portland' })) })
    expect(await load('not an address')).toBeNull()
    expect(asked).toEqual([])
  })

  it('a provider that rejects or throws is unknown, not a failure', async () => {
    expect(await geoIpLoader({ lookup: () => Promise.reject(new Error('offline')) })('198.51.100.1')).toBeNull()
    const throwing = geoIpLoader({
      lookup() {
        throw new Error('boom')
      },
    })
    expect(await throwing('192.0.2.1')).toBeNull()
  })
})
