/**
 * The devices routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens mount it.
 */
import type { QueryPick } from '../../data/prefetch'

/** `/devices`: the family's devices. */
export const devicesQueries: QueryPick = (q) => [q.devices()]

/** `/devices/$deviceId`: the device, and the app's latest versions (is it up to date?). */
export const deviceQueries =
  (p: Readonly<Record<'deviceId', string>>): QueryPick =>
  (q) => [q.device(p.deviceId), q.latestAppVersions()]
