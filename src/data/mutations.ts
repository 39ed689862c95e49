/**
 * Mutations: a write appends its domain event as pending (every view changes at once), the
 * server's answer confirms it or rolls it back, and the keys it touched are refetched.
 *
 * - Never retried: a write the server may have applied must not be sent twice.
 * - Success confirms the event and refetches the keys whose view it changed, plus the
 *   `invalidate` prefixes. A failure (the server answered with an error) rolls the event back
 *   (the view is exactly what it would have been without it) and still refetches the prefixes,
 *   except when the parent's session ended.
 * - An unknown outcome (no answer, or an unreadable one: src/api/failure-classes.ts) may have
 *   changed the server: the event stays until the keys it changes and the prefixes were asked
 *   for again, then goes, so the view shows the server's truth; the toast says so.
 * - A deleted child, device or keychain is forgotten: nothing asks the server for it again.
 * - A write that succeeded, or whose outcome is unknown, tells the answers the device keeps which
 *   keys it changed (`written`): they are old from then on (kept-answers.ts).
 * - Toasts: the command's texts: loading, then success or failure. A failure whose entity is gone
 *   opens the error dialog instead. A quiet write (a step of a bulk action, which reports itself)
 *   shows neither.
 * - While the write waits for its answer, leaving the page asks the parent first (unload-guard.ts).
 */
import { keysOfDeletedEntity } from './deleted-entities'
import { type Result, errorIds, errorMessage, fail, toClientError } from '@domain/api/errors'
import { endsSession, mutationOutcome } from '../api/failure-classes'
import type { LoggedEvent } from '@domain/events'
import { type SnapshotRef, keysChangedBy } from '@domain/events/core'
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'
import type { CacheKey } from './queries'
import type { Call } from '../api/client'
import { type ErrorDialogSink, takesErrorDialog } from './error-dialog'
import type { QuerySync } from './query-sync-types'
import { type DataStore, immerProduce } from './store'
import type { Toaster } from './toasts'
import type { WritesInFlight } from './unload-guard'
import type { MutationOptions } from './types'

/** What the parent is told when a write's outcome is unknown and the latest state was reloaded. */
export const unconfirmedMessage = "Couldn't confirm the change; Gatehouse reloaded the latest state"
/** The same when the latest state could not be reloaded either. */
export const unconfirmedOfflineMessage = "Couldn't confirm the change. Gatehouse will show the latest state once it reaches the server."

export const noopToaster: Toaster = {
  loading: () => '',
  success: () => '',
  error: () => '',
  dismiss: () => undefined,
}

export interface MutationDeps {
  readonly call: Call
  readonly sync: QuerySync
  readonly toaster: Toaster
  readonly errorDialog: ErrorDialogSink
  readonly newId: () => string
  readonly writesInFlight: WritesInFlight
  /** The keys a write changed (or may have) and its invalidated prefixes, as it settles. */
  readonly written?: (keys: Iterable<CacheKey>, prefixes: readonly CacheKey[]) => void
}

export type RunMutation = <N extends OperationName>(op: N, input: OperationInput<N>, options?: MutationOptions) => Promise<Result<OperationOutput<N>>>

