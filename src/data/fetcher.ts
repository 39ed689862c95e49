/**
 * The request pipeline of one cache key: at most one request per key at a time, retried with
 * backoff as the retry policy allows, its answer written to the key's snapshot.
 *
 * - A fetch while a request for the key is in flight shares it; after the key was invalidated,
 *   it waits for that answer (which may predate the change) and then asks again.
 * - Only failures retrying can fix are retried (network, timeouts, 5xx, 408, 429: see
 *   src/api/failure-classes.ts); a 4xx, an invalid body or an ended session is shown at once.
 *   While offline, retries pause.
 * - Work started before a reset (logout) never writes into the emptied store.
 * - A key with a lane (`QueryDef.lane`) waits for a place in it before each attempt (lanes.ts).
 * - An external read (external-reads.ts) asks its loader, not the API, and tells connectivity
 *   nothing; without a loader it fails.
 */
import { Subscription, defer, from, map, retry, throwError, timer } from 'rxjs'
import { type ClientError, type Result, errorIds, toClientError } from '@domain/api/errors'
import { isRetryable } from '../api/failure-classes'
import type { CacheKey, QueryDef } from './queries'
import type { Call } from '../api/client'
import { type ExternalLoaders, isExternalRead } from './external-reads'
import { createLanes } from './lanes'
import type { DataStore } from './store'

export interface RetryPolicy {
  readonly count: number
  readonly delayMs: (attempt: number) => number
}

export interface Fetcher {
  /** Fetches the key now, sharing a request in flight. Resolves when it settled (never rejects). */
  readonly fetch: (def: QueryDef) => Promise<void>
  readonly isInflight: (key: CacheKey) => boolean
  /** Drops the request in flight for the key, if any: its answer is not wanted any more. */
  readonly cancel: (key: CacheKey) => void
  /** Answers to requests started before this are not the latest: the key stays stale. */
  readonly bumpGeneration: (key: CacheKey) => void
  /** Stops every request (the store is being emptied). */
  readonly stopAll: () => void
}

class QueryFailure extends Error {
  constructor(readonly error: ClientError) {
    super(error.debugMessage ?? error.type ?? 'query failed')
  }
}

const errorOf = (thrown: unknown): ClientError => (thrown instanceof QueryFailure ? thrown.error : toClientError(thrown))

interface Inflight {
  readonly generation: number
  readonly promise: Promise<void>
  readonly resolve: () => void
  subscription: Subscription
  followUp?: Promise<void>
}

