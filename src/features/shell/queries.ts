/**
 * The frame's data, started with every signed-in route: the parent's account (subscription
 * banner) and the unlock requests (pending count). The announcement shows on Home, with Home's data.
 */
import type { QueryPick } from '../../data/prefetch'

export const shellQueries: QueryPick = (q) => [q.admin(), q.unlockRequests()]
