/**
 * The geo-IP service of this build: `VITE_GEOIP_URL`, an address template with `{ip}` (see
 * README). Without it there is no lookup, except in the demo, whose server answers
 * `demo-geoip/{ip}` under the path the demo is served from, with made-up places.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { basePrefix } from '../../base-path'
import { GeoIpCache, type IpLocation, httpGeoIpProvider } from './geoip'

const template = import.meta.env.VITE_GEOIP_URL?.trim() || (__DEMO__ ? `${basePrefix}/demo-geoip/{ip}` : '')

const cache: GeoIpCache | null = template ? new GeoIpCache(httpGeoIpProvider(template)) : null

const noLookup: IpLocation = { state: 'failed' }
const noSubscription = () => () => {}

/** Where an address is (looked up once per address); 'failed' when this build has no service. */
export function useIpLocation(ip: string): IpLocation {
  const read = useCallback(() => (cache ? cache.location(ip) : noLookup), [ip])
  return useSyncExternalStore(cache ? cache.subscribe : noSubscription, read, read)
}
