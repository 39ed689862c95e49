/**
 * The data engine's public shapes: the store's state (snapshots, the domain-event log, drafts),
 * what a query reports, what a mutation takes, how an engine is configured and what it offers.
 */
import type { Observable, SchedulerLike } from 'rxjs'
import type { StoreApi } from 'zustand/vanilla'
import type { ClientError, Result } from '@domain/api/errors'
import type { DomainEvent, LoggedEvent } from '@domain/events'
import type { Projection } from '@domain/events/core'
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'
import type { ExternalLoaders, ReadName } from './external-reads'
import type { CacheKey, QueryDef } from './queries'
import type { Call } from '../api/client'
import type { DraftOwner, StoredDrafts } from '../storage/draft-storage'
import type { ErrorDialogSink } from './error-dialog'
import type { Validate } from './kept-rules'
import type { StorageLike, StoredValue } from '../storage/storage'
import type { Toaster } from './toasts'
import type { WritesInFlight } from './unload-guard'

export interface Snapshot {
  readonly op: ReadName
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
  /** The data is the answer the device kept from an earlier visit (kept-answers.ts), until the server's arrives. */
  readonly fromDevice?: true
}

export interface DraftEntry {
  /** The original the draft was started from. */
  readonly base: unknown
  readonly value: unknown
  /** value is deeply different from base. */
  readonly changed: boolean
  /** Set by commit: the original the screen had then; the entry yields once that changes. */
  readonly committed?: { readonly from: unknown }
  /** An entity the server does not have yet: kept (and persisted) even while unchanged. */
  readonly isNew?: true
}

export interface DataState {
  readonly snapshots: Readonly<Record<CacheKey, Snapshot>>
  readonly events: readonly LoggedEvent[]
  readonly drafts: Readonly<Record<string, DraftEntry>>
}

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
  /** The data is what the device kept from an earlier visit: the server's answer has not arrived yet. */
  readonly fromDevice: boolean
  readonly refetch: () => Promise<void>
}

export interface MutationOptions {
  /**
   * Appended 'pending' at once, 'confirmed' on success, rolled back on failure (with an error
   * toast, or the error dialog when the entity is gone).
   */
  readonly event?: DomainEvent
  /** Prefixes refetched after the mutation settles (not after a logged-out failure). */
  readonly invalidate?: readonly CacheKey[]
  /** The toasts while it runs, on success and on failure (a command's texts). */
  readonly texts?: { readonly loading: string; readonly success: string; readonly failure: string }
  /** The caller tells the parent how it went (a step of a bulk action): no toast, no error dialog. */
  readonly quiet?: boolean
}

export interface EngineOptions {
  readonly call: Call
  /** The loaders of reads from other services (external-reads.ts); a read without one fails. */
  readonly externalReads?: ExternalLoaders
  readonly scheduler?: SchedulerLike
  /**
   * The parent's IANA time zone, which every date and time shown is read in (default 'UTC'); or
   * how to learn it, asked once, when a screen first needs it (the browser's costs a slow phone
   * a long moment, and many first screens show no time at all).
   */
  readonly timeZone?: string | (() => string)
  /**
   * With a zone learnt from the machine: the machine's offset (minutes behind UTC) at an instant,
   * which words the same times without a formatter.
   */
  readonly localOffsetAt?: (instantMs: number) => number
  readonly focus$?: Observable<unknown>
  readonly online$?: Observable<unknown>
  /** Page visibility: polling pauses while hidden and catches up when visible again. */
  readonly visible$?: Observable<boolean>
  /** The browser's network state (true: online); offline, queries pause and a banner says so. */
  readonly network$?: Observable<boolean>
  /** Offline while the network is up (the server does not answer): how often to try again (default 30 s). */
  readonly probeMs?: number
  readonly newId?: () => string
  /** Query retries: 3 with backoff; `{count: 0}` where retries are off. */
  readonly retry?: { readonly count: number; readonly delayMs: (attempt: number) => number }
  /** Unused snapshots are dropped this long after their last subscriber leaves (default 5 min). */
  readonly gcTimeMs?: number
  /** A snapshot younger than this is not refetched on mount (default 0: always refetch). */
  readonly staleTimeMs?: number
  /** Where drafts persist (the app's stored drafts in the browser); null = not persisted. */
  readonly drafts?: StoredValue<StoredDrafts> | null
  /** Who the persisted drafts belong to (the app: the logged-in parent). */
  readonly draftsOwner?: DraftOwner
  /** Or: a storage of the engine's own for them, under `draftStorageKey`. */
  readonly draftStorage?: StorageLike | null
  readonly draftStorageKey?: string
  readonly toaster?: Toaster
  /**
   * Where a failure that would toast goes instead when the entity is gone (notFound):
   * the error dialog. Default: the app's dialog (error-dialog.ts).
   */
  readonly errorDialog?: ErrorDialogSink
  readonly projections?: readonly Projection[]
  /** Marks writes on their way to the server (the app: asks before the page is left). */
  readonly writesInFlight?: WritesInFlight
  /** The answers the device keeps between visits (kept-answers.ts); none when absent. */
  readonly keptAnswers?: KeptAnswersOptions
}

