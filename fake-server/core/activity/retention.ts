/**
 * Activity retention, as the real server's nightly job does it: reviewed items go 14 days after
 * their review and anything 21 days after it was taken, except flagged items, kept until 60 days
 * after the flag. The job runs at 02:30 UTC.
 */
import { type Db, day } from '../db/db'

/** Reviewed items go 14 days after review, everything after 21 days… */
export const reviewedRetentionMs = 14 * day
export const maxAgeMs = 21 * day
/** …except flagged items, kept until 60 days after they were flagged. */
export const flaggedRetentionMs = 60 * day

/** Whether the nightly cleanup removes a row at `now`. */
export function expired(row: { createdAt: number; deletedAt: number | null; flaggedAt: number | null }, now: number): boolean {
  if (row.flaggedAt !== null && row.flaggedAt > now - flaggedRetentionMs) return false
  return (row.deletedAt !== null && row.deletedAt <= now - reviewedRetentionMs) || row.createdAt <= now - maxAgeMs
}

/** Hard-deletes expired screenshots and typed-text lines. Returns how many rows went. */
export function applyRetention(db: Db, now: number): number {
  const shots = db.screenshot
    .getAll()
    .filter((r) => expired(r, now))
    .map((r) => r.id)
  const lines = db.keystrokeLine
    .getAll()
    .filter((r) => expired(r, now))
    .map((r) => r.id)
  if (shots.length > 0) db.screenshot.deleteMany({ where: { id: { in: shots } } })
  if (lines.length > 0) db.keystrokeLine.deleteMany({ where: { id: { in: lines } } })
  return shots.length + lines.length
}

/** The time of day (UTC) the nightly cleanup runs. */
export const retentionRunAtMs = 2 * 3_600_000 + 30 * 60_000

/** The latest nightly run time at or before `now`. */
export const lastRetentionRun = (now: number): number => Math.floor((now - retentionRunAtMs) / day) * day + retentionRunAtMs