export function createMutations(core: DataStore, deps: MutationDeps): RunMutation {
  const { set, store, projections } = core
  const { errorDialog, sync } = deps

  return async function runMutation<N extends OperationName>(
    op: N,
    input: OperationInput<N>,
    mutation: MutationOptions = {},
  ): Promise<Result<OperationOutput<N>>> {
    const startEpoch = core.epoch()
    const toaster = mutation.quiet ? noopToaster : deps.toaster
    const texts = mutation.texts ?? null
    const toastId = texts ? toaster.loading(texts.loading) : undefined
    let eventId: string | undefined
    if (mutation.event) {
      const id = deps.newId()
      eventId = id
      const logged: LoggedEvent = { id, at: core.stamp(), status: 'pending', event: mutation.event }
      set((d) => void (d.events as LoggedEvent[]).push(logged))
    }

    let result: Result<OperationOutput<N>>
    const sent = deps.writesInFlight.begin()
    try {
      result = await deps.call(op, input)
    } catch (thrown) {
      result = fail(toClientError(thrown))
    } finally {
      sent()
    }
    if (!result.ok && result.error.id === errorIds.network) sync.connectivity.markUnreachable()
    else sync.connectivity.markReachable()
    if (core.epoch() !== startEpoch) {
      if (toastId) toaster.dismiss(toastId)
      return result
    }

    const toRefetch = new Set<CacheKey>()
    const keysOfEvent = (id: string): Iterable<CacheKey> => {
      const state = store.getState()
      const snaps = new Map<CacheKey, SnapshotRef>()
      for (const [key, s] of Object.entries(state.snapshots)) if (s.data !== undefined) snaps.set(key, core.refOf(s))
      return keysChangedBy(projections, immerProduce, snaps, state.events, id)
    }
    const dropEvent = (id: string) => {
      set((d) => void (d.events = d.events.filter((x) => x.id !== id)))
      core.runCompaction()
    }
    const invalidated = () => {
      for (const prefix of mutation.invalidate ?? []) for (const key of sync.keysUnder(prefix)) toRefetch.add(key)
    }
    const outcome = mutationOutcome(result)

    if (result.ok) {
      if (eventId !== undefined) {
        const id = eventId
        for (const key of keysOfEvent(id)) toRefetch.add(key)
        deps.written?.(toRefetch, mutation.invalidate ?? [])
        const confirmedAt = core.stamp()
        set((d) => {
          const e = d.events.find((x) => x.id === id) as { status: string; confirmedAt?: number } | undefined
          if (e) {
            e.status = 'confirmed'
            e.confirmedAt = confirmedAt
          }
        })
        core.runCompaction()
      } else deps.written?.([], mutation.invalidate ?? [])
      if (op === 'DeleteEntity') {
        const cached = new Map<CacheKey, unknown>()
        for (const [key, s] of Object.entries(store.getState().snapshots)) if (s.data !== undefined) cached.set(key, s.data)
        sync.forget(keysOfDeletedEntity(input as OperationInput<'DeleteEntity'>, cached))
      }
      if (texts) toaster.success(texts.success, toastId)
    } else if (outcome === 'unknown' && (texts || eventId !== undefined)) {
      // It may have happened: ask the server before the change leaves the view.
      if (eventId !== undefined) for (const key of keysOfEvent(eventId)) toRefetch.add(key)
      deps.written?.(toRefetch, mutation.invalidate ?? [])
      invalidated()
      await sync.invalidateKeys(toRefetch)
      if (core.epoch() !== startEpoch) {
        if (toastId) toaster.dismiss(toastId)
        return result
      }
      if (eventId !== undefined) dropEvent(eventId)
      const snapshots = store.getState().snapshots
      const reloaded = [...toRefetch].every((key) => snapshots[key]?.error === undefined)
      toaster.error(reloaded ? unconfirmedMessage : unconfirmedOfflineMessage, toastId)
      return result
    } else {
      // Rolled back: the view is exactly what it would have been without it.
      if (eventId !== undefined) dropEvent(eventId)
      if (takesErrorDialog(result.error) && (texts || eventId !== undefined) && !mutation.quiet) {
        // The entity is gone: a dialog instead of the error toast.
        if (toastId) toaster.dismiss(toastId)
        errorDialog.show(result.error)
      } else if (texts) toaster.error(texts.failure, toastId)
      else if (eventId !== undefined && !endsSession(result.error)) toaster.error(errorMessage(result.error))
    }
    if (result.ok || !endsSession(result.error)) invalidated()
    void sync.invalidateKeys(toRefetch)
    return result
  }
}
