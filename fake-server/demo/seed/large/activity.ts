/**
 * The large family's two weeks of activity for the added children with Macs: on most days a
 * session of 20 to 35 minutes with a screenshot about every minute and typed lines in between,
 * older days mostly reviewed. The whole store (the normal family's rows included) stays
 * `activityHeadroom` rows below the stored-activity cap, so the simulated Macs still have room.
 */
import type { Db } from '../../../core/db/db'
import { day, hour, minute, second } from '../../../core/time'
import { addKeystrokeLine, addScreenshot, between, newContext, pick, screenshotSize } from '../../activity/rows'
import { maxStoredActivityRows } from '../../activity/simulator'
import type { AddedChild } from './family'
import { largeIds } from './ids'

/** Rows left free under the cap for what the simulated Macs send after the seed. */
export const activityHeadroom = 1_000

const storedRows = (db: Db): number => db.screenshot.count() + db.keystrokeLine.count()

/** Seeds the sessions of days `fromDay`..`toDay` (days ago); returns whether the store has room left. */
export function seedAddedActivity(
  db: Db,
  now: number,
  children: readonly AddedChild[],
  rnd: () => number,
  days: { readonly from: number; readonly to: number },
  counters: { shots: number; lines: number },
): boolean {
  const limit = maxStoredActivityRows - activityHeadroom
  let room = limit - storedRows(db)
  for (let daysAgo = days.from; daysAgo <= days.to; daysAgo++) {
    for (const [index, child] of children.entries()) {
      const login = child.logins[daysAgo % 5 === 4 ? 1 : 0] ?? child.logins[0]
      if (!login || rnd() > 0.7) continue
      const length = Math.round(between(rnd, 20, 35) * minute)
      const start = daysAgo === 0 ? now - 20 * second - length : now - daysAgo * day - (2 + (index % 6)) * hour
      const reviewed = daysAgo === 0 ? 0 : daysAgo <= 2 ? 0.4 : 0.9
      const reviewAt = Math.min(now - 5 * minute, start + length + 2 * hour)
      const size = screenshotSize(login, 1000)
      let doing = newContext(rnd)
      for (let t = start; t <= start + length; t += Math.round(between(rnd, 50, 70) * second)) {
        if (room <= 0) return false
        const isReviewed = rnd() < reviewed
        addScreenshot(db, {
          id: largeIds.screenshot(++counters.shots),
          userDeviceId: login,
          createdAt: t,
          ...size,
          deletedAt: isReviewed ? reviewAt : null,
          flaggedAt: !isReviewed && rnd() < 0.02 ? Math.min(now - minute, t + hour) : null,
        })
        room--
        // Every fourth added child has keystroke logging off (family.ts): no typed lines.
        if (index % 4 === 3 || rnd() < 0.7 || room <= 0) continue
        if (rnd() < 0.3) doing = newContext(rnd)
        addKeystrokeLine(db, {
          id: largeIds.line(++counters.lines),
          userDeviceId: login,
          createdAt: Math.min(now - second, t + Math.round(between(rnd, 10, 40) * second)),
          appName: doing.app,
          line: pick(rnd, doing.context.lines),
          deletedAt: isReviewed ? reviewAt : null,
        })
        room--
      }
    }
  }
  return room > 0
}
