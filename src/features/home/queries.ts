/**
 * Home's data, declared once for the route's loader, the signed-in first script and the screen:
 * the dashboard's widgets (one call; no polling: refetched on mount and focus).
 */
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

export const homeData = routeData(paths.home, (_, q) => ({ widgets: q.dashboard() }))
