/**
 * The app's data layer: what screens import (with domain/*). See README.md beside this file.
 */
import type { Result } from '@domain/errors'
import type { OperationInput, OperationName, OperationOutput } from '@domain/operations'
import type { CacheKey, QueryDef } from '@domain/queries'
import type { MutationOptions } from './engine'
import type { Command } from './commands'
import { dataEngine } from './runtime'

export { command, entityTexts, verbs } from './commands'
export type { Command, CommandTexts } from './commands'

export { call, setLoggedOutHandler } from '../api/client'
export type { Call } from '../api/client'
export { apiProfile, currentActivityDayOffset, signupCheck, turnstileSiteKey } from '../api/config'
export { adminId, clearSession, isLoggedIn, saveSession } from '../session'
export { useDraft, useInvalidateWhenIdle, useMutation, useNow, useOffline, useQuery } from './hooks'
export { flagCodec, jsonCodec, storedValue, textCodec, useStoredValue } from './storage'
export type { Schema, StoredValue, StoredValueSpec } from './storage'
export type { DraftHandle, IdleInvalidation, MutationHandle } from './hooks'
export type { MutationOptions, MutationToast, QueryResult, RequestState, Snapshot } from './engine'
export { toastTexts } from './engine'
export { toast, toastDurations, useToasts } from './toasts'
export { dismissErrorDialog, useErrorDialog } from './error-dialog'
export type { Toast, ToastKind } from './toasts'
export { cacheKeys, queries } from '@domain/queries'
export type { CacheKey, QueryDef } from '@domain/queries'
export type { ClientError, Result } from '@domain/errors'
export type { DomainEvent, LoggedEvent } from '@domain/events'

/**
 * Runs a mutation (never retried). With `event`, the views change at once and roll back on
 * failure; `invalidate` prefixes are refetched after it settles; `toast` shows the
 * loading / success / failure toasts.
 */
export function runMutation<N extends OperationName>(
  op: N,
  input: OperationInput<N>,
  options?: MutationOptions,
): Promise<Result<OperationOutput<N>>> {
  return dataEngine().runMutation(op, input, options)
}

/** Runs a command (the one runner of every write): see commands.ts. Never throws: check `ok`. */
export function runCommand<N extends OperationName>(c: Command<N>): Promise<Result<OperationOutput<N>>> {
  return dataEngine().runMutation(c.op, c.input, {
    ...(c.event ? { event: c.event } : {}),
    ...(c.invalidate ? { invalidate: c.invalidate } : {}),
    ...(c.texts ? { texts: c.texts } : {}),
  })
}

/** Marks every cached key under the prefix stale and refetches the mounted ones. */
export function invalidate(prefix: CacheKey): Promise<void> {
  return dataEngine().invalidate(prefix)
}

/** Fetches a query ahead of its screen (e.g. on link hover); kept 5 minutes if unused. */
export function prefetch<N extends OperationName>(def: QueryDef<N>): Promise<void> {
  return dataEngine().prefetch(def)
}

/** The current view of a cached key, outside React (e.g. in a route loader). */
export function peek<N extends OperationName>(def: QueryDef<N>): OperationOutput<N> | undefined {
  return dataEngine().view(def.key) as OperationOutput<N> | undefined
}
