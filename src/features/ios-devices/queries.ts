/**
 * The iOS routes' data, declared once as a function of each route's params: the route's loader
 * and the signed-in first script start it (src/routes/route-data.ts); the screens mount it. Only
 * today's API has iOS devices: under `2025-05` the routes ask for nothing and say so.
 */
import type { ApiProfile } from '@domain/api/profiles/names'
import type { queries } from '../../data/queries'
import type { QueryPick } from '../../data/prefetch'

/** Whether the build's API has iOS devices. */
export const iosDevicesOffered = (profile: ApiProfile): boolean => profile === 'current'

/** `/ios-devices`: the family's iPhones and iPads, by name for the screen (when offered). */
export const iosDevicesData = (q: typeof queries) => ({ devices: q.iosDevices() })

export const iosDevicesQueries: QueryPick = (q, { apiProfile }) => (iosDevicesOffered(apiProfile) ? Object.values(iosDevicesData(q)) : [])

/** `/ios-devices/$deviceId`: the device, with its block groups, web policy and block rules (when offered). */
export const iosDeviceData = (p: Readonly<Record<'deviceId', string>>) => (q: typeof queries) => ({ device: q.iosDevice(p.deviceId) })

export const iosDeviceQueries =
  (p: Readonly<Record<'deviceId', string>>): QueryPick =>
  (q, { apiProfile }) =>
    iosDevicesOffered(apiProfile) ? Object.values(iosDeviceData(p)(q)) : []
