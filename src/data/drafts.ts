/**
 * Drafts: edits in progress, kept in the store under keys like `child/{id}`.
 *
 * - A draft starts from the screen's original on the first edit that changes something, and is
 *   `changed` while it is deeply different from that original.
 * - Only changed drafts are persisted, so an edit survives a reload.
 * - After a save (`commit`) the saved value stays shown until the screen's original moves on
 *   (the refetch), so nothing flickers back; then the draft yields to the original.
 * - A new entity (a child or keychain with an id but not saved yet) is a draft marked new
 *   (`create`), started from its empty form: persisted even while unchanged, so a reload still
 *   shows its form, and never settled away. It stops being new when discarded or saved (`commit`).
 */
import type { DraftOwner, StoredDraft, StoredDrafts } from '../storage/draft-storage'
import { deepEqual } from './equal'
import type { StoredValue } from '../storage/storage'
import { type DataStore, immerProduce } from './store'
import type { DataState, DraftEntry } from './types'

export interface Drafts {
  readonly update: <T>(key: string, original: T | undefined, recipe: (draft: T) => void) => void
  readonly commit: <T>(key: string, original: T | undefined, saved?: T) => void
  readonly discard: (key: string) => void
  readonly create: <T>(key: string, value: T) => void
  /** Drops a committed, unchanged draft once the screen's original moved on. */
  readonly settle: (key: string, original: unknown) => void
  /** The persisted drafts, as they are now in storage. */
  readonly loadPersisted: () => Record<string, DraftEntry>
  /** Forgets the persisted drafts. */
  readonly clearPersisted: () => void
}

export interface DraftPersistence {
  readonly load: () => Record<string, DraftEntry>
  readonly save: (drafts: DataState['drafts']) => void
  readonly clear: () => void
}

/** Persists the changed drafts in a stored value (null: not persisted), tagged with their owner. */
export function draftPersistence(stored: StoredValue<StoredDrafts> | null, owner?: DraftOwner): DraftPersistence {
  return {
    load() {
      const drafts: Record<string, DraftEntry> = {}
      for (const [k, entry] of Object.entries(stored?.read() ?? {})) {
        const changed = !deepEqual(entry.value, entry.base)
        drafts[k] = entry.isNew ? { base: entry.base, value: entry.value, changed, isNew: true } : { base: entry.base, value: entry.value, changed }
      }
      return drafts
    },
    save(drafts) {
      if (!stored) return
      const kept: Record<string, StoredDraft> = {}
      for (const [k, entry] of Object.entries(drafts)) {
        if (entry.isNew) kept[k] = { base: entry.base, value: entry.value, isNew: true }
        else if (entry.changed) kept[k] = { base: entry.base, value: entry.value }
      }
      if (Object.keys(kept).length === 0) {
        stored.remove()
        owner?.stored.remove()
        return
      }
      stored.write(kept)
      const who = owner?.current() ?? null
      if (who !== null) owner?.stored.write(who)
    },
    clear() {
      stored?.remove()
      owner?.stored.remove()
    },
  }
}

export function createDrafts(core: DataStore, persistence: DraftPersistence): Drafts {
  const { store, set } = core
  let persisted = store.getState().drafts
  store.subscribe((state) => {
    if (state.drafts === persisted) return
    persisted = state.drafts
    persistence.save(state.drafts)
  })

  function update<T>(key: string, original: T | undefined, recipe: (draft: T) => void): void {
    const entry = store.getState().drafts[key]
    const base = entry ? entry.base : original
    const current = entry ? entry.value : original
    if (current === undefined) return
    const value = immerProduce(current as T, recipe)
    if (value === current) return
    if (!entry && deepEqual(value, base)) return
    const next: DraftEntry = {
      base,
      value,
      changed: !deepEqual(value, base),
      ...(entry?.committed ? { committed: entry.committed } : {}),
      ...(entry?.isNew ? { isNew: true as const } : {}),
    }
    set((d) => {
      ;(d.drafts as Record<string, DraftEntry>)[key] = next
    })
  }

  function commit<T>(key: string, original: T | undefined, saved?: T): void {
    const entry = store.getState().drafts[key]
    const value = saved !== undefined ? saved : entry ? entry.value : original
    set((d) => {
      ;(d.drafts as Record<string, DraftEntry>)[key] = { base: value, value, changed: false, committed: { from: original } }
    })
  }

  function discard(key: string): void {
    if (!(key in store.getState().drafts)) return
    set((d) => void delete (d.drafts as Record<string, DraftEntry>)[key])
  }

  function create<T>(key: string, value: T): void {
    set((d) => {
      ;(d.drafts as Record<string, DraftEntry>)[key] = { base: value, value, changed: false, isNew: true }
    })
  }

  function settle(key: string, original: unknown): void {
    const entry = store.getState().drafts[key]
    if (!entry || entry.changed || entry.isNew) return
    const yieldNow = !entry.committed || deepEqual(original, entry.base) || !deepEqual(original, entry.committed.from)
    if (yieldNow) discard(key)
  }

  return {
    update,
    commit,
    discard,
    create,
    settle,
    loadPersisted: () => persistence.load(),
    clearPersisted: () => persistence.clear(),
  }
}
