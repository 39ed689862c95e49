/**
 * Moving the demo forward in time without touching any clock: everything stored gets older by
 * the same amount (every instant field of every row, a computer's reported suspension or downtime
 * end, ephemeral expiries, outbox times, simulation marks). Seen from the dashboard, whose clock
 * keeps running, that amount of time has passed: requests age, sessions and links come closer
 * to expiry, suspensions run out, trials shorten. The simulations then catch up as after a closed
 * tab (activity up to 15 minutes back, requests up to 5).
 */
import type { ServerDeps } from '../core/context'
import { type EphemeralSnapshot, isInstantField, restoreDb, snapshotDb } from '../core/db/db'
import { isoSeconds } from '../core/encode'

/** Shifts the instant fields (numbers named `…At`, and `statusExpiration`) of a plain object. */
function shiftInstants<T extends object>(row: T, ms: number): T {
  const out = { ...row } as Record<string, unknown>
  for (const [key, value] of Object.entries(out)) if (isInstantField(key) && typeof value === 'number') out[key] = value - ms
  return out as T
}

const shiftIso = (iso: unknown, ms: number): unknown => {
  if (typeof iso !== 'string') return iso
  const t = Date.parse(iso)
  return Number.isNaN(t) ? iso : isoSeconds(t - ms)
}

/** A reported status with its end (`resuming`, `ending`) moved earlier. */
function shiftStatusJson(json: string, ms: number): string {
  const status = JSON.parse(json) as Record<string, unknown>
  for (const key of ['resuming', 'ending']) if (key in status) status[key] = shiftIso(status[key], ms)
  return JSON.stringify(status)
}

/** Makes everything stored `ms` milliseconds older (see the module comment). */
export function ageStoredState(deps: ServerDeps, ms: number): void {
  const { db, stores, outbox } = deps
  const snapshot = snapshotDb(db)
  for (const [name, rows] of Object.entries(snapshot)) {
    snapshot[name as keyof typeof snapshot] = rows.map((row) => {
      const shifted = shiftInstants(row, ms) as Record<string, unknown>
      if (name === 'userDevice' && typeof shifted.statusJson === 'string') {
        shifted.statusJson = shiftStatusJson(shifted.statusJson, ms)
      }
      return shifted
    })
  }
  restoreDb(db, snapshot)

  const ephemeral = stores.snapshot()
  const aged: EphemeralSnapshot = {
    linkTokens: ephemeral.linkTokens.map(([token, entry]) => [token, shiftInstants(entry, ms)]),
    pendingMethods: ephemeral.pendingMethods.map(([id, pending]) => [id, shiftInstants(pending, ms)]),
    pendingConnections: ephemeral.pendingConnections.map(([code, pending]) => [code, shiftInstants(pending, ms)]),
  }
  stores.restore(aged)
  outbox.restore(outbox.snapshot().map((message) => ({ ...message, sentAt: String(shiftIso(message.sentAt, ms)) })))
}
