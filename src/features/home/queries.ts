/**
 * Home's data, declared once for the route's loader and the screen: the dashboard's widgets (one
 * call; no polling: refetched on mount and focus). Types only, so the loader's first script
 * stays small.
 */
import type { queries } from '../../data/queries'
import type { QueryPick } from '../../data/prefetch'

export const homeData = (q: typeof queries) => ({ widgets: q.dashboard() })

export const homeQueries: QueryPick = (q) => Object.values(homeData(q))
