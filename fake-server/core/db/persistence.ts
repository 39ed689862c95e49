/**
 * Saving and restoring the fake server's whole state (database, ephemeral stores, outbox) under
 * one storage key, so the demo survives a reload. A state of another format or version is
 * ignored (the demo starts fresh); a full or unavailable storage only loses persistence.
 */
import { type FaultSettings, type OutboxMessage, noFaults } from '@domain/demo/control'
import { type Db, type DbSnapshot, type EphemeralSnapshot, type EphemeralStores, clearDb, restoreDb, snapshotDb } from './db'
import { isoSeconds } from '../encode'
import type { Outbox } from '../outbox'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const defaultStorageKey = 'gatehouse-demo-state'

const persistedFormat = 'gatehouse-fake-server'
const persistedVersion = 1

interface PersistedState {
  readonly format: typeof persistedFormat
  readonly version: typeof persistedVersion
  readonly savedAt: string
  readonly db: DbSnapshot
  readonly ephemeral: EphemeralSnapshot
  readonly outbox: OutboxMessage[]
  /** The fault injection in force (absent in states saved before it was kept). */
  readonly faults?: FaultSettings
}

export interface PersistedParts {
  readonly db: Db
  readonly stores: EphemeralStores
  readonly outbox: Outbox
  readonly clock: () => Date
  /** Fault injection is kept too, so a slow or failing demo stays so after a reload and in other tabs. */
  readonly faults?: { get(): FaultSettings; set(settings: Partial<FaultSettings>): void }
}

export interface Persistence {
  /** Writes the whole state (no-op without a storage). */
  save(): void
  /** Replaces the state with the saved one; false (and nothing changed) when there is none usable. */
  restore(): boolean
}

export function createPersistence(parts: PersistedParts, storage: StorageLike | undefined, storageKey: string): Persistence {
  const { db, stores, outbox, clock, faults } = parts

  function save(): void {
    if (!storage) return
    const state: PersistedState = {
      format: persistedFormat,
      version: persistedVersion,
      savedAt: isoSeconds(clock()),
      db: snapshotDb(db),
      ephemeral: stores.snapshot(),
      outbox: outbox.snapshot(),
      ...(faults ? { faults: faults.get() } : {}),
    }
    try {
      storage.setItem(storageKey, JSON.stringify(state))
    } catch {
      // A full or unavailable storage only loses persistence, not the running demo.
    }
  }

  function restore(): boolean {
    if (!storage) return false
    let state: Partial<PersistedState> | null
    try {
      const text = storage.getItem(storageKey)
      state = text === null ? null : (JSON.parse(text) as Partial<PersistedState>)
    } catch {
      state = null
    }
    if (!state || state.format !== persistedFormat || state.version !== persistedVersion || !state.db) return false
    try {
      restoreDb(db, state.db)
      stores.restore(state.ephemeral ?? { linkTokens: [], pendingMethods: [], pendingConnections: [] })
      outbox.restore(state.outbox ?? [])
      // A setting absent from an older saved state is off, not left as it was.
      faults?.set({ ...noFaults, ...state.faults })
      return true
    } catch {
      clearDb(db)
      stores.clear()
      outbox.clear()
      return false
    }
  }

  return { save, restore }
}