export interface DataEngine {
  readonly store: StoreApi<DataState>
  readonly scheduler: SchedulerLike
  /** The parent's IANA time zone (the engine's clock tells when; this, where), learnt when first read. */
  readonly timeZone: string
  /** The zone's offset at an instant, when the machine's clock gives it (EngineOptions.localOffsetAt). */
  readonly localOffsetAt?: ((instantMs: number) => number) | undefined
  /** Starts syncing a query while mounted; returns the unmount function. */
  readonly mount: <N extends ReadName>(def: QueryDef<N>) => () => void
  /** Fetches now (sharing a request already in flight). */
  readonly fetch: <N extends ReadName>(def: QueryDef<N>) => Promise<void>
  /** Refetches a cached key (its last definition). */
  readonly refetch: (key: CacheKey) => Promise<void>
  /**
   * Queries marked `followsScreen` are not asked until `screen` (the screen's own data) settles
   * and the screen has been drawn with it (`screenDrawn`; at the latest 2 s after the data).
   */
  readonly holdFollowers: (screen: Promise<unknown>) => void
  /** The screen on the page has been drawn with its data (its route's data hook says so). */
  readonly screenDrawn: () => void
  /** Fetches unless fresh; the snapshot is kept for gcTimeMs if nobody mounts it. */
  readonly prefetch: <N extends ReadName>(def: QueryDef<N>) => Promise<void>
  /** Marks every cached key under the prefix stale and refetches the mounted ones. */
  readonly invalidate: (prefix: CacheKey) => Promise<void>
  /** Invalidates the prefixes once `delayMs` passed without another call under the same id. */
  readonly invalidateWhenIdle: (id: string, prefixes: readonly CacheKey[], delayMs: number) => void
  /** Runs the idle invalidation pending under `id` now, if there is one. */
  readonly flushIdleInvalidation: (id: string) => void
  runMutation<N extends OperationName>(op: N, input: OperationInput<N>, options?: MutationOptions): Promise<Result<OperationOutput<N>>>
  readonly view: (key: CacheKey) => unknown
  readonly queryResult: <T = unknown>(key: CacheKey) => QueryResult<T>
  readonly draftUpdate: <T>(key: string, original: T | undefined, recipe: (draft: T) => void) => void
  readonly draftCommit: <T>(key: string, original: T | undefined, saved?: T) => void
  readonly draftDiscard: (key: string) => void
  /** Starts the draft of an entity the server does not have yet, from `value`: kept until discarded or committed. */
  readonly draftCreate: <T>(key: string, value: T) => void
  /** Drops a committed, unchanged draft once the screen's original moved on. */
  readonly draftSettle: (key: string, original: unknown) => void
  /**
   * Forgets everything: snapshots, events, drafts (also persisted), subscriptions, requests.
   * With `keepDrafts`, the drafts are reloaded from storage instead (a session that ended by
   * itself, or a new login of the parent they belong to).
   */
  readonly reset: (options?: { readonly keepDrafts?: boolean }) => void
  /** The server cannot be reached (no network, or a request found no server). */
  readonly isOffline: () => boolean
  readonly subscribeOffline: (listener: () => void) => () => void
  /** Keys mounted right now (what the page shows: the kept-answers notice; diagnostics, tests). */
  readonly mountedKeys: () => CacheKey[]
}

export interface KeptAnswersOptions {
  /** Where the kept answers are stored. */
  readonly stored: StoredValue<object | null>
  /** The signed-in parent's id; null: nothing is read or written. */
  readonly owner: () => string | null
  /** Loads the operations' schemas that check an answer read back. */
  readonly loadValidate: () => Promise<Validate>
  /** How long after an answer it is written (default 1 s): the first screen's answers in one write, after their paint. */
  readonly writeDelayMs?: number
  /** The page is going away: answers waiting to be written are written now. */
  readonly flush$?: Observable<unknown>
}
