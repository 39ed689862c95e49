/**
 * The geo-IP service of this build: `VITE_GEOIP_URL`, an address template with `{ip}` (see
 * README). Without it there is no lookup, except in the demo, whose server answers
 * `demo-geoip/{ip}` under the path the demo is served from, with made-up places.
 */
import { basePrefix } from '../base-path'

export const geoIpTemplate: string = import.meta.env.VITE_GEOIP_URL?.trim() || (__DEMO__ ? `${basePrefix}/demo-geoip/{ip}` : '')

/** Whether this build looks addresses up at all. */
export const geoIpLookups: boolean = geoIpTemplate !== ''
