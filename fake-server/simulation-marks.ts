/**
 * Progress marks of the demo's simulations, stored with the data (so they are saved, restored,
 * reset and moved in time with it): the instant up to which a simulation has done its work. And
 * whom the family acts for: parents who are watching.
 */
import type { Db } from './db'

export function markOf(db: Db, key: string): number | undefined {
  return db.simulationMark.findFirst({ where: { id: { equals: key } } })?.doneAt
}

export function setMark(db: Db, key: string, doneAt: number): void {
  if (db.simulationMark.findFirst({ where: { id: { equals: key } } })) {
    db.simulationMark.update({ where: { id: { equals: key } }, data: { doneAt } })
  } else {
    db.simulationMark.create({ id: key, doneAt })
  }
}

/** Parents with a session that has not expired, by id. */
export function watchingParents(db: Db, now: number): string[] {
  const ids = new Set(db.adminToken.getAll().filter((t) => t.expiresAt > now).map((t) => t.adminId))
  return [...ids].sort()
}
