/**
 * The app's data layer: what screens import (with domain/*). See README.md beside this file.
 */
import type { ReadName, ReadOutput } from './external-reads'
import type { CacheKey, QueryDef } from './queries'
import { dataEngine } from './runtime'

export { command, entityTexts, verbs } from './commands'
export type { Command, CommandTexts } from './commands'
export { runCommand } from './run-command'
export { dismissBulk, runBulk } from './bulk'
export { useBulkJobs } from './bulk-jobs'
export type { BulkAction, BulkStep } from './bulk'
export type { BulkTexts } from './bulk-jobs'
export { now, useClock, useCommand, useNow, useTimeZone } from './use-command'
export type { CommandHandle } from './use-command'

export { call } from './public'
export { setLoggedOutHandler } from '../api/logged-out'
export type { Call } from '../api/client'
export { apiProfile, currentActivityDayOffset, signupCheck, turnstileSiteKey } from '../api/config'
export { geoIpLookups } from '../api/geoip-config'
export { adminId } from './ports'
export { useCachedQuery, useDraft, useInvalidateWhenIdle, useOffline, useQuery } from './hooks'
export { useKeptStatus } from './kept-status'
export type { KeptStatus } from './kept-status'
export { flagCodec, jsonCodec, storedValue, textCodec, useStoredValue } from '../storage/storage'
export type { Schema, StoredValue, StoredValueSpec } from '../storage/storage'
export type { DraftHandle, IdleInvalidation } from './hooks'
export type { QueryResult, RequestState, Snapshot } from './engine'
export { toast, toastDurations, useToasts } from './toasts'
export { dismissErrorDialog, useErrorDialog } from './error-dialog'
export type { Toast, ToastKind } from './toasts'
export { cacheKeys, queries } from './queries'
export type { CacheKey, QueryDef, WindowDef } from './queries'
export { useWindowQuery } from './window'
export type { WindowRead, WindowResult } from './window'
export type { ClientError, Result } from '@domain/api/errors'
export type { DomainEvent, LoggedEvent } from '@domain/events'

/** Marks every cached key under the prefix stale and refetches the mounted ones. */
export function invalidate(prefix: CacheKey): Promise<void> {
  return dataEngine().invalidate(prefix)
}

/** Fetches a query ahead of its screen (e.g. on link hover); kept 5 minutes if unused. */
export function prefetch<N extends ReadName>(def: QueryDef<N>): Promise<void> {
  return dataEngine().prefetch(def)
}

/** Starts the draft of an entity the server does not have yet (e.g. `child/{id}` after 'Add a child'). */
export function startNewDraft<T>(key: string, value: T): void {
  dataEngine().draftCreate(key, value)
}

/** The draft under `key` is of an entity not saved yet (started by `startNewDraft`, not discarded or saved). */
export function isNewDraft(key: string): boolean {
  return dataEngine().store.getState().drafts[key]?.isNew === true
}

/** The current view of a cached key, outside React (e.g. in a route loader). */
export function peek<N extends ReadName>(def: QueryDef<N>): ReadOutput<N> | undefined {
  return dataEngine().view(def.key) as ReadOutput<N> | undefined
}
