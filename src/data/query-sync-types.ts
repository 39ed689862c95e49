/**
 * The query sync's options and what it offers the engine (./query-sync.ts).
 */
import type { Observable } from 'rxjs'
import type { Call } from '../api/client'
import type { Connectivity } from './connectivity'
import type { ExternalLoaders, ReadName } from './external-reads'
import type { RetryPolicy } from './fetcher'
import type { CacheKey, QueryDef } from './queries'

export interface QuerySyncOptions {
  readonly call: Call
  readonly externalReads?: ExternalLoaders
  readonly retry: RetryPolicy
  readonly gcTimeMs: number
  readonly staleTimeMs: number
  readonly focus$?: Observable<unknown>
  readonly online$?: Observable<unknown>
  readonly visible$?: Observable<boolean>
  /** The browser's network state (true: online). */
  readonly network$?: Observable<boolean>
  /** While the server cannot be reached although the network is up: how often to try again. */
  readonly probeMs: number
}

export interface QuerySync {
  readonly mount: <N extends ReadName>(def: QueryDef<N>) => () => void
  readonly fetch: (def: QueryDef) => Promise<void>
  readonly refetch: (key: CacheKey) => Promise<void>
  readonly prefetch: (def: QueryDef) => Promise<void>
  readonly invalidate: (prefix: CacheKey) => Promise<void>
  /** Marks the keys stale and refetches the mounted ones. */
  readonly invalidateKeys: (keys: Iterable<CacheKey>) => Promise<void>
  /**
   * Invalidates the prefixes once `delayMs` passed without another call under the same id (a
   * burst of quick actions asks the server once, when the parent pauses).
   */
  readonly invalidateWhenIdle: (id: string, prefixes: readonly CacheKey[], delayMs: number) => void
  /** Runs the idle invalidation pending under `id` now, if there is one. */
  readonly flushIdle: (id: string) => void
  /**
   * The entities behind these prefixes are gone (deleted): their keys are not fetched again while
   * the screens showing them are still mounted, and a request in flight is dropped. A new mount
   * (the parent opens it again) asks again.
   */
  readonly forget: (prefixes: readonly CacheKey[]) => void
  /** Cached or mounted keys under a prefix. */
  readonly keysUnder: (prefix: CacheKey) => CacheKey[]
  readonly mountedKeys: () => CacheKey[]
  /** Whether the server can be reached (offline: polling and retries pause). */
  readonly connectivity: Connectivity
  /** Queries marked `followsScreen` wait until `screen` settles (./screen-first.ts). */
  readonly holdFollowers: (screen: Promise<unknown>) => void
  /** The screen on the page has been drawn with its data: the followers held for it go. */
  readonly screenDrawn: () => void
  /** Stops every request, poll and timer (the store is being emptied). */
  readonly stopAll: () => void
  /** Stops listening to focus, reconnect and visibility. */
  readonly dispose: () => void
}
