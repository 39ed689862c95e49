/**
 * Route loaders start their screen's queries through the data engine while the screen's code
 * downloads, so data and code load in parallel. A loader names its queries in the table the
 * signed-in documents' first script reads (./route-data.ts); the table and the engine are both
 * imported here lazily, so the route tree (and with it every public page) stays free of them.
 */
import type { QueryPick } from '../data/prefetch'

type RouteData = typeof import('./route-data')

/** Prefetches the queries `pick` names in the table; never blocks or fails the navigation. */
export function prefetchQueries(pick: (data: RouteData) => QueryPick): void {
  void Promise.all([import('./route-data'), import('../data/prefetch')])
    .then(([table, data]) => data.prefetchPicked(pick(table)))
    .catch(() => {
      // The screen asks again when it mounts, and shows the failure then.
    })
}
