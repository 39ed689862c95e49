/**
 * The data engine: a zustand (+ immer) store of server snapshots, the domain-event log and
 * drafts, kept in sync with the API by RxJS pipelines.
 *
 * - Snapshots live under the spec's cache keys (spec §7) with data, requestedAt, receivedAt,
 *   error and fetching. Views are never stored: a view is the snapshot folded with the live
 *   events (domain/events/core.ts), memoised per key.
 * - Mounted queries fetch on mount, poll at their interval, refetch on focus and reconnect,
 *   retry 3 times with backoff and share one request per key. Mutations are never retried.
 * - Time comes from an RxJS scheduler and focus / online from observables, all injected, so
 *   tests run on virtual time.
 */
import { type Draft, produce } from 'immer'
import {
  NEVER,
  type Observable,
  type SchedulerLike,
  Subscription,
  asyncScheduler,
  defer,
  from,
  map,
  merge,
  retry,
  throwError,
  timer,
} from 'rxjs'
import { immer } from 'zustand/middleware/immer'
import { type StoreApi, createStore } from 'zustand/vanilla'
import { type ClientError, type Result, errorMessage, fail, toClientError } from '@domain/errors'
import { type DomainEvent, type LoggedEvent, projections as allProjections } from '@domain/events'
import {
  type Produce,
  type Projection,
  type SnapshotRef,
  compact,
  foldView,
  keysChangedBy,
} from '@domain/events/core'
import type { OperationInput, OperationName, OperationOutput } from '@domain/operations'
import { type CacheKey, type QueryDef, keyHasPrefix, queryRetry, retryDelayMs } from '@domain/queries'
import type { Call } from '../api/client'
import type { StorageLike } from '../api/storage'
import { deepEqual } from './equal'
import { type ErrorDialogSink, errorDialog as appErrorDialog, takesErrorDialog } from './error-dialog'
import type { Toaster } from './toasts'

// ── state ───────────────────────────────────────────────────────────────────────────────────

export interface Snapshot {
  readonly op: OperationName
  readonly input: unknown
  /** The last data the server sent (absent until the first success). */
  readonly data?: unknown
  /** When the request that produced `data` started (store clock, ms). */
  readonly requestedAt?: number
  readonly receivedAt?: number
  /** The last error; kept alongside older data. Cleared by a success. */
  readonly error?: ClientError
  readonly fetching: boolean
  /** Start of the attempt now in flight. */
  readonly inflightSince?: number
  /** Invalidated: refetch on next use. */
  readonly stale: boolean
}

export interface DraftEntry {
  /** The original the draft was started from. */
  readonly base: unknown
  readonly value: unknown
  /** value is deeply different from base. */
  readonly changed: boolean
  /** Set by commit: the original the screen had then; the entry yields once that changes. */
  readonly committed?: { readonly from: unknown }
}

export interface DataState {
  readonly snapshots: Readonly<Record<CacheKey, Snapshot>>
  readonly events: readonly LoggedEvent[]
  readonly drafts: Readonly<Record<string, DraftEntry>>
}

export type RequestState = 'idle' | 'ongoing' | 'succeeded' | 'failed'

export interface QueryResult<T> {
  /** 'success' once any snapshot exists (even while refetching). */
  readonly status: 'loading' | 'error' | 'success'
  /** The view: server snapshot with every live domain event projected on top. */
  readonly data: T | undefined
  /** The last error (kept alongside stale data). */
  readonly error: ClientError | undefined
  readonly isFetching: boolean
  /** When the data was received (store clock, ms). */
  readonly updatedAt: number | undefined
  refetch(): Promise<void>
}

export interface MutationToast {
  /** The stem that takes 'ing': 'sav' → 'Saving child...'. */
  readonly verb: string
  readonly entity: string
  /** 'saved' → 'Child saved!'. */
  readonly verbPast: string
  /** The verb in 'Failed to {verb} {entity}' when the stem rule gets it wrong. */
  readonly failVerb?: string
}

export interface MutationOptions {
  /**
   * Appended 'pending' at once, 'confirmed' on success, rolled back on failure (with an error
   * toast, or the error dialog when the entity is gone).
   */
  readonly event?: DomainEvent
  /** Prefixes refetched after the mutation settles (not after a logged-out failure). */
  readonly invalidate?: readonly CacheKey[]
  readonly toast?: MutationToast
}

