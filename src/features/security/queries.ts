/** `/security-events`' data, declared once for its loader, the signed-in first script and its screen. */
import type { QueryPick } from '../../data/prefetch'

export const securityEventsQueries: QueryPick = (q) => [q.securityEvents()]
