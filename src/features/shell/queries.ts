/**
 * The frame's data, started with every signed-in route: the parent's account (subscription
 * banner) and the unlock requests (pending count). The announcement shows on Home, with Home's data.
 * Home's widgets carry the pending requests: there the count comes from them, and the list waits
 * for its first poll instead of adding a round trip to the first screen.
 */
import type { QueryPick } from '../../data/prefetch'

/** Addresses whose screen's own answer carries the pending unlock requests (Home's widgets). */
const countCarriedOn: ReadonlySet<string> = new Set(['/'])

/** Whether the frame's list of unlock requests waits for its first poll on this address. */
export const listDeferredOn = (pathname: string): boolean => countCarriedOn.has(pathname)

/** The frame's data on an address. */
export const shellQueries =
  (pathname: string): QueryPick =>
  (q) =>
    listDeferredOn(pathname) ? [q.admin()] : [q.admin(), q.unlockRequests()]
