/**
 * Query sync: RxJS pipelines that keep mounted queries fresh.
 *
 * - A query is fetched on mount (sharing a request already in flight for its key), polled while
 *   the page is visible (one timer per key, however many parts of the page show it), and
 *   refetched on window focus, reconnect and when the page shows again.
 * - Requests themselves (one per key, retries) are the fetcher's (fetcher.ts).
 * - Invalidating a key marks it stale and refetches it if mounted; an answer to a request that
 *   started before the invalidation is followed by a fresh request.
 * - A snapshot nobody mounts is dropped `gcTimeMs` after its last subscriber left.
 * - Offline (connectivity.ts), polling and retries pause; coming back online refetches.
 * - Idle invalidation: a debounced invalidate for screens whose quick actions the server should
 *   recount once the parent pauses.
 * All timing runs on the injected scheduler, so tests drive it on virtual time.
 */
import { NEVER, Subscription, merge, timer } from 'rxjs'
import { type CacheKey, type QueryDef, keyHasPrefix } from './queries'
import type { ReadName } from './external-reads'
import { createConnectivity } from './connectivity'
import { createFetcher } from './fetcher'
import type { QuerySync, QuerySyncOptions } from './query-sync-types'
import { createIdleInvalidation } from './idle-invalidation'
import { createPrefetcher } from './query-prefetch'
import { createScreenFirst } from './screen-first'
import type { DataStore } from './store'
import type { Snapshot } from './types'

interface Mount {
  count: number
  def: QueryDef
  /** The poll interval each polled mount asked for (one entry per mount). */
  intervals: number[]
  /** The key's one poller, at the shortest interval its mounts ask for. */
  poller: { intervalMs: number; sub: Subscription } | null
}

