/**
 * Drafts: edits in progress, kept in the store under keys like `child/{id}`.
 *
 * - A draft starts from the screen's original on the first edit that changes something, and is
 *   `changed` while it is deeply different from that original.
 * - Only changed drafts are persisted, so an edit survives a reload.
 * - After a save (`commit`) the saved value stays shown until the screen's original moves on
 *   (the refetch), so nothing flickers back; then the draft yields to the original.
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
        drafts[k] = { base: entry.base, value: entry.value, changed: !deepEqual(entry.value, entry.base) }
      }
      return drafts
    },
    save(drafts) {
      if (!stored) return
      const kept: Record<string, StoredDraft> = {}
      for (const [k, entry] of Object.entries(drafts)) if (entry.changed) kept[k] = { base: entry.base, value: entry.value }
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
    const next: DraftEntry = entry?.committed
      ? { base, value, changed: !deepEqual(value, base), committed: entry.committed }
      : { base, value, changed: !deepEqual(value, base) }
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

  function settle(key: string, original: unknown): void {
    const entry = store.getState().drafts[key]
    if (!entry || entry.changed) return
    const yieldNow = !entry.committed || deepEqual(original, entry.base) || !deepEqual(original, entry.committed.from)
    if (yieldNow) discard(key)
  }

  return {
    update,
    commit,
    discard,
    settle,
    loadPersisted: () => persistence.load(),
    clearPersisted: () => persistence.clear(),
  }
}
