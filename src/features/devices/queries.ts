/**
 * The devices routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens mount it.
 */
import type { queries } from '../../data/queries'
import type { QueryPick } from '../../data/prefetch'

/** `/devices`: the family's devices, by name for the screen. */
export const devicesData = (q: typeof queries) => ({ devices: q.devices() })

export const devicesQueries: QueryPick = (q) => Object.values(devicesData(q))

/** `/devices/$deviceId`: the device, and the app's latest versions (is it up to date?). */
export const deviceData = (p: Readonly<Record<'deviceId', string>>) => (q: typeof queries) => ({
  device: q.device(p.deviceId),
  latest: q.latestAppVersions(),
})

export const deviceQueries =
  (p: Readonly<Record<'deviceId', string>>): QueryPick =>
  (q) =>
    Object.values(deviceData(p)(q))
