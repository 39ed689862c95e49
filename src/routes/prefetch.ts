/**
 * Route loaders start their screen's queries through the data engine while the screen's code
 * downloads, so data and code load in parallel. The engine is imported here lazily: the entry
 * (and every public page) stays free of it.
 */
import type { QueryPick } from '../data/prefetch'

/** Prefetches the queries `pick` names; never blocks or fails the navigation. */
export function prefetchQueries(pick: QueryPick): void {
  void import('../data/prefetch')
    .then((data) => data.prefetchPicked(pick))
    .catch(() => {
      // The screen asks again when it mounts, and shows the failure then.
    })
}
