/**
 * The data engine: one store of server snapshots, domain events and drafts (store.ts), kept in
 * sync with the API by the query pipelines (query-sync.ts), written to by mutations
 * (mutations.ts), with drafts persisted across reloads (drafts.ts).
 *
 * Time comes from an RxJS scheduler and focus / online / visibility from observables, all
 * injected, so tests run on virtual time.
 */
import { asyncScheduler } from 'rxjs'
import { projections as allProjections } from '@domain/events/projections'
import { queryRetry, retryDelayMs } from './queries'
import { draftsValue } from '../storage/draft-storage'
import { createDrafts, draftPersistence } from './drafts'
import { errorDialog as appErrorDialog } from './error-dialog'
import { keepAnswers } from './kept-answers'
import { createMutations, noopToaster } from './mutations'
import { createQuerySync } from './query-sync'
import { createDataStore } from './store'
import { noWriteGuard } from './unload-guard'
import type { DataEngine, EngineOptions } from './types'

export type { DataEngine, EngineOptions, QueryResult } from './types'

export function createDataEngine(options: EngineOptions): DataEngine {
  const scheduler = options.scheduler ?? asyncScheduler
  const persistence = draftPersistence(
    options.drafts !== undefined ? options.drafts : options.draftStorage ? draftsValue(options.draftStorage, options.draftStorageKey) : null,
    options.draftsOwner,
  )
  const core = createDataStore({
    scheduler,
    projections: options.projections ?? allProjections,
    drafts: persistence.load(),
  })
  const sync = createQuerySync(core, {
    call: options.call,
    ...(options.externalReads ? { externalReads: options.externalReads } : {}),
    retry: options.retry ?? { count: queryRetry.count, delayMs: retryDelayMs },
    gcTimeMs: options.gcTimeMs ?? 5 * 60_000,
    staleTimeMs: options.staleTimeMs ?? 0,
    focus$: options.focus$,
    online$: options.online$,
    visible$: options.visible$,
    network$: options.network$,
    probeMs: options.probeMs ?? 30_000,
  })
  let idCounter = 0
  const kept = options.keptAnswers ? keepAnswers(core, options.keptAnswers) : null
  const runMutation = createMutations(core, {
    call: options.call,
    sync,
    toaster: options.toaster ?? noopToaster,
    errorDialog: options.errorDialog ?? appErrorDialog,
    newId: options.newId ?? (() => `event-${++idCounter}`),
    writesInFlight: options.writesInFlight ?? noWriteGuard,
    ...(kept ? { written: kept.written } : {}),
  })
  const drafts = createDrafts(core, persistence)

  function reset(resetOptions: { readonly keepDrafts?: boolean } = {}): void {
    core.clear(resetOptions.keepDrafts ? drafts.loadPersisted() : {})
    sync.stopAll()
    if (!resetOptions.keepDrafts) drafts.clearPersisted()
  }

  const zone = options.timeZone ?? 'UTC'
  let timeZone = typeof zone === 'string' ? zone : null

  return {
    store: core.store,
    scheduler,
    get timeZone() {
      timeZone ??= (zone as () => string)()
      return timeZone
    },
    localOffsetAt: options.localOffsetAt,
    mount: sync.mount,
    fetch: sync.fetch,
    refetch: sync.refetch,
    holdFollowers: sync.holdFollowers,
    screenDrawn: sync.screenDrawn,
    prefetch: sync.prefetch,
    invalidate: sync.invalidate,
    invalidateWhenIdle: sync.invalidateWhenIdle,
    flushIdleInvalidation: sync.flushIdle,
    runMutation,
    view: core.view,
    queryResult: (key) => core.queryResult(key, sync.refetch),
    draftUpdate: drafts.update,
    draftCommit: drafts.commit,
    draftDiscard: drafts.discard,
    draftCreate: drafts.create,
    draftSettle: drafts.settle,
    reset,
    mountedKeys: sync.mountedKeys,
    isOffline: sync.connectivity.isOffline,
    subscribeOffline: sync.connectivity.subscribe,
  }
}
