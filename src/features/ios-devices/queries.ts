/**
 * The iOS routes' data, declared once as a function of each route's params: the route's loader
 * and the signed-in first script start it (src/routes/route-data.ts); the screens read it. Only
 * today's API has iOS devices: under `2025-05` the routes read nothing and say so.
 */
import type { ApiProfile } from '@domain/api/profiles/names'
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

/** Whether the build's API has iOS devices. */
export const iosDevicesOffered = (profile: ApiProfile): boolean => profile === 'current'

/** `/ios-devices`: the family's iPhones and iPads (when offered). */
export const iosDevicesData = routeData(paths.iosDevices, (_, q, { apiProfile }) => ({
  devices: iosDevicesOffered(apiProfile) ? q.iosDevices() : null,
}))

/** `/ios-devices/$deviceId`: the device, with its block groups, web policy and block rules (when offered). */
export const iosDeviceData = routeData(paths.iosDevice, (p, q, { apiProfile }) => ({
  device: iosDevicesOffered(apiProfile) ? q.iosDevice(p.deviceId) : null,
}))
