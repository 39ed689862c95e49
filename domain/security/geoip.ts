/**
 * Where an IP address is, as a geo-IP service answers it. Services differ in their field names;
 * this reads the common ones (`city`; `region`, `regionName` or `region_name`; `country_name` or
 * `country`) and treats `{error: true}` or `{status: "fail"}` as no answer.
 *
 * Pure: parsing and wording only; the lookup itself lives in the app.
 */

export interface GeoLocation {
  readonly city?: string
  readonly region?: string
  readonly country?: string
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/** A service's answer as a location, or null when it has none (an error, or no place at all). */
export function parseGeoLocation(body: unknown): GeoLocation | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const b = body as Record<string, unknown>
  if (b.error === true || b.status === 'fail' || b.success === false) return null
  const city = text(b.city)
  const region = text(b.region) ?? text(b.regionName) ?? text(b.region_name)
  const country = text(b.country_name) ?? text(b.country)
  if (!city && !region && !country) return null
  const location: { city?: string; region?: string; country?: string } = {}
  if (city) location.city = city
  if (region) location.region = region
  if (country) location.country = country
  return location
}

/** 'Portland, Oregon, United States'; a part equal to the one before it is said once. */
export function formatGeoLocation(location: GeoLocation): string {
  const parts: string[] = []
  for (const part of [location.city, location.region, location.country]) {
    if (part && parts[parts.length - 1] !== part) parts.push(part)
  }
  return parts.join(', ')
}

/** The service address for one IP: `{ip}` in the template is replaced, URL-encoded. */
export function geoLookupUrl(template: string, ip: string): string {
  return template.split('{ip}').join(encodeURIComponent(ip.trim()))
}

/** A plausible IPv4 or IPv6 address (what is worth looking up at all). */
export function looksLikeIp(value: string): boolean {
  const v = value.trim()
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v)
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255)
  return /^[0-9a-f:.]+$/i.test(v) && v.includes(':') && v.length <= 45
}
