/**
 * The engine's store: a zustand (+ immer) store of server snapshots per cache key, the log of
 * domain events and the drafts, with the clock that orders them.
 *
 * Views are never stored: a view is the snapshot folded with the live events, memoised per key,
 * and compaction drops the events every cached snapshot already reflects.
 */
import { type Draft, produce } from 'immer'
import type { SchedulerLike } from 'rxjs'
import { immer } from 'zustand/middleware/immer'
import { type StoreApi, createStore } from 'zustand/vanilla'
import type { LoggedEvent } from '@domain/events'
import { type Produce, type Projection, type SnapshotRef, compact, foldView } from '@domain/events/core'
import type { ReadName } from './external-reads'
import type { CacheKey, QueryDef } from './queries'
import type { DataState, DraftEntry, QueryResult, Snapshot } from './types'

export const immerProduce = produce as unknown as Produce

type Writable = { -readonly [K in keyof Snapshot]: Snapshot[K] }

export interface DataStore {
  readonly store: StoreApi<DataState>
  readonly scheduler: SchedulerLike
  readonly projections: readonly Projection[]
  /** Applies an immer recipe to the state. */
  readonly set: (recipe: (draft: Draft<DataState>) => void) => void
  /** The scheduler's clock (ms). */
  readonly now: () => number
  /** The clock, made strictly increasing: a request and a confirmation in the same millisecond stay ordered. */
  readonly stamp: () => number
  /** The snapshot under a key inside a recipe, writable. */
  readonly writable: (d: Draft<DataState>, key: CacheKey) => Writable | undefined
  /** Creates the key's snapshot if missing and records the definition it was asked with. */
  readonly ensureSnapshot: (d: Draft<DataState>, def: QueryDef) => void
  readonly refOf: (s: Snapshot) => SnapshotRef
  /** The snapshot with every live event projected on top (undefined before the first data). */
  readonly view: (key: CacheKey) => unknown
  /** What `useQuery` reports for a key; the same object while nothing about the key changed. */
  readonly queryResult: <T>(key: CacheKey, refetch: (key: CacheKey) => Promise<void>) => QueryResult<T>
  /** Drops the events every cached snapshot already reflects. */
  readonly runCompaction: () => void
  /** Forgets a key's memoised view and result (its snapshot was dropped). */
  readonly forget: (key: CacheKey) => void
  /** Bumped by every reset: work started in an older epoch belongs to nobody and is dropped. */
  readonly epoch: () => number
  /** Empties snapshots and events and starts a new epoch; drafts become `drafts`. */
  readonly clear: (drafts: Record<string, DraftEntry>) => void
}

export function createDataStore(options: {
  scheduler: SchedulerLike
  projections: readonly Projection[]
  drafts: Record<string, DraftEntry>
}): DataStore {
  const { scheduler, projections } = options
  const now = () => scheduler.now()
  let lastStamp = -Infinity
  const stamp = (): number => {
    const t = now()
    lastStamp = t > lastStamp ? t : lastStamp + 1 / 1024
    return lastStamp
  }

  let epoch = 0
  const store = createStore<DataState>()(immer((): DataState => ({ snapshots: {}, events: [], drafts: options.drafts })))
  const set = (recipe: (draft: Draft<DataState>) => void) => store.setState(recipe)

  const writable = (d: Draft<DataState>, key: CacheKey): Writable | undefined => d.snapshots[key]

  function ensureSnapshot(d: Draft<DataState>, def: QueryDef): void {
    const existing = d.snapshots[def.key]
    if (existing) {
      const w = existing as { op: ReadName; input: unknown }
      w.op = def.op
      w.input = def.input
      return
    }
    const created: Snapshot = { op: def.op, input: def.input, fetching: false, stale: true }
    ;(d.snapshots as Record<CacheKey, Snapshot>)[def.key] = created
  }

  const refOf = (s: Snapshot): SnapshotRef => ({
    op: s.op,
    input: s.input,
    data: s.data,
    requestedAt: s.requestedAt ?? -Infinity,
  })

  const viewMemo = new Map<CacheKey, { data: unknown; requestedAt: number | undefined; events: readonly LoggedEvent[]; view: unknown }>()

  function view(key: CacheKey): unknown {
    const state = store.getState()
    const s = state.snapshots[key]
    if (!s || s.data === undefined) return undefined
    const memo = viewMemo.get(key)
    if (memo && memo.data === s.data && memo.requestedAt === s.requestedAt && memo.events === state.events) {
      return memo.view
    }
    const v = foldView(projections, immerProduce, refOf(s), state.events)
    viewMemo.set(key, { data: s.data, requestedAt: s.requestedAt, events: state.events, view: v })
    return v
  }

  const resultMemo = new Map<CacheKey, { snapshot: Snapshot | undefined; view: unknown; result: QueryResult<unknown> }>()
  const refetchers = new Map<CacheKey, () => Promise<void>>()

  function queryResult<T>(key: CacheKey, refetch: (key: CacheKey) => Promise<void>): QueryResult<T> {
    const s = store.getState().snapshots[key]
    const v = view(key)
    const memo = resultMemo.get(key)
    if (memo && memo.snapshot === s && memo.view === v) return memo.result as QueryResult<T>
    let refetcher = refetchers.get(key)
    if (!refetcher) {
      refetcher = () => refetch(key)
      refetchers.set(key, refetcher)
    }
    const result: QueryResult<unknown> = {
      status: s?.data !== undefined ? 'success' : s?.error ? 'error' : 'loading',
      data: v,
      error: s?.error,
      isFetching: s?.fetching ?? false,
      updatedAt: s?.receivedAt,
      fromDevice: s?.fromDevice === true,
      refetch: refetcher,
    }
    resultMemo.set(key, { snapshot: s, view: v, result })
    return result as QueryResult<T>
  }

  function runCompaction(): void {
    const state = store.getState()
    if (state.events.length === 0) return
    const refs: SnapshotRef[] = []
    const inflightSince: number[] = []
    for (const s of Object.values(state.snapshots)) {
      if (s.data !== undefined) refs.push(refOf(s))
      if (s.inflightSince !== undefined) inflightSince.push(s.inflightSince)
    }
    const next = compact(projections, immerProduce, refs, state.events, inflightSince)
    if (next !== state.events) set((d) => void (d.events = next as Draft<LoggedEvent>[]))
  }

  return {
    store,
    scheduler,
    projections,
    set,
    now,
    stamp,
    writable,
    ensureSnapshot,
    refOf,
    view,
    queryResult,
    runCompaction,
    forget(key) {
      viewMemo.delete(key)
      resultMemo.delete(key)
      refetchers.delete(key)
    },
    epoch: () => epoch,
    clear(drafts) {
      epoch++
      viewMemo.clear()
      resultMemo.clear()
      refetchers.clear()
      store.setState({ snapshots: {}, events: [], drafts })
    },
  }
}