export function createQuerySync(core: DataStore, options: QuerySyncOptions): QuerySync {
  const { set, writable, scheduler, now } = core
  let visible = true
  const mounts = new Map<CacheKey, Mount>()
  const gcTimers = new Map<CacheKey, Subscription>()
  const lifetime = new Subscription()
  const connectivity = createConnectivity({
    network$: options.network$,
    scheduler,
    probeMs: options.probeMs,
    retry: () => refetchMounted(),
  })
  lifetime.add(() => connectivity.dispose())
  const fetcher = createFetcher(core, {
    call: options.call,
    externalReads: options.externalReads,
    retry: options.retry,
    connectivity,
    onSettled: (key) => {
      if (!mounts.has(key)) scheduleGc(key)
    },
  })

  const gone = new Set<CacheKey>()
  const screenFirst = createScreenFirst(core.epoch, scheduler)

  function forget(prefixes: readonly CacheKey[]): void {
    for (const prefix of prefixes) {
      for (const key of keysUnder(prefix)) {
        gone.add(key)
        fetcher.cancel(key)
        if (!mounts.has(key)) scheduleGc(key)
      }
    }
  }

  function fetchKey(def: QueryDef): Promise<void> {
    if (gone.has(def.key)) return Promise.resolve()
    return screenFirst.after(def.followsScreen === true, () => {
      if (!fetcher.isInflight(def.key)) cancelGc(def.key)
      return gone.has(def.key) ? Promise.resolve() : fetcher.fetch(def)
    })
  }

  /** A query asked once that has its answer (see QueryDef.once). */
  function answeredOnce(def: QueryDef): boolean {
    const s = core.store.getState().snapshots[def.key]
    return def.once === true && s !== undefined && !s.stale && !s.error && s.receivedAt !== undefined
  }

  function needsFetch(key: CacheKey): boolean {
    const s = core.store.getState().snapshots[key]
    if (!s || s.stale || s.receivedAt === undefined || s.error) return true
    return now() - s.receivedAt >= options.staleTimeMs
  }

  function cancelGc(key: CacheKey): void {
    gcTimers.get(key)?.unsubscribe()
    gcTimers.delete(key)
  }

  function scheduleGc(key: CacheKey): void {
    cancelGc(key)
    const startEpoch = core.epoch()
    const sub = scheduler.schedule(() => {
      gcTimers.delete(key)
      if (core.epoch() !== startEpoch || mounts.has(key) || fetcher.isInflight(key)) return
      gone.delete(key)
      set((d) => void delete (d.snapshots as Record<CacheKey, Snapshot>)[key])
      core.forget(key)
      core.runCompaction()
    }, options.gcTimeMs)
    gcTimers.set(key, sub)
  }

  /**
   * Polling is per key, not per mount: one timer, at the shortest interval any of the key's
   * mounts asks for, started by the first polled mount and stopped by the last.
   */
  function repoll(m: Mount): void {
    const intervalMs = m.intervals.length > 0 ? Math.min(...m.intervals) : 0
    if (m.poller?.intervalMs === intervalMs) return
    m.poller?.sub.unsubscribe()
    m.poller = null
    if (intervalMs <= 0) return
    const sub = timer(intervalMs, intervalMs, scheduler).subscribe(() => {
      if (visible && !connectivity.isOffline()) void fetchKey(m.def)
    })
    m.poller = { intervalMs, sub }
  }

  function mount<N extends ReadName>(def: QueryDef<N>): () => void {
    const key = def.key
    const mountEpoch = core.epoch()
    let m = mounts.get(key)
    if (!m) {
      gone.delete(key)
      m = { count: 0, def, intervals: [], poller: null }
      mounts.set(key, m)
    }
    m.count++
    m.def = def
    cancelGc(key)
    // A screen that mounts right after its route prefetched the key, or while another part of the
    // page shows it, shows that answer as is; a deferred one waits for its first poll, unless
    // what it has is the device's copy from an earlier visit.
    const spared = prefetcher.sparesMount(key, m.count > 1)
    const deferred = def.deferFirstFetch === true && !core.store.getState().snapshots[key]?.fromDevice
    if (needsFetch(key) && !spared && !answeredOnce(def) && !deferred) void fetchKey(def)
    const intervalMs = def.refetchIntervalMs ?? 0
    if (intervalMs > 0) {
      m.intervals.push(intervalMs)
      repoll(m)
    }
    const entry = m
    let done = false
    return () => {
      if (done) return
      done = true
      if (core.epoch() !== mountEpoch || mounts.get(key) !== entry) return
      if (intervalMs > 0) {
        entry.intervals.splice(entry.intervals.indexOf(intervalMs), 1)
        repoll(entry)
      }
      entry.count--
      if (entry.count <= 0) {
        entry.poller?.sub.unsubscribe()
        mounts.delete(key)
        if (!fetcher.isInflight(key)) scheduleGc(key)
      }
    }
  }

  function refetch(key: CacheKey): Promise<void> {
    const m = mounts.get(key)
    if (m) return fetchKey(m.def)
    const s = core.store.getState().snapshots[key]
    if (!s) return Promise.resolve()
    return fetchKey({ key, op: s.op, input: s.input as never })
  }

  const prefetcher = createPrefetcher({
    now,
    needsFetch,
    isMounted: (key) => mounts.has(key),
    isInflight: (key) => fetcher.isInflight(key),
    answeredAt: (key) => {
      const s = core.store.getState().snapshots[key]
      return s && !s.stale && !s.error ? s.receivedAt : undefined
    },
    fetchKey,
  })

  function invalidateKeys(keys: Iterable<CacheKey>): Promise<void> {
    const unique = new Set(keys)
    if (unique.size === 0) return Promise.resolve()
    for (const key of unique) fetcher.bumpGeneration(key)
    set((d) => {
      for (const key of unique) {
        const s = writable(d, key)
        if (s) s.stale = true
      }
    })
    const pending: Promise<void>[] = []
    for (const key of unique) {
      const m = mounts.get(key)
      if (m) pending.push(fetchKey(m.def))
    }
    return Promise.all(pending).then(() => undefined)
  }

  function keysUnder(prefix: CacheKey): CacheKey[] {
    const keys = new Set<CacheKey>()
    for (const key of Object.keys(core.store.getState().snapshots)) if (keyHasPrefix(key, prefix)) keys.add(key)
    for (const key of mounts.keys()) if (keyHasPrefix(key, prefix)) keys.add(key)
    return [...keys]
  }

  const idle = createIdleInvalidation(scheduler, (prefix) => void invalidateKeys(keysUnder(prefix)))

  // Window focus, reconnect, and the page becoming visible: refetch what is on screen.
  function refetchMounted(): void {
    for (const m of [...mounts.values()]) if (!answeredOnce(m.def)) void fetchKey(m.def)
  }
  lifetime.add(merge(options.focus$ ?? NEVER, options.online$ ?? NEVER).subscribe(refetchMounted))
  lifetime.add(
    (options.visible$ ?? NEVER).subscribe((isVisible) => {
      const wasVisible = visible
      visible = isVisible
      if (isVisible && !wasVisible) refetchMounted()
    }),
  )

  function stopAll(): void {
    fetcher.stopAll()
    gone.clear()
    prefetcher.clear()
    idle.clear()
    for (const m of mounts.values()) m.poller?.sub.unsubscribe()
    for (const t of gcTimers.values()) t.unsubscribe()
    gcTimers.clear()
    mounts.clear()
  }

  return {
    mount,
    fetch: fetchKey,
    refetch,
    prefetch: prefetcher.prefetch,
    invalidate: (prefix) => invalidateKeys(keysUnder(prefix)),
    invalidateKeys,
    invalidateWhenIdle: idle.invalidateWhenIdle,
    flushIdle: idle.flushIdle,
    forget,
    keysUnder,
    mountedKeys: () => [...mounts.keys()],
    connectivity,
    holdFollowers: screenFirst.hold,
    screenDrawn: screenFirst.drawn,
    stopAll,
    dispose: () => lifetime.unsubscribe(),
  }
}
