/**
 * The large demo family: the normal demo family (seed.ts) grown to `largeFamilySize`, for
 * measuring the dashboard with dozens of children and thousands of keys. Deterministic: fixed
 * ids, times relative to the injected clock, choices from a seeded generator.
 *
 * Built in chunks with `pause()` between them (the browser passes a yield to its event loop), so
 * seeding does not hold the page still for long.
 */
import type { ServerDeps } from '../../../core/context'
import { setMark } from '../../../core/db/marks'
import { seededRandom } from '../../../core/random'
import { seedDemo } from '../seed'
import { seedAddedActivity } from './activity'
import { seedAddedChildren } from './family'
import { seedAddedKeychains } from './keychains'
import { seedAddedRequests, seedAddedSecurityEvents } from './requests'

export { largeFamilySize, largeIds } from './ids'

/** The mark whose presence says the stored family is the large one (reset and time travel keep it right). */
export const largeFamilyMark = 'demo:large-family'

/** Days of activity seeded between two pauses. */
const activityDaysPerChunk = 2

export async function seedLargeFamily(deps: ServerDeps, pause: () => Promise<void>): Promise<void> {
  await seedDemo(deps, pause)
  await pause()
  const { db } = deps
  const now = deps.clock().getTime()
  const rnd = seededRandom(3000)
  const children = seedAddedChildren(db, now, rnd)
  await pause()
  seedAddedKeychains(db, now, children, rnd)
  await pause()
  seedAddedRequests(db, now, rnd)
  seedAddedSecurityEvents(db, now, rnd)
  await pause()
  const counters = { shots: 0, lines: 0 }
  for (let from = 0; from < 14; from += activityDaysPerChunk) {
    const withMacs = children.filter((child) => child.logins.length > 0)
    if (!seedAddedActivity(db, now, withMacs, rnd, { from, to: Math.min(13, from + activityDaysPerChunk - 1) }, counters)) break
    await pause()
  }
  setMark(db, largeFamilyMark, now)
}
