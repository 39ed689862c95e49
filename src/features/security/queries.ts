/** `/security-events`' data, declared once for its loader, the signed-in first script and its screen. */
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

/** The feed of the last days' events. */
export const securityEventsData = routeData(paths.securityEvents, (_, q) => ({ feed: q.securityEvents() }))
