/**
 * Whom the family acts for (parents who are watching), and the pace the family's simulations
 * share: one moment per window per watching parent, after a first wait, caught up a little way back.
 */
import type { Db } from '../../core/db/db'
import { markOf, setMark } from '../../core/db/marks'

/** The mark that holds the family still (the demo panel's switch); without it the family acts. */
export const familyPausedKey = 'family-paused'

export const familyActs = (db: Db): boolean => markOf(db, familyPausedKey) === undefined

/**
 * Parents with a session that has not expired, by id: those the family acts for (none while the
 * family is held still).
 */
export function watchingParents(db: Db, now: number): string[] {
  if (!familyActs(db)) return []
  const ids = new Set(
    db.adminToken
      .getAll()
      .filter((t) => t.expiresAt > now)
      .map((t) => t.adminId),
  )
  return [...ids].sort()
}

/** How a family simulation paces itself: one moment per window for each watching parent. */
export interface FamilyPace {
  /** The mark that remembers, per parent, the last moment carried out. */
  readonly markKey: (adminId: string) => string
  readonly windowMs: number
  /** The moment within window `w` for this parent. */
  readonly momentOf: (adminId: string, w: number) => number
  /** The first moment comes at least this long after the parent is first seen watching. */
  readonly firstDelayMs: number
  /** Moments are caught up at most this far back (a closed demo tab is idle). */
  readonly catchUpMs: number
  /** Called when a parent is first seen, with the instant from which moments count. */
  readonly onFirstSeen?: (adminId: string, from: number) => void
}

/**
 * Carries out, for every watching parent, the moments due by `t` since the last one carried out,
 * in order, with `act`; returns whether any moment was carried out. A parent seen for the first
 * time only starts the wait (not a change worth saving: unsaved, it starts again after a reload).
 */
export function forEachDueMoment(db: Db, t: number, pace: FamilyPace, act: (adminId: string, w: number, at: number) => void): boolean {
  let changed = false
  for (const adminId of watchingParents(db, t)) {
    const key = pace.markKey(adminId)
    const done = markOf(db, key)
    if (done === undefined) {
      setMark(db, key, t + pace.firstDelayMs)
      pace.onFirstSeen?.(adminId, t + pace.firstDelayMs)
      continue
    }
    const from = Math.max(done, t - pace.catchUpMs)
    for (let w = Math.floor(from / pace.windowMs); w <= Math.floor(t / pace.windowMs); w++) {
      const at = pace.momentOf(adminId, w)
      if (at <= from || at > t) continue
      act(adminId, w, at)
      setMark(db, key, at)
      changed = true
    }
  }
  return changed
}
