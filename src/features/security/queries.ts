/** `/security-events`' data, declared once for its loader, the signed-in first script and its screen. */
import type { queries } from '../../data/queries'
import type { QueryPick } from '../../data/prefetch'

/** The feed of the last days' events, by name for the screen. */
export const securityEventsData = (q: typeof queries) => ({ feed: q.securityEvents() })

export const securityEventsQueries: QueryPick = (q) => Object.values(securityEventsData(q))
