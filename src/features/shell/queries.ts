/**
 * The frame's data, started with every signed-in route: the parent's account (subscription
 * banner) and the unlock requests (pending count). The announcement shows on Home, with Home's data.
 * Home's widgets carry the pending requests: there the count comes from them, and the list waits
 * for its first poll instead of adding a round trip to the first screen. Both follow the screen:
 * while an address's screen waits for its own data, they are asked only once it is in.
 */
import type { queries } from '../../data/queries'
import { paths } from '../../route-paths'

/** Whether the frame's list of unlock requests waits for its first poll on this address (Home's widgets carry it). */
export const listDeferredOn = (pathname: string): boolean => pathname === paths.home

/** The frame's data on an address, by name: its loader, the first script and the frame read it. */
export const frameData = (pathname: string, q: typeof queries) => ({
  admin: { ...q.admin(), followsScreen: true as const },
  requests: { ...q.unlockRequests({ deferFirstFetch: listDeferredOn(pathname) }), followsScreen: true as const },
})
