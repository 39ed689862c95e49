/**
 * Where an IP address is: one small provider interface and an HTTP provider for a geo-IP service
 * whose address is a template with `{ip}`. The data engine caches the answers (one query per
 * address, src/data/queries.ts); a failed lookup is an answer too, "unknown".
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

/**
 * The engine's loader of an address's location: asks the provider about addresses only, and
 * answers null (unknown) whatever goes wrong, so a failure is remembered, not retried.
 */
export function geoIpLoader(provider: GeoIpProvider): (ip: string) => Promise<GeoLocation | null> {
  return async (ip) => {
    const address = ip.trim().toLowerCase()
    if (!looksLikeIp(address)) return null
    try {
      return await provider.lookup(address)
    } catch {
      return null
    }
  }
}
