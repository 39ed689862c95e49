/**
 * The app's data layer: what screens import (with domain/*). See README.md beside this file.
 */
import type { ReadName, ReadOutput } from './external-reads'
import type { CacheKey, QueryDef } from './queries'
import { dataEngine } from './runtime'
import { clearToasts, toastStore, type Toast } from './toasts'
import { dismissErrorDialog } from './error-dialog'

export { command, entityTexts, verbs } from './commands'
export type { Command } from './commands'
export { runCommand } from './run-command'
export { dismissBulk, runBulk } from './bulk'
export { useBulkJobs } from './bulk-jobs'
export type { BulkTexts } from './bulk-jobs'
export { now, useClock, useCommand, useNow, useTimeZone } from './use-command'

export { setLoggedOutHandler } from '../api/logged-out'
export { apiProfile } from '../api/config'
export { geoIpLookups } from '../api/geoip-config'
export { adminId } from './ports'
export { useCachedQuery, useCachedValue, useDraft, useInvalidateWhenIdle, useOffline, useQuery } from './hooks'
export { useKeptStatus } from './kept-status'
export type { KeptStatus } from './kept-status'
export { flagCodec, storedValue, textCodec, useStoredValue } from '../storage/storage'
export type { StoredValue } from '../storage/storage'
export type { CacheReader, DraftHandle } from './hooks'
export type { QueryResult } from './engine'
export { toast } from './toasts'
export { dismissErrorDialog, useErrorDialog } from './error-dialog'
export { cacheKeys, queries } from './queries'
export type { CacheKey, QueryDef } from './queries'
export { useWindowQuery } from './window'
export type { WindowResult } from './window'

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

/**
 * Empties the data layer as a logout does (snapshots, events, drafts, stored drafts too, requests,
 * polls, toasts and the error dialog), the session aside: the demo's kept test page starts each
 * test from it without loading again.
 */
export function resetData(): void {
  dataEngine().reset()
  clearToasts()
  dismissErrorDialog()
}

/** How many of the parent's changes are still waiting for the server's answer. */
export function writesWaiting(): number {
  return dataEngine()
    .store.getState()
    .events.filter((logged) => logged.status === 'pending').length
}

/** The toasts on screen, outside React. */
export function toastsShown(): readonly Toast[] {
  return toastStore.getState().toasts
}
