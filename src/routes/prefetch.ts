/**
 * Route loaders start their screen's queries through the data engine while the screen's code
 * downloads, so data and code load in parallel. The data layer is imported here lazily: the
 * entry (and every public page) stays free of it.
 */
import type { QueryDef } from '@domain/queries'

type Queries = typeof import('@domain/queries').queries
type DataLayer = typeof import('../data')

/**
 * Prefetches the queries `pick` names, given the data layer to read settings from (it may also
 * look something up first, e.g. in storage); never blocks or fails the navigation.
 */
export function prefetchQueries(
  pick: (queries: Queries, data: DataLayer) => readonly QueryDef[] | Promise<readonly QueryDef[]>,
): void {
  void import('../data')
    .then(async (data) => Promise.all((await pick(data.queries, data)).map((def) => data.prefetch(def))))
    .catch(() => {
      // The screen asks again when it mounts, and shows the failure then.
    })
}
