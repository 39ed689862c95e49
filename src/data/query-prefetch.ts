/**
 * Prefetching: a route starts its screen's queries before the screen mounts (the signed-in
 * document's first script, then the route's loader), and the screen that mounts a key next shows
 * that answer as is instead of asking again, while it is under 30 s old.
 *
 * - A second prefetch before any mount is served by the first one's request in flight or answer.
 * - A prefetch of a key a screen already shows is served by that screen's request in flight or
 *   answer under 30 s old: the screen keeps it fresh. The next screen that mounts the key (the
 *   one the route leads to) is then spared as well.
 * - A mount consumes the key's mark; anything older asks again.
 * - A part of a page that mounts a key another part already shows, answered under 30 s ago, is
 *   spared too: that part keeps it fresh.
 */
import type { CacheKey, QueryDef } from './queries'

/** How long a prefetched answer counts as fresh for the first screen that mounts its key. */
const prefetchFreshMs = 30_000

export interface PrefetchDeps {
  readonly now: () => number
  /** The key has no answer yet, or one too old, stale or failed. */
  readonly needsFetch: (key: CacheKey) => boolean
  readonly isMounted: (key: CacheKey) => boolean
  readonly isInflight: (key: CacheKey) => boolean
  /** When the key's current answer arrived: undefined when it has none, or a stale or failed one. */
  readonly answeredAt: (key: CacheKey) => number | undefined
  /** Fetches the key (joining a request in flight); settles when it has. */
  readonly fetchKey: (def: QueryDef) => Promise<void>
}

export interface Prefetcher {
  readonly prefetch: (def: QueryDef) => Promise<void>
  /**
   * For a screen mounting `key` (consuming the key's mark): whether it is spared the request, by a
   * prefetch, or by another part of the page that shows the key (`shownElsewhere`) with an answer
   * under 30 s old (e.g. the frame's and the page's, as the page's part is shown again).
   */
  readonly sparesMount: (key: CacheKey, shownElsewhere: boolean) => boolean
  readonly clear: () => void
}

export function createPrefetcher(deps: PrefetchDeps): Prefetcher {
  const { now } = deps
  /** Keys prefetched and not mounted since, with when their answer may be from at the earliest. */
  const marks = new Map<CacheKey, number>()
  const answeredSince = (key: CacheKey, since: number): boolean => (deps.answeredAt(key) ?? -Infinity) >= since

  return {
    prefetch(def) {
      const { key } = def
      if (!deps.needsFetch(key)) return Promise.resolve()
      const mounted = deps.isMounted(key)
      const since = mounted ? now() - prefetchFreshMs : marks.get(key)
      if (since !== undefined && (mounted || now() - since < prefetchFreshMs)) {
        if (deps.isInflight(key)) {
          if (mounted) marks.set(key, now())
          return deps.fetchKey(def)
        }
        const answeredAt = deps.answeredAt(key)
        if (answeredAt !== undefined && answeredAt >= since) {
          if (mounted) marks.set(key, answeredAt)
          return Promise.resolve()
        }
      }
      if (!mounted) marks.set(key, now())
      return deps.fetchKey(def)
    },
    sparesMount(key, shownElsewhere) {
      const since = marks.get(key)
      marks.delete(key)
      // A request in flight is joined anyway.
      if (deps.isInflight(key)) return false
      if (shownElsewhere && answeredSince(key, now() - prefetchFreshMs)) return true
      return since !== undefined && now() - since < prefetchFreshMs && answeredSince(key, since)
    },
    clear: () => marks.clear(),
  }
}
