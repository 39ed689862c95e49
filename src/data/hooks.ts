/** React bindings of the data engine: useQuery, useCachedQuery, useCachedValue, useDraft, useInvalidateWhenIdle, useOffline (commands: use-command.ts). */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { ReadName, ReadOutput } from './external-reads'
import type { CacheKey, QueryDef } from './queries'
import type { QueryResult } from './engine'
import { dataEngine } from './runtime'

const disabledRefetch = () => Promise.resolve()
const disabled: QueryResult<never> = {
  status: 'loading',
  data: undefined,
  error: undefined,
  isFetching: false,
  updatedAt: undefined,
  fromDevice: false,
  refetch: disabledRefetch,
}

/**
 * Reads a query (a `queries.*` definition; null = disabled). While mounted it is fetched on mount,
 * polled at its interval, refetched on focus and reconnect. `data` is the view: the snapshot with
 * every live domain event on top.
 */
export function useQuery<N extends ReadName>(def: QueryDef<N> | null): QueryResult<ReadOutput<N>> {
  const engine = dataEngine()
  const key = def?.key ?? null
  // The latest definition for the mount effect, which re-runs only when the key or interval changes.
  const defRef = useRef(def)
  useLayoutEffect(() => {
    defRef.current = def
  })
  const interval = def?.refetchIntervalMs
  useEffect(() => {
    const current = defRef.current
    if (!current) return
    return engine.mount(current)
  }, [engine, key, interval])
  const read = useCallback(() => (key === null ? disabled : engine.queryResult<ReadOutput<N>>(key)), [engine, key])
  return useSyncExternalStore(engine.store.subscribe, read, read)
}

/**
 * Reads what the cache holds for a query without asking for it (null = nothing): the answer
 * another part of the page fetched, e.g. the frame reading the pending requests Home's widgets
 * carry. Never fetches, polls or keeps the key.
 */
export function useCachedQuery<N extends ReadName>(def: QueryDef<N> | null): QueryResult<ReadOutput<N>> {
  const engine = dataEngine()
  const key = def?.key ?? null
  const read = useCallback(() => (key === null ? disabled : engine.queryResult<ReadOutput<N>>(key)), [engine, key])
  return useSyncExternalStore(engine.store.subscribe, read, read)
}

/** What the cache holds, for `useCachedValue`: a key's view, and whether a draft is of an entity not saved yet. */
export interface CacheReader {
  readonly view: (key: CacheKey) => unknown
  readonly isNewDraft: (key: string) => boolean
}

/**
 * A value `read` derives from what the cache holds (never fetching anything), re-rendering when it
 * changes: it should be a text or a number, or stay the same object while unchanged.
 */
export function useCachedValue<T>(read: (cache: CacheReader) => T): T {
  const engine = dataEngine()
  const value = () => read({ view: engine.view, isNewDraft: (key) => engine.store.getState().drafts[key]?.isNew === true })
  return useSyncExternalStore(engine.store.subscribe, value, value)
}

export interface DraftHandle<T> {
  /** The draft, or `original` when no edit was made. */
  readonly value: T | undefined
  readonly original: T | undefined
  /** The draft differs (deeply) from the original it was started from. */
  readonly changed: boolean
  /** An immer recipe; the first edit starts the draft from `original`. */
  readonly update: (recipe: (draft: T) => void) => void
  /** After a successful save: the draft (or `saved`) becomes the original. */
  readonly commit: (saved?: T) => void
  readonly discard: () => void
}

/** An edit in progress, kept in the store and in localStorage (keys like `child/{id}`). */
export function useDraft<T>(key: string, original: T | undefined): DraftHandle<T> {
  const engine = dataEngine()
  const read = useCallback(() => engine.store.getState().drafts[key], [engine, key])
  const entry = useSyncExternalStore(engine.store.subscribe, read, read)
  const originalRef = useRef(original)
  useLayoutEffect(() => {
    originalRef.current = original
  })
  useEffect(() => {
    engine.draftSettle(key, original)
  }, [engine, key, original, entry])
  const update = useCallback((recipe: (draft: T) => void) => engine.draftUpdate(key, originalRef.current, recipe), [engine, key])
  const commit = useCallback((saved?: T) => engine.draftCommit(key, originalRef.current, saved), [engine, key])
  const discard = useCallback(() => engine.draftDiscard(key), [engine, key])
  return useMemo(
    () => ({
      value: (entry ? entry.value : original) as T | undefined,
      original: (entry ? entry.base : original) as T | undefined,
      changed: entry?.changed ?? false,
      update,
      commit,
      discard,
    }),
    [entry, original, update, commit, discard],
  )
}

export interface IdleInvalidation {
  /** (Re)starts the wait: the prefixes are invalidated once `delayMs` passed without another call. */
  readonly soon: () => void
  /** Invalidates now if a wait is pending. */
  readonly flush: () => void
}

/**
 * A debounced invalidate on the engine's clock: after a burst of quick actions, the server's own
 * data is asked for once the parent pauses, and at the latest when the component unmounts.
 */
export function useInvalidateWhenIdle(prefixes: readonly CacheKey[], delayMs: number): IdleInvalidation {
  const engine = dataEngine()
  const id = useId()
  const latest = useRef(prefixes)
  useEffect(() => {
    latest.current = prefixes
  }, [prefixes])
  useEffect(() => () => engine.flushIdleInvalidation(id), [engine, id])
  return useMemo(
    () => ({
      soon: () => engine.invalidateWhenIdle(id, latest.current, delayMs),
      flush: () => engine.flushIdleInvalidation(id),
    }),
    [engine, id, delayMs],
  )
}

/** The server cannot be reached right now (no network, or requests find no server). */
export function useOffline(): boolean {
  const engine = dataEngine()
  return useSyncExternalStore(engine.subscribeOffline, engine.isOffline, engine.isOffline)
}

/**
 * Tells the engine once the screen has been drawn with its route's data (`started`: the queries
 * its route starts): when each has its answer from the server, or failed, and the browser is idle
 * again (a deferred render and the paint come first). The frame's queries, which follow the
 * screen, go then.
 */
export function useScreenDrawn(started: readonly QueryDef[]): void {
  const engine = dataEngine()
  const keys = started.map((def) => def.key).join('\n')
  const read = useCallback(() => {
    const snapshots = engine.store.getState().snapshots
    const answers = keys.split('\n').map((key) => snapshots[key])
    const allIn = keys !== '' && answers.every((s) => s !== undefined && !s.fromDevice && (s.receivedAt !== undefined || s.error !== undefined))
    return allIn ? answers.map((s) => `${s?.receivedAt ?? 'failed'}`).join(' ') : ''
  }, [engine, keys])
  const answered = useSyncExternalStore(engine.store.subscribe, read, read)
  useEffect(() => {
    if (answered === '' || typeof window === 'undefined') return
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => engine.screenDrawn(), { timeout: 1_000 })
    else setTimeout(() => engine.screenDrawn(), 0)
  }, [engine, answered])
}
