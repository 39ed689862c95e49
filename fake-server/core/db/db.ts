/**
 * The fake server's data, in one place for handlers: the @mswjs/data database (models.ts), the
 * stores the real server keeps in memory (core/db/ephemeral-stores.ts), id and JSON-field helpers, and
 * whole-database snapshots for persistence and reset.
 *
 * Conventions:
 * - Ids are stored upper case; look them up with `idEq(id)` (case-insensitive for callers).
 * - Instants are epoch milliseconds (numbers), so the whole store round-trips through JSON.
 * - Nested JSON (computer status, schedules, keys, notification configs, downtime) is stored as
 *   JSON text in `…Json` fields; use `readJson` / `writeJson`.
 */
import type { ChildComputerStatus, NotificationMethodConfig } from '@domain/api/wire'
import { type Db, type ModelName, type UserDeviceRow, modelNames, models } from './models'

export * from './models'
export { createDb } from './create-db'
export * from './ephemeral-stores'
export { canonicalId, idEq } from './stored-ids'
export { day, hour, minute } from '../time'

export const readJson = <T>(json: string): T => JSON.parse(json) as T
export const writeJson = (value: unknown): string => JSON.stringify(value)

export const readStatus = (row: UserDeviceRow): ChildComputerStatus => readJson<ChildComputerStatus>(row.statusJson)
export const readConfig = (json: string): NotificationMethodConfig => readJson<NotificationMethodConfig>(json)

// ── generic access (persistence, reset) ─────────────────────────────────────────────────────

interface LooseModel {
  getAll(): object[]
  create(values: object): unknown
  deleteMany(query: { where: object }): unknown
}
const loose = (db: Db, name: ModelName): LooseModel => db[name]

export type DbSnapshot = { [M in ModelName]?: object[] }

/** Plain rows of every model (internal symbols are not own enumerable JSON). */
export function snapshotDb(db: Db): DbSnapshot {
  const out: DbSnapshot = {}
  for (const name of modelNames) {
    out[name] = loose(db, name)
      .getAll()
      .map((row) => ({ ...row }))
  }
  return out
}

export function clearDb(db: Db): void {
  for (const name of modelNames) loose(db, name).deleteMany({ where: {} })
}

/**
 * Replaces the whole database with a snapshot, or only the models named in `only` (the others are
 * left as they are). Unknown models and keys are ignored.
 */
export function restoreDb(db: Db, snapshot: DbSnapshot, only: readonly ModelName[] = modelNames): void {
  for (const name of only) loose(db, name).deleteMany({ where: {} })
  for (const name of only) {
    const fields = Object.keys(models[name])
    for (const row of snapshot[name] ?? []) {
      const values: Record<string, unknown> = {}
      for (const field of fields) {
        const value = (row as Record<string, unknown>)[field]
        if (value !== undefined) values[field] = value
      }
      loose(db, name).create(values)
    }
  }
}