export function createFetcher(
  core: DataStore,
  options: {
    readonly call: Call
    readonly externalReads?: ExternalLoaders | undefined
    readonly retry: RetryPolicy
    /** Called when a request for the key settled (success or final failure). */
    readonly onSettled: (key: CacheKey) => void
    /** Told whether each answer came from the server or the server could not be reached. */
    readonly connectivity?: { markReachable(): void; markUnreachable(): void; isOffline(): boolean }
  },
): Fetcher {
  const { set, writable, scheduler, now } = core
  const inflight = new Map<CacheKey, Inflight>()
  const generations = new Map<CacheKey, number>()
  const generation = (key: CacheKey) => generations.get(key) ?? 0
  const lanes = createLanes()

  async function readExternal(def: QueryDef): Promise<Result<unknown>> {
    const load = options.externalReads?.[def.op as keyof ExternalLoaders] as ((input: unknown) => Promise<unknown>) | undefined
    if (!load) return { ok: false, error: toClientError(new Error(`No loader for ${def.op}`)) }
    try {
      return { ok: true, value: await load(def.input) }
    } catch (thrown) {
      return { ok: false, error: toClientError(thrown) }
    }
  }

  function fetchKey(def: QueryDef): Promise<void> {
    const key = def.key
    const current = inflight.get(key)
    if (current) {
      if (current.generation === generation(key)) return current.promise
      // Invalidated while in flight: that answer may predate the change; ask again after it,
      // unless the engine was reset (logout) meanwhile: that request belongs to nobody now.
      const queuedEpoch = core.epoch()
      current.followUp ??= current.promise.then(() => (core.epoch() === queuedEpoch ? fetchKey(def) : undefined))
      return current.followUp
    }
    const startEpoch = core.epoch()
    const isCurrent = () => core.epoch() === startEpoch
    const external = isExternalRead(def.op)
    const startGeneration = generation(key)
    set((d) => {
      core.ensureSnapshot(d, def)
      writable(d, key)!.fetching = true
    })

    let attemptStartedAt = now()
    // Each attempt waits for a place in the key's lane, if it has one (retries queue again).
    const attempt$ = lanes
      .through(
        def.lane,
        defer(() => {
          attemptStartedAt = core.stamp()
          const startedAt = attemptStartedAt
          set((d) => {
            const s = writable(d, key)
            if (s) s.inflightSince = startedAt
          })
          // Called synchronously (an unsubscribed attempt sends nothing); a throw becomes a rejection.
          const send = (): Promise<Result<unknown>> => (external ? readExternal(def) : options.call(def.op, def.input))
          return from((async () => send())())
        }),
      )
      .pipe(
        map((result) => {
          if (isCurrent()) {
            set((d) => {
              const s = writable(d, key)
              if (s) delete s.inflightSince
            })
          }
          if (!external && (result.ok || result.error.id !== errorIds.network)) options.connectivity?.markReachable()
          if (!result.ok) throw new QueryFailure(result.error)
          return result.value
        }),
      )

    let resolve!: () => void
    const promise = new Promise<void>((r) => (resolve = r))
    const entry: Inflight = { generation: startGeneration, promise, resolve, subscription: new Subscription() }
    inflight.set(key, entry)
    const finish = () => {
      if (inflight.get(key) === entry) inflight.delete(key)
      resolve()
      if (isCurrent()) options.onSettled(key)
    }
    entry.subscription = attempt$
      .pipe(
        retry({
          count: options.retry.count,
          delay: (thrown: unknown, attempt: number) => {
            const error = errorOf(thrown)
            // Offline, retries pause: coming back online refetches.
            if (!isRetryable(error) || !isCurrent() || options.connectivity?.isOffline()) return throwError(() => thrown)
            return timer(options.retry.delayMs(attempt), scheduler)
          },
        }),
      )
      .subscribe({
        next: (data) => {
          if (!isCurrent()) return
          const requestedAt = attemptStartedAt
          set((d) => {
            const s = writable(d, key)
            if (!s) return
            s.data = data
            s.requestedAt = requestedAt
            s.receivedAt = now()
            delete s.error
            delete s.fromDevice
            s.fetching = false
            delete s.inflightSince
            s.stale = generation(key) !== startGeneration
          })
          core.runCompaction()
        },
        error: (thrown) => {
          if (isCurrent()) {
            const error = errorOf(thrown)
            // Retries could not reach the server either: the app is offline.
            if (!external && error.id === errorIds.network) options.connectivity?.markUnreachable()
            set((d) => {
              const s = writable(d, key)
              if (!s) return
              s.error = error
              s.fetching = false
              delete s.inflightSince
            })
            core.runCompaction()
          }
          finish()
        },
        complete: finish,
      })
    return promise
  }

  return {
    fetch: fetchKey,
    isInflight: (key) => inflight.has(key),
    cancel(key) {
      const entry = inflight.get(key)
      if (!entry) return
      inflight.delete(key)
      entry.subscription.unsubscribe()
      entry.resolve()
      set((d) => {
        const s = writable(d, key)
        if (!s) return
        s.fetching = false
        delete s.inflightSince
      })
    },
    bumpGeneration: (key) => void generations.set(key, generation(key) + 1),
    stopAll() {
      const stopped = [...inflight.values()]
      inflight.clear()
      for (const f of stopped) {
        f.subscription.unsubscribe()
        f.resolve()
      }
      generations.clear()
    },
  }
}
