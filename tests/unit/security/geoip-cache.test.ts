/**
 * The app's geo-IP cache: each address is looked up once, however often and however many screens
 * ask, failures (rejections, no answer) are remembered as failed, and listeners hear when a
 * lookup settles.
 */
import { describe, expect, it } from 'vitest'
import type { GeoLocation } from '@domain/security/geoip'
import { GeoIpCache, type GeoIpProvider, httpGeoIpProvider } from '../../../src/features/security/geoip'

function deferredProvider() {
  const calls: string[] = []
  const pending = new Map<string, { resolve: (v: GeoLocation | null) => void; reject: (e: unknown) => void }>()
  const provider: GeoIpProvider = {
    lookup(ip) {
      calls.push(ip)
      return new Promise((resolve, reject) => pending.set(ip, { resolve, reject }))
    },
  }
  return { provider, calls, pending }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('GeoIpCache', () => {
  it('looks an address up once, then answers from the cache and tells listeners', async () => {
    const { provider, calls, pending } = deferredProvider()
    const cache = new GeoIpCache(provider)
    let heard = 0
    cache.subscribe(() => heard++)
    expect(cache.location('203.0.113.7')).toEqual({ state: 'loading' })
    expect(cache.location(' 203.0.113.7 ')).toEqual({ state: 'loading' })
    expect(calls).toEqual(['203.0.113.7'])
    pending.get('203.0.113.7')?.resolve({ city: 'Portland' })
    await settled()
    expect(heard).toBe(1)
    expect(cache.location('203.0.113.7')).toEqual({ state: 'found', location: { city: 'Portland' } })
    expect(calls).toHaveLength(1)
  })

  it('remembers a failed or empty lookup as failed, without asking again', async () => {
    const { provider, calls, pending } = deferredProvider()
    const cache = new GeoIpCache(provider)
    cache.location('198.51.100.1')
    cache.location('198.51.100.2')
    pending.get('198.51.100.1')?.reject(new Error('offline'))
    pending.get('198.51.100.2')?.resolve(null)
    await settled()
    expect(cache.location('198.51.100.1')).toEqual({ state: 'failed' })
    expect(cache.location('198.51.100.2')).toEqual({ state: 'failed' })
    expect(calls).toEqual(['198.51.100.1', '198.51.100.2'])
  })

  it('never asks about something that is not an address, and survives a provider that throws', async () => {
    const { provider, calls } = deferredProvider()
    const cache = new GeoIpCache(provider)
    expect(cache.location('not an address')).toEqual({ state: 'failed' })
    expect(calls).toEqual([])
    const throwing = new GeoIpCache({
      lookup() {
        throw new Error('boom')
      },
    })
    expect(throwing.location('192.0.2.1')).toEqual({ state: 'loading' })
    await settled()
    expect(throwing.location('192.0.2.1')).toEqual({ state: 'failed' })
  })
})

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
