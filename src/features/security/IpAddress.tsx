/**
 * An account event's IP address: the address, then its location once the lookup answers; the
 * address alone while it loads and when it fails.
 */
import { formatGeoLocation } from '@domain/security/geoip'
import { type IpLocation, useIpLocation } from './ip-location'

export function IpAddressView({ ip, location }: { ip: string; location: IpLocation }) {
  return (
    <span className="event-card__ip">
      <span className="visually-hidden">IP address </span>
      <code>{ip}</code>
      {location.state === 'found' && <span className="event-card__place"> ({formatGeoLocation(location.location)})</span>}
    </span>
  )
}

/** The address with its location, looked up through this build's geo-IP service. */
export function IpAddress({ ip }: { ip: string }) {
  return <IpAddressView ip={ip} location={useIpLocation(ip)} />
}
