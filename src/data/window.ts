/**
 * A window of reads: many keys of one kind shown together (the days of two weeks of activity),
 * each read like any other (its own cache key, shared with the screen that shows it alone), and
 * loaded a few at a time through their lane (./lanes.ts).
 *
 * `useWindowQuery(def)` mounts every key of the window while the component is mounted (fetched
 * on mount through the lane, refetched on focus and reconnect, dropped 5 minutes after the last
 * screen showing it is gone); when the window moves on (today changed), only the keys it gained
 * are mounted and only those it lost are let go and reports each one's result, in the declaration's order, with how
 * many have settled (answered, or failed for good) and how many failed. A failed key's own
 * `refetch` asks again; the others are not held back by it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import type { ReadName, ReadOutput } from './external-reads'
import type { QueryResult } from './engine'
import type { CacheKey, WindowDef } from './queries'
import { dataEngine } from './runtime'

export interface WindowRead<T> extends QueryResult<T> {
  readonly key: CacheKey
}

export interface WindowResult<T> {
  /** Each read's result, in the declaration's order. */
  readonly reads: readonly WindowRead<T>[]
  readonly total: number
  /** Reads answered, or failed with no answer to show. */
  readonly settled: number
  /** Reads that failed with no answer to show (each offers its `refetch`). */
  readonly failed: number
}

const noWindow: WindowResult<never> = { reads: [], total: 0, settled: 0, failed: 0 }

/** The engine's results each window result was made from. */
const sources = new WeakMap<WindowResult<unknown>, readonly QueryResult<unknown>[]>()

/** The results as a window's result; `previous` again when no read changed. */
export function windowResult<T>(keys: readonly CacheKey[], results: readonly QueryResult<T>[], previous: WindowResult<T> | null): WindowResult<T> {
  const before = previous ? sources.get(previous) : undefined
  if (previous && before && before.length === results.length && before.every((r, i) => r === results[i] && previous.reads[i]!.key === keys[i])) {
    return previous
  }
  let settled = 0
  let failed = 0
  const reads = results.map((result, i) => {
    if (result.status !== 'loading') settled++
    if (result.status === 'error') failed++
    return { ...result, key: keys[i]! }
  })
  const next = { reads, total: results.length, settled, failed }
  sources.set(next, results)
  return next
}

/** Reads a window (null: none); see the module's comment. */
export function useWindowQuery<N extends ReadName>(def: WindowDef<N> | null): WindowResult<ReadOutput<N>> {
  const engine = dataEngine()
  const key = def?.key ?? null
  const defRef = useRef(def)
  useLayoutEffect(() => {
    defRef.current = def
  })
  // Each read stays mounted while the window holds its key: a window that moves on (a new day)
  // mounts only its new reads and lets go of those it no longer holds, so the reads it keeps are
  // not asked again, and a failed one keeps its state until its own `refetch`.
  const mounted = useRef(new Map<CacheKey, () => void>())
  useEffect(() => {
    const held = mounted.current
    return () => {
      for (const unmount of held.values()) unmount()
      held.clear()
    }
  }, [engine])
  useEffect(() => {
    const held = mounted.current
    const reads = new Map((defRef.current?.reads ?? []).map((read) => [read.key, read]))
    for (const [readKey, read] of reads) if (!held.has(readKey)) held.set(readKey, engine.mount(read))
    for (const [readKey, unmount] of held) {
      if (reads.has(readKey)) continue
      unmount()
      held.delete(readKey)
    }
  }, [engine, key])
  const last = useRef<WindowResult<ReadOutput<N>> | null>(null)
  const read = useCallback((): WindowResult<ReadOutput<N>> => {
    if (!def) return noWindow
    const keys = def.reads.map((r) => r.key)
    const next = windowResult(
      keys,
      keys.map((k) => engine.queryResult<ReadOutput<N>>(k)),
      last.current,
    )
    last.current = next
    return next
  }, [engine, def])
  return useSyncExternalStore(engine.store.subscribe, read, read)
}
