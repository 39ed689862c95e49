/**
 * Where an account event's IP address is, read through the data engine (one cached query per
 * address, asked once): loading until the answer, 'failed' when the service does not know, the
 * lookup failed, the text is no address, or this build has no geo-IP service.
 */
import type { GeoLocation } from '@domain/security/geoip'
import { looksLikeIp } from '@domain/security/geoip'
import { geoIpLookups, queries, useQuery } from '../../data'

export type IpLocation = { readonly state: 'loading' } | { readonly state: 'found'; readonly location: GeoLocation } | { readonly state: 'failed' }

const loading: IpLocation = { state: 'loading' }
const failed: IpLocation = { state: 'failed' }

/** What a read of the location says, as the event card shows it. */
export function ipLocationOf(read: { readonly data: GeoLocation | null | undefined; readonly error: unknown }): IpLocation {
  if (read.data) return { state: 'found', location: read.data }
  return read.data === null || read.error ? failed : loading
}

export function useIpLocation(ip: string): IpLocation {
  const asks = geoIpLookups && looksLikeIp(ip.trim().toLowerCase())
  const read = useQuery(asks ? queries.ipLocation(ip) : null)
  return asks ? ipLocationOf(read) : failed
}
