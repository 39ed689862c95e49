/**
 * The nightly cleanup of requests, as the real server's job does it at 02:30 UTC: decided unlock
 * requests go 3 days after their last update, pending ones after 7 days; suspension requests go
 * 3 days after they were made, whatever their status. Applied lazily (one of the server's
 * simulations) once a run is due.
 */
import type { ServerDeps } from './context'
import { type Db, day } from './db/db'
import { markOf, setMark } from './db/marks'

/** Decided unlock requests go 3 days after their last update, pending ones after 7 days. */
export const decidedUnlockRetentionMs = 3 * day
export const pendingUnlockRetentionMs = 7 * day
/** Suspension requests go 3 days after they were made, whatever their status. */
export const suspendRetentionMs = 3 * day

/** The cleanup runs at 02:30 UTC. */
const cleanupAtMs = 2 * 3_600_000 + 30 * 60_000
const lastCleanup = (now: number): number => Math.floor((now - cleanupAtMs) / day) * day + cleanupAtMs
/** The simulation mark of the request cleanup: its last run. */
const cleanupMark = 'requestCleanup'

/** Hard-deletes requests past their retention. Returns how many went. */
export function cleanUpRequests(db: Db, now: number): number {
  const unlock = db.unlockRequest
    .getAll()
    .filter((r) => r.updatedAt <= now - (r.status === 'pending' ? pendingUnlockRetentionMs : decidedUnlockRetentionMs))
    .map((r) => r.id)
  const suspend = db.suspendFilterRequest
    .getAll()
    .filter((r) => r.createdAt <= now - suspendRetentionMs)
    .map((r) => r.id)
  if (unlock.length > 0) db.unlockRequest.deleteMany({ where: { id: { in: unlock } } })
  if (suspend.length > 0) db.suspendFilterRequest.deleteMany({ where: { id: { in: suspend } } })
  return unlock.length + suspend.length
}

/** Runs the request cleanup once a 02:30 UTC run is due (a simulation of server.ts). */
export function applyDueRequestCleanup(deps: ServerDeps, now: Date): boolean {
  const run = lastCleanup(now.getTime())
  if ((markOf(deps.db, cleanupMark) ?? Number.NEGATIVE_INFINITY) >= run) return false
  setMark(deps.db, cleanupMark, run)
  // As the job would have at 02:30, even when applied later.
  return cleanUpRequests(deps.db, run) > 0
}
