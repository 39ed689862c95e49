/**
 * The demo's geo-IP service at `/demo-geoip/{ip}`, answering as a typical service does
 * (`{ip, city, region, country_name}`, or `{error: true, reason}` for private and reserved
 * addresses). Places are made up: the seeded addresses have fixed ones, any other public address
 * gets one picked from its digits, so the same address always lands in the same place.
 */
import { HttpResponse, type HttpHandler, http } from 'msw'

interface Place {
  readonly city: string
  readonly region: string
  readonly country_name: string
}

/** The addresses of the seeded security events. */
const knownPlaces: Record<string, Place> = {
  '203.0.113.7': { city: 'Portland', region: 'Oregon', country_name: 'United States' },
  '198.51.100.23': { city: 'Lagos', region: 'Lagos', country_name: 'Nigeria' },
  '192.0.2.44': { city: 'Austin', region: 'Texas', country_name: 'United States' },
  '203.0.113.58': { city: 'Seattle', region: 'Washington', country_name: 'United States' },
}

const places: readonly Place[] = [
  { city: 'Denver', region: 'Colorado', country_name: 'United States' },
  { city: 'Toronto', region: 'Ontario', country_name: 'Canada' },
  { city: 'Manchester', region: 'England', country_name: 'United Kingdom' },
  { city: 'Sydney', region: 'New South Wales', country_name: 'Australia' },
  { city: 'Chicago', region: 'Illinois', country_name: 'United States' },
  { city: 'Dublin', region: 'Leinster', country_name: 'Ireland' },
]

/** Addresses no service can place: loopback, private, link-local, unspecified. */
export function isReservedAddress(ip: string): boolean {
  const v = ip.trim().toLowerCase()
  if (v === '::1' || v === '::' || v.startsWith('fe80:') || v.startsWith('fc') || v.startsWith('fd')) return true
  const parts = v.split('.').map(Number)
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return false
  const [a = 0, b = 0] = parts
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/** What the demo service answers for an address. */
export function demoGeoAnswer(ip: string): Record<string, unknown> {
  const address = ip.trim()
  if (isReservedAddress(address)) return { ip: address, error: true, reason: 'Reserved IP Address' }
  const known = knownPlaces[address]
  if (known) return { ip: address, ...known }
  let sum = 0
  for (const ch of address) sum = (sum * 31 + ch.charCodeAt(0)) % 1_000_003
  const place = places[sum % places.length] ?? places[0]
  return { ip: address, ...place }
}

/** The service's handler; like every demo route, it fails as a network error while offline. */
export const geoIpHandlers = (isOnline: () => boolean): HttpHandler[] => [
  http.get('*/demo-geoip/:ip', ({ params }) =>
    isOnline() ? HttpResponse.json(demoGeoAnswer(decodeURIComponent(String(params.ip)))) : HttpResponse.error(),
  ),
]
