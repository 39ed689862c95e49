/**
 * Progress marks of the work due at the clock's "now" (the nightly cleanups, the demo's
 * simulations), stored with the data (so they are saved, restored, reset and moved in time with
 * it): the instant up to which a piece of work is done.
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
