/**
 * Where an IP address is: one small provider interface, an HTTP provider for a geo-IP service
 * whose address is a template with `{ip}`, and a cache so each address is looked up once. A
 * failed lookup is remembered as failed; the screen then shows the address alone.
 */
import { type GeoLocation, geoLookupUrl, looksLikeIp, parseGeoLocation } from '@domain/security/geoip'

export interface GeoIpProvider {
  /** The location, or null when the service has none for this address. May reject. */
  lookup(ip: string): Promise<GeoLocation | null>
}

/** A provider that asks a geo-IP service over HTTP (GET, no credentials, 8 s at most). */
export function httpGeoIpProvider(template: string, fetchFn: typeof fetch = (...args) => fetch(...args)): GeoIpProvider {
  return {
    async lookup(ip) {
      const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(8_000) : undefined
      const response = await fetchFn(geoLookupUrl(template, ip), {
        method: 'GET',
        credentials: 'omit',
        headers: { Accept: 'application/json' },
        ...(signal ? { signal } : {}),
      })
      if (!response.ok) return null
      return parseGeoLocation(await response.json())
    },
  }
}

export type IpLocation =
  | { readonly state: 'loading' }
  | { readonly state: 'found'; readonly location: GeoLocation }
  | { readonly state: 'failed' }

const loading: IpLocation = { state: 'loading' }
const failed: IpLocation = { state: 'failed' }

/** Looks each address up once (concurrent askers share the lookup) and tells listeners. */
export class GeoIpCache {
  private readonly entries = new Map<string, IpLocation>()
  private readonly listeners = new Set<() => void>()

  constructor(private readonly provider: GeoIpProvider) {}

  /** What is known of the address, starting its lookup the first time it is asked about. */
  location(ip: string): IpLocation {
    const key = ip.trim().toLowerCase()
    const known = this.entries.get(key)
    if (known) return known
    if (!looksLikeIp(key)) {
      this.entries.set(key, failed)
      return failed
    }
    this.entries.set(key, loading)
    let lookup: Promise<GeoLocation | null>
    try {
      lookup = this.provider.lookup(key)
    } catch (error) {
      lookup = Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
    lookup.then(
      (location) => this.settle(key, location ? { state: 'found', location } : failed),
      () => this.settle(key, failed),
    )
    return loading
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private settle(key: string, entry: IpLocation): void {
    this.entries.set(key, entry)
    for (const listener of [...this.listeners]) listener()
  }
}