export interface EngineOptions {
  readonly call: Call
  readonly scheduler?: SchedulerLike
  readonly focus$?: Observable<unknown>
  readonly online$?: Observable<unknown>
  /** Page visibility: polling pauses while hidden and catches up when visible again. */
  readonly visible$?: Observable<boolean>
  readonly newId?: () => string
  /** Query retries (spec §7): 3 with backoff; `{count: 0}` where retries are off. */
  readonly retry?: { readonly count: number; readonly delayMs: (attempt: number) => number }
  /** Unused snapshots are dropped this long after their last subscriber leaves (default 5 min). */
  readonly gcTimeMs?: number
  /** A snapshot younger than this is not refetched on mount (default 0: always refetch). */
  readonly staleTimeMs?: number
  /** Where drafts persist (localStorage in the browser); null = not persisted. */
  readonly draftStorage?: StorageLike | null
  readonly draftStorageKey?: string
  readonly toaster?: Toaster
  /**
   * Where a failure that would toast goes instead when the entity is gone (notFound, spec §8):
   * the error dialog. Default: the app's dialog (error-dialog.ts).
   */
  readonly errorDialog?: ErrorDialogSink
  readonly projections?: readonly Projection[]
}

export interface DataEngine {
  readonly store: StoreApi<DataState>
  readonly scheduler: SchedulerLike
  /** Starts syncing a query while mounted; returns the unmount function. */
  mount<N extends OperationName>(def: QueryDef<N>): () => void
  /** Fetches now (sharing a request already in flight). */
  fetch<N extends OperationName>(def: QueryDef<N>): Promise<void>
  /** Refetches a cached key (its last definition). */
  refetch(key: CacheKey): Promise<void>
  /** Fetches unless fresh; the snapshot is kept for gcTimeMs if nobody mounts it. */
  prefetch<N extends OperationName>(def: QueryDef<N>): Promise<void>
  /** Marks every cached key under the prefix stale and refetches the mounted ones. */
  invalidate(prefix: CacheKey): Promise<void>
  runMutation<N extends OperationName>(
    op: N,
    input: OperationInput<N>,
    options?: MutationOptions,
  ): Promise<Result<OperationOutput<N>>>
  view(key: CacheKey): unknown
  queryResult<T = unknown>(key: CacheKey): QueryResult<T>
  draftUpdate<T>(key: string, original: T | undefined, recipe: (draft: T) => void): void
  draftCommit<T>(key: string, original: T | undefined, saved?: T): void
  draftDiscard(key: string): void
  /** Drops a committed, unchanged draft once the screen's original moved on. */
  draftSettle(key: string, original: unknown): void
  /** Forgets everything: snapshots, events, drafts (also persisted), subscriptions, requests. */
  reset(): void
  /** Keys mounted right now (diagnostics, tests). */
  mountedKeys(): CacheKey[]
}

const immerProduce = produce as unknown as Produce

class QueryFailure {
  constructor(readonly error: ClientError) {}
}

const errorOf = (thrown: unknown): ClientError =>
  thrown instanceof QueryFailure ? thrown.error : toClientError(thrown)

const capitalize = (s: string): string => (s === '' ? s : s[0]!.toUpperCase() + s.slice(1))

const vowels = new Set(['a', 'e', 'i', 'o', 'u'])

/** 'sav' → 'save', 'delet' → 'delete', 'creat' → 'create', 'request' → 'request', 'load' → 'load'. */
export function failVerbOf(t: MutationToast): string {
  if (t.failVerb) return t.failVerb
  const v = t.verb.toLowerCase()
  const [a, b, c] = [v.at(-3), v.at(-2), v.at(-1)]
  const consonant = (x: string | undefined) => x !== undefined && /[a-z]/.test(x) && !vowels.has(x)
  const cvc = consonant(c) && !'wxy'.includes(c!) && b !== undefined && vowels.has(b) && (a === undefined || !vowels.has(a))
  // creat(e), updat(e), activat(e)
  const at = v.endsWith('at') && v.length > 3
  return cvc || at ? `${t.verb}e` : t.verb
}

