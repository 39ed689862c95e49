/**
 * The frame's data, started with every signed-in route: the parent's account (subscription
 * banner), the unlock requests (pending count), the announcement (today's API).
 */
import type { QueryPick } from '../../data/prefetch'

export const shellQueries: QueryPick = (q, { apiProfile }) => [
  q.admin(),
  q.unlockRequests(),
  ...(apiProfile === 'current' ? [q.dashboard()] : []),
]
