/**
 * Drafts: edits in progress, kept in the store under keys like `child/{id}`.
 *
 * - A draft starts from the screen's original on the first edit that changes something, and is
 *   `changed` while it is deeply different from that original.
 * - Only changed drafts are persisted, so an edit survives a reload.
 * - After a save (`commit`) the saved value stays shown until the screen's original moves on
 *   (the refetch), so nothing flickers back; then the draft yields to the original.
 */
import type { StorageLike } from '../api/storage'
import { deepEqual } from './equal'
import { type DataStore, immerProduce } from './store'
import type { DataState, DraftEntry } from './types'

export interface Drafts {
  update<T>(key: string, original: T | undefined, recipe: (draft: T) => void): void
  commit<T>(key: string, original: T | undefined, saved?: T): void
  discard(key: string): void
  /** Drops a committed, unchanged draft once the screen's original moved on. */
  settle(key: string, original: unknown): void
  /** Forgets the persisted drafts. */
  clearPersisted(): void
}

export interface DraftPersistence {
  load(): Record<string, DraftEntry>
  save(drafts: DataState['drafts']): void
  clear(): void
}

/** Persists changed drafts as one JSON object under `key`; unreadable data counts as none. */
export function draftPersistence(storage: StorageLike | null, key: string): DraftPersistence {
  return {
    load() {
      if (!storage) return {}
      try {
        const text = storage.getItem(key)
        if (!text) return {}
        const parsed = JSON.parse(text) as unknown
        if (typeof parsed !== 'object' || parsed === null) return {}
        const drafts: Record<string, DraftEntry> = {}
        for (const [k, entry] of Object.entries(parsed as Record<string, { base?: unknown; value?: unknown }>)) {
          if (typeof entry !== 'object' || entry === null || !('value' in entry)) continue
          drafts[k] = { base: entry.base, value: entry.value, changed: !deepEqual(entry.value, entry.base) }
        }
        return drafts
      } catch {
        return {}
      }
    },
    save(drafts) {
      if (!storage) return
      const kept: Record<string, { base: unknown; value: unknown }> = {}
      for (const [k, entry] of Object.entries(drafts)) if (entry.changed) kept[k] = { base: entry.base, value: entry.value }
      try {
        if (Object.keys(kept).length === 0) storage.removeItem(key)
        else storage.setItem(key, JSON.stringify(kept))
      } catch {
        /* storage full or refused: drafts still live in memory */
      }
    },
    clear() {
      if (!storage) return
      try {
        storage.removeItem(key)
      } catch {
        /* nothing to remove */
      }
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
      ;(d.drafts as Record<string, DraftEntry>)[key] = next as never
    })
  }

  function commit<T>(key: string, original: T | undefined, saved?: T): void {
    const entry = store.getState().drafts[key]
    const value = saved !== undefined ? saved : entry ? entry.value : original
    set((d) => {
      ;(d.drafts as Record<string, DraftEntry>)[key] = { base: value, value, changed: false, committed: { from: original } } as never
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

  return { update, commit, discard, settle, clearPersisted: () => persistence.clear() }
}