export const toastTexts = (t: MutationToast) => ({
  loading: `${capitalize(t.verb)}ing ${t.entity}...`,
  success: `${capitalize(t.entity)} ${t.verbPast}!`,
  error: `Failed to ${failVerbOf(t)} ${t.entity}`,
})

const noopToaster: Toaster = {
  loading: () => '',
  success: () => '',
  error: () => '',
  dismiss: () => undefined,
}

interface Inflight {
  readonly generation: number
  readonly promise: Promise<void>
  readonly resolve: () => void
  subscription: Subscription
  followUp?: Promise<void>
}

interface Mount {
  count: number
  def: QueryDef
}

export function createDataEngine(options: EngineOptions): DataEngine {
  const scheduler = options.scheduler ?? asyncScheduler
  const now = () => scheduler.now()
  // Order stamps (request starts, confirmations): the clock, made strictly increasing so that a
  // request and a confirmation in the same millisecond are still ordered as they happened.
  let lastStamp = -Infinity
  const stamp = (): number => {
    const t = now()
    lastStamp = t > lastStamp ? t : lastStamp + 1 / 1024
    return lastStamp
  }
  const projections = options.projections ?? allProjections
  const retryPolicy = options.retry ?? { count: queryRetry.count, delayMs: retryDelayMs }
  const gcTimeMs = options.gcTimeMs ?? 5 * 60_000
  const staleTimeMs = options.staleTimeMs ?? 0
  const toaster = options.toaster ?? noopToaster
  const errorDialog = options.errorDialog ?? appErrorDialog
  const draftStorage = options.draftStorage ?? null
  const draftKey = options.draftStorageKey ?? 'gatehouse.drafts'
  let idCounter = 0
  const newId = options.newId ?? (() => `event-${++idCounter}`)
  const callApi = options.call

  const store = createStore<DataState>()(
    immer(() => ({ snapshots: {}, events: [], drafts: loadDrafts() }) as DataState),
  )
  const set = (recipe: (draft: Draft<DataState>) => void) => store.setState(recipe as never)

  let epoch = 0
  let visible = true
  const inflight = new Map<CacheKey, Inflight>()
  const generations = new Map<CacheKey, number>()
  const mounts = new Map<CacheKey, Mount>()
  const pollers = new Set<Subscription>()
  const gcTimers = new Map<CacheKey, Subscription>()
  const lifetime = new Subscription()

  // ── drafts persistence ──────────────────────────────────────────────────────────────────

  function loadDrafts(): Record<string, DraftEntry> {
    if (!draftStorage) return {}
    try {
      const text = draftStorage.getItem(draftKey)
      if (!text) return {}
      const parsed = JSON.parse(text) as unknown
      if (typeof parsed !== 'object' || parsed === null) return {}
      const drafts: Record<string, DraftEntry> = {}
      for (const [key, entry] of Object.entries(parsed as Record<string, { base?: unknown; value?: unknown }>)) {
        if (typeof entry !== 'object' || entry === null || !('value' in entry)) continue
        drafts[key] = { base: entry.base, value: entry.value, changed: !deepEqual(entry.value, entry.base) }
      }
      return drafts
    } catch {
      return {}
    }
  }

  let persistedDrafts = store.getState().drafts
  function persistDrafts(drafts: DataState['drafts']): void {
    if (!draftStorage || drafts === persistedDrafts) return
    persistedDrafts = drafts
    const kept: Record<string, { base: unknown; value: unknown }> = {}
    for (const [key, entry] of Object.entries(drafts)) if (entry.changed) kept[key] = { base: entry.base, value: entry.value }
    try {
      if (Object.keys(kept).length === 0) draftStorage.removeItem(draftKey)
      else draftStorage.setItem(draftKey, JSON.stringify(kept))
    } catch {
      /* storage full or refused: drafts still live in memory */
    }
  }
  store.subscribe((state) => persistDrafts(state.drafts))

  // ── views ───────────────────────────────────────────────────────────────────────────────

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

  function queryResult<T>(key: CacheKey): QueryResult<T> {
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
      refetch: refetcher,
    }
    resultMemo.set(key, { snapshot: s, view: v, result })
    return result as QueryResult<T>
  }

  // ── compaction ──────────────────────────────────────────────────────────────────────────

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

  // ── fetching ────────────────────────────────────────────────────────────────────────────

  const generation = (key: CacheKey) => generations.get(key) ?? 0

  function ensureSnapshot(d: Draft<DataState>, def: QueryDef): Snapshot {
    const existing = d.snapshots[def.key]
    if (existing) {
      const w = existing as { op: OperationName; input: unknown }
      w.op = def.op
      w.input = def.input
      return existing
    }
    const created: Snapshot = { op: def.op, input: def.input, fetching: false, stale: true }
    ;(d.snapshots as Record<CacheKey, Snapshot>)[def.key] = created
    return created
  }

  type W = { -readonly [K in keyof Snapshot]: Snapshot[K] }
  const writable = (d: Draft<DataState>, key: CacheKey) => d.snapshots[key] as W | undefined

  function fetchKey(def: QueryDef): Promise<void> {
    const key = def.key
    const current = inflight.get(key)
    if (current) {
      if (current.generation === generation(key)) return current.promise
      // Invalidated while in flight: that answer may predate the change; ask again after it,
      // unless the engine was reset (logout) meanwhile: that request belongs to nobody now.
      const queuedEpoch = epoch
      current.followUp ??= current.promise.then(() => (epoch === queuedEpoch ? fetchKey(def) : undefined))
      return current.followUp
    }
    const startEpoch = epoch
    const startGeneration = generation(key)
    cancelGc(key)
    set((d) => {
      ensureSnapshot(d, def)
      writable(d, key)!.fetching = true
    })

    let attemptStartedAt = now()
    const attempt$ = defer(() => {
      attemptStartedAt = stamp()
      const startedAt = attemptStartedAt
      set((d) => {
        const s = writable(d, key)
        if (s) s.inflightSince = startedAt
      })
      // Called synchronously (an unsubscribed attempt sends nothing); a throw becomes a rejection.
      return from((async () => callApi(def.op, def.input as never))())
    }).pipe(
      map((result) => {
        if (epoch === startEpoch) {
          set((d) => {
            const s = writable(d, key)
            if (s) delete s.inflightSince
          })
        }
        if (!result.ok) throw new QueryFailure(result.error)
        return result.value as unknown
      }),
    )

    let resolve!: () => void
    const promise = new Promise<void>((r) => (resolve = r))
    const entry: Inflight = { generation: startGeneration, promise, resolve, subscription: new Subscription() }
    inflight.set(key, entry)
    const finish = () => {
      if (inflight.get(key) === entry) inflight.delete(key)
      resolve()
      if (epoch === startEpoch && !mounts.has(key)) scheduleGc(key)
    }
    entry.subscription = attempt$
      .pipe(
        retry({
          count: retryPolicy.count,
          delay: (thrown, attempt) => {
            const error = errorOf(thrown)
            // A logged-out parent stays logged out: retrying only repeats the redirect.
            if (error.type === 'loggedOut' || epoch !== startEpoch) return throwError(() => thrown)
            return timer(retryPolicy.delayMs(attempt), scheduler)
          },
        }),
      )
      .subscribe({
        next: (data) => {
          if (epoch !== startEpoch) return
          const requestedAt = attemptStartedAt
          set((d) => {
            const s = writable(d, key)
            if (!s) return
            s.data = data
            s.requestedAt = requestedAt
            s.receivedAt = now()
            delete s.error
            s.fetching = false
            delete s.inflightSince
            s.stale = generation(key) !== startGeneration
          })
          runCompaction()
        },
        error: (thrown) => {
          if (epoch === startEpoch) {
            const error = errorOf(thrown)
            set((d) => {
              const s = writable(d, key)
              if (!s) return
              s.error = error
              s.fetching = false
              delete s.inflightSince
            })
            runCompaction()
          }
          finish()
        },
        complete: finish,
      })
    return promise
  }

  function needsFetch(key: CacheKey): boolean {
    const s = store.getState().snapshots[key]
    if (!s || s.stale || s.receivedAt === undefined || s.error) return true
    return now() - s.receivedAt >= staleTimeMs
  }

  function cancelGc(key: CacheKey): void {
    gcTimers.get(key)?.unsubscribe()
    gcTimers.delete(key)
  }

  function scheduleGc(key: CacheKey): void {
    cancelGc(key)
    const startEpoch = epoch
    const sub = scheduler.schedule(() => {
      gcTimers.delete(key)
      if (epoch !== startEpoch || mounts.has(key) || inflight.has(key)) return
      set((d) => void delete (d.snapshots as Record<CacheKey, Snapshot>)[key])
      viewMemo.delete(key)
      resultMemo.delete(key)
      refetchers.delete(key)
      runCompaction()
    }, gcTimeMs)
    gcTimers.set(key, sub)
  }

  function mount<N extends OperationName>(def: QueryDef<N>): () => void {
    const key = def.key
    const mountEpoch = epoch
    let m = mounts.get(key)
    if (!m) {
      m = { count: 0, def }
      mounts.set(key, m)
    }
    m.count++
    m.def = def
    cancelGc(key)
    if (needsFetch(key)) void fetchKey(def)
    let poller: Subscription | null = null
    if (def.refetchIntervalMs !== undefined && def.refetchIntervalMs > 0) {
      const entry = m
      poller = timer(def.refetchIntervalMs, def.refetchIntervalMs, scheduler).subscribe(() => {
        if (visible) void fetchKey(entry.def)
      })
      pollers.add(poller)
    }
    let done = false
    return () => {
      if (done) return
      done = true
      if (poller) {
        poller.unsubscribe()
        pollers.delete(poller)
      }
      if (epoch !== mountEpoch) return
      const current = mounts.get(key)
      if (!current) return
      current.count--
      if (current.count <= 0) {
        mounts.delete(key)
        if (!inflight.has(key)) scheduleGc(key)
      }
    }
  }

  function refetch(key: CacheKey): Promise<void> {
    const m = mounts.get(key)
    if (m) return fetchKey(m.def)
    const s = store.getState().snapshots[key]
    if (!s) return Promise.resolve()
    return fetchKey({ key, op: s.op, input: s.input as never })
  }

  function prefetch<N extends OperationName>(def: QueryDef<N>): Promise<void> {
    if (!needsFetch(def.key)) return Promise.resolve()
    return fetchKey(def)
  }

  function invalidateKeys(keys: Iterable<CacheKey>): Promise<void> {
    const unique = new Set(keys)
    if (unique.size === 0) return Promise.resolve()
    for (const key of unique) generations.set(key, generation(key) + 1)
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
    for (const key of Object.keys(store.getState().snapshots)) if (keyHasPrefix(key, prefix)) keys.add(key)
    for (const key of mounts.keys()) if (keyHasPrefix(key, prefix)) keys.add(key)
    return [...keys]
  }

  const invalidate = (prefix: CacheKey): Promise<void> => invalidateKeys(keysUnder(prefix))

  // Window focus, reconnect, and the page becoming visible: refetch what is on screen.
  const refetchMounted = () => {
    for (const m of [...mounts.values()]) void fetchKey(m.def)
  }
  lifetime.add(merge(options.focus$ ?? NEVER, options.online$ ?? NEVER).subscribe(refetchMounted))
  lifetime.add(
    (options.visible$ ?? NEVER).subscribe((isVisible) => {
      const wasVisible = visible
      visible = isVisible
      if (isVisible && !wasVisible) refetchMounted()
    }),
  )

  // ── mutations ───────────────────────────────────────────────────────────────────────────

  async function runMutation<N extends OperationName>(
    op: N,
    input: OperationInput<N>,
    mutation: MutationOptions = {},
  ): Promise<Result<OperationOutput<N>>> {
    const startEpoch = epoch
    const texts = mutation.toast ? toastTexts(mutation.toast) : null
    const toastId = texts ? toaster.loading(texts.loading) : undefined
    let eventId: string | undefined
    if (mutation.event) {
      const id = newId()
      eventId = id
      const logged: LoggedEvent = { id, at: stamp(), status: 'pending', event: mutation.event }
      set((d) => void (d.events as LoggedEvent[]).push(logged as never))
    }

    let result: Result<OperationOutput<N>>
    try {
      result = await callApi(op, input)
    } catch (thrown) {
      result = fail(toClientError(thrown))
    }
    if (epoch !== startEpoch) {
      if (toastId) toaster.dismiss(toastId)
      return result
    }

    const toRefetch = new Set<CacheKey>()
    if (result.ok) {
      if (eventId !== undefined) {
        const id = eventId
        const state = store.getState()
        const snaps = new Map<CacheKey, SnapshotRef>()
        for (const [key, s] of Object.entries(state.snapshots)) if (s.data !== undefined) snaps.set(key, refOf(s))
        for (const key of keysChangedBy(projections, immerProduce, snaps, state.events, id)) toRefetch.add(key)
        const confirmedAt = stamp()
        set((d) => {
          const e = d.events.find((x) => x.id === id) as { status: string; confirmedAt?: number } | undefined
          if (e) {
            e.status = 'confirmed'
            e.confirmedAt = confirmedAt
          }
        })
        runCompaction()
      }
      if (texts) toaster.success(texts.success, toastId)
    } else {
      if (eventId !== undefined) {
        const id = eventId
        // Rolled back: the view is exactly what it would have been without it.
        set((d) => void (d.events = d.events.filter((x) => x.id !== id)))
        runCompaction()
      }
      if (takesErrorDialog(result.error) && (texts || eventId !== undefined)) {
        // The entity is gone: a dialog instead of the error toast.
        if (toastId) toaster.dismiss(toastId)
        errorDialog.show(result.error)
      } else if (texts) toaster.error(texts.error, toastId)
      else if (eventId !== undefined && result.error.type !== 'loggedOut') toaster.error(errorMessage(result.error))
    }
    if (result.ok || result.error.type !== 'loggedOut') {
      for (const prefix of mutation.invalidate ?? []) for (const key of keysUnder(prefix)) toRefetch.add(key)
    }
    void invalidateKeys(toRefetch)
    return result
  }

  // ── drafts ──────────────────────────────────────────────────────────────────────────────

  function draftUpdate<T>(key: string, original: T | undefined, recipe: (draft: T) => void): void {
    const entry = store.getState().drafts[key]
    const base = entry ? entry.base : original
    const current = entry ? entry.value : original
    if (current === undefined) return
    const value = immerProduce(current as T, recipe)
    if (value === current) return
    if (!entry && deepEqual(value, base)) return
    const next: DraftEntry = entry?.committed
      ? { base, value, changed: !deepEqual(value, base), committed: entry.committed }
      : { base, value, changed: !deepEqual(value, base) }
    set((d) => {
      ;(d.drafts as Record<string, DraftEntry>)[key] = next as never
    })
  }

  function draftCommit<T>(key: string, original: T | undefined, saved?: T): void {
    const entry = store.getState().drafts[key]
    const value = saved !== undefined ? saved : entry ? entry.value : original
    set((d) => {
      ;(d.drafts as Record<string, DraftEntry>)[key] = { base: value, value, changed: false, committed: { from: original } } as never
    })
  }

  function draftDiscard(key: string): void {
    if (!(key in store.getState().drafts)) return
    set((d) => void delete (d.drafts as Record<string, DraftEntry>)[key])
  }

  function draftSettle(key: string, original: unknown): void {
    const entry = store.getState().drafts[key]
    if (!entry || entry.changed) return
    const yieldNow = !entry.committed || deepEqual(original, entry.base) || !deepEqual(original, entry.committed.from)
    if (yieldNow) draftDiscard(key)
  }

  // ── reset ───────────────────────────────────────────────────────────────────────────────

  function reset(): void {
    epoch++
    const stopped = [...inflight.values()]
    inflight.clear()
    for (const f of stopped) {
      f.subscription.unsubscribe()
      f.resolve()
    }
    for (const p of pollers) p.unsubscribe()
    pollers.clear()
    for (const t of gcTimers.values()) t.unsubscribe()
    gcTimers.clear()
    mounts.clear()
    generations.clear()
    viewMemo.clear()
    resultMemo.clear()
    refetchers.clear()
    store.setState({ snapshots: {}, events: [], drafts: {} })
    if (draftStorage) {
      try {
        draftStorage.removeItem(draftKey)
      } catch {
        /* nothing to remove */
      }
    }
  }

  return {
    store,
    scheduler,
    mount,
    fetch: fetchKey,
    refetch,
    prefetch,
    invalidate,
    runMutation,
    view,
    queryResult,
    draftUpdate,
    draftCommit,
    draftDiscard,
    draftSettle,
    reset,
    mountedKeys: () => [...mounts.keys()],
  }
}
