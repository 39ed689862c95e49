/**
 * A state of the demo kept in memory to come back to at once: a page that runs many tests one
 * after another (the end-to-end tests' signed-in page) keeps the freshly seeded family with its
 * parent signed in, and brings it back before each test, which reseeding (slow) or reloading
 * the page (slower) would otherwise do.
 *
 * What is kept: the database and the ephemeral stores (link tokens, pending methods and
 * connection codes). Coming back empties the outbox and turns every fault off, as a fresh seed has
 * them; the family's pace (held still or acting) is part of the database, so it comes back as it
 * was kept.
 */
import { noFaults } from '@domain/demo/control'
import { type DbSnapshot, type EphemeralSnapshot, type ModelName, modelNames, restoreDb, snapshotDb } from '../core/db/db'
import type { ControlParts } from '../core/server'

interface KeptState {
  readonly db: DbSnapshot
  readonly ephemeral: EphemeralSnapshot
}

/** What a saved state (the storage's text, see core/db/persistence.ts) must hold to be kept. */
function keptFromText(text: string): KeptState {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error('keepState needs the text of a saved demo state (JSON)')
  }
  const state = parsed as { format?: unknown; db?: unknown; ephemeral?: unknown }
  if (state.format !== 'gatehouse-fake-server' || typeof state.db !== 'object' || state.db === null) {
    throw new Error('keepState needs the text of a saved demo state')
  }
  return {
    db: state.db,
    ephemeral: (state.ephemeral as EphemeralSnapshot | undefined) ?? { linkTokens: [], pendingMethods: [], pendingConnections: [] },
  }
}

export interface KeptStates {
  /** Keeps the current state, or the saved state `text` (the storage's text). */
  keep(text?: string): Promise<void>
  /** Brings the kept state back; false (nothing changed) when none is kept. */
  restore(): Promise<boolean>
}

/** Each model's rows as text, to compare with and to restore from. */
const textsOf = (db: DbSnapshot): Map<ModelName, string> => new Map(modelNames.map((name) => [name, JSON.stringify(db[name] ?? [])]))

export function keptStates(parts: ControlParts): KeptStates {
  const { deps, faults } = parts
  /** The kept database, model by model, as text (rows restored later must not share objects with it). */
  let keptModels: Map<ModelName, string> | null = null
  let keptEphemeral: EphemeralSnapshot | null = null
  return {
    async keep(text) {
      await parts.ready()
      const state: KeptState = text === undefined ? { db: snapshotDb(deps.db), ephemeral: deps.stores.snapshot() } : keptFromText(text)
      keptModels = textsOf(state.db)
      keptEphemeral = JSON.parse(JSON.stringify(state.ephemeral)) as EphemeralSnapshot
    },
    async restore() {
      await parts.ready()
      if (keptModels === null || keptEphemeral === null) return false
      // Only the models whose rows differ from the kept ones are written again: a test changes a
      // few, and recreating every row (the two weeks of activity) is most of a restore's work.
      const now = textsOf(snapshotDb(deps.db))
      const changed = modelNames.filter((name) => now.get(name) !== keptModels?.get(name))
      const snapshot: DbSnapshot = Object.fromEntries(changed.map((name) => [name, JSON.parse(keptModels?.get(name) ?? '[]') as object[]]))
      restoreDb(deps.db, snapshot, changed)
      // Compared from now on as the database writes them (a state kept from text may differ in form).
      const restored = textsOf(snapshotDb(deps.db))
      for (const name of changed) keptModels.set(name, restored.get(name) ?? '[]')
      deps.stores.restore(JSON.parse(JSON.stringify(keptEphemeral)) as EphemeralSnapshot)
      deps.outbox.clear()
      faults.set(noFaults)
      parts.changed()
      // Saved at once: a test may read or rewrite the saved state, or load the page, next.
      parts.flush()
      return true
    },
  }
}
