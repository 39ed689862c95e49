/**
 * The devices routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens read it.
 */
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

/** `/devices`: the family's devices. */
export const devicesData = routeData(paths.devices, (_, q) => ({ devices: q.devices() }))

/** `/devices/$deviceId`: the device, and the app's latest versions (is it up to date?). */
export const deviceData = routeData(paths.device, (p, q) => ({
  device: q.device(p.deviceId),
  latest: q.latestAppVersions(),
}))
