/**
 * The demo family's last two weeks of activity: sessions with pauses and app switches, some
 * during a filter suspension; older days mostly reviewed, a few items flagged. Fixed ids, choices
 * from a seeded generator: the same clock gives the same history. Today's sessions end just
 * before `now`; an earlier day's sessions are placed on that calendar day of the parent's time
 * zone, relative to its morning (`pastDayAnchor`), so that a day holds the same sessions whatever
 * the hour the demo starts, just after midnight too.
 */
import { addDays, localDayOf, localDayStartMs } from '@domain/calendar/dates'
import { seedReviewMaterial } from './review-material'
import { addKeystrokeLine, addScreenshot, between, newContext, pick, screenshotSize } from './rows'
import type { Db } from '../../core/db/db'
import { seededRandom } from '../../core/random'
import { day, hour, minute, second } from '../../core/time'

/** `activityId('5C', 3)` → `5C000000-0000-4000-8000-000000000003` (fixed demo ids). */
const activityId = (prefix: string, n: number): string => `${prefix.padEnd(8, '0')}-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

export interface SessionPlan {
  /** Whole days before today (0 = the session that is going on now). */
  readonly daysAgo: number
  /** Start, relative to `pastDayAnchor` on that day (negative: earlier). Ignored for today. */
  readonly startOffset: number
  readonly length: number
  /** A stretch of the session during which the filter was suspended: [from, to) after its start. */
  readonly suspension?: readonly [number, number]
}

export interface LoginPlan {
  readonly userDeviceId: string
  readonly resolution: number
  readonly sessions: readonly SessionPlan[]
  /** Whether the child's keystrokes are logged. */
  readonly typing: boolean
}

/** Share of a session's items the parent has already reviewed, by age. */
const reviewedShare = (daysAgo: number): number => (daysAgo === 0 ? 0 : daysAgo === 1 ? 0.35 : daysAgo <= 3 ? 0.65 : 0.92)

/** Minutes between screenshots, by age (recent days are denser). */
const screenshotGap = (daysAgo: number): [number, number] => (daysAgo <= 3 ? [2, 5] : [6, 14])

/** The time of day (after the local midnight) an earlier day's sessions are placed from. */
export const pastDayAnchor = 10 * hour + 30 * minute

/** How the today-session ends: its last screenshot this long before `now`. */
export const lastSeedScreenshotAge = 20 * second

/**
 * Seeds activity for the given logins. Today's sessions end with a screenshot
 * `lastSeedScreenshotAge` before `now`; earlier days' start at `pastDayAnchor + startOffset` on
 * their local day (`jsTimezoneOffsetMinutes`, as `Date.getTimezoneOffset()` gives it). Returns the
 * number of rows created.
 */
export function seedActivityPlans(db: Db, now: number, plans: readonly LoginPlan[], jsTimezoneOffsetMinutes: number, seed = 2024): number {
  const rnd = seededRandom(seed)
  const today = localDayOf(now, jsTimezoneOffsetMinutes)
  const pastDayStart = (daysAgo: number) => localDayStartMs(addDays(today, -daysAgo), jsTimezoneOffsetMinutes) + pastDayAnchor
  let shots = 0
  let lines = 0
  for (const plan of plans) {
    const size = screenshotSize(plan.userDeviceId, plan.resolution)
    for (const session of plan.sessions) {
      const start = session.daysAgo === 0 ? now - lastSeedScreenshotAge - session.length : pastDayStart(session.daysAgo) + session.startOffset
      const end = start + session.length
      const reviewAt = Math.min(now - 5 * minute, end + between(rnd, 1, 5) * hour)
      const share = reviewedShare(session.daysAgo)
      const [minGap, maxGap] = screenshotGap(session.daysAgo)
      const suspended = (t: number) => session.suspension !== undefined && t >= start + session.suspension[0] && t < start + session.suspension[1]
      const flagAt = (t: number) => Math.min(now - 30 * second, t + between(rnd, 0.5, 3) * hour)

      let doing = newContext(rnd)
      // Walk backwards from the end so today's last screenshot lands exactly at the end.
      const times: number[] = []
      for (let t = end; t >= start; t -= Math.round(between(rnd, minGap, maxGap) * minute)) times.push(t)
      times.reverse()
      for (const t of times) {
        const reviewed = rnd() < share
        const flagged = !reviewed && rnd() < 0.04
        addScreenshot(db, {
          id: activityId('5C', ++shots),
          userDeviceId: plan.userDeviceId,
          createdAt: t,
          ...size,
          suspended: suspended(t),
          deletedAt: reviewed ? reviewAt : null,
          flaggedAt: flagged ? flagAt(t) : null,
        })
        if (!plan.typing || rnd() < 0.55 || t === end) continue
        if (rnd() < 0.4) doing = newContext(rnd)
        const burstReviewed = rnd() < share
        const burstFlagged = !burstReviewed && rnd() < 0.03
        const count = 1 + Math.floor(rnd() * 4)
        let lt = t + Math.round(between(rnd, 8, 50) * second)
        for (let i = 0; i < count && lt < Math.min(end, now); i++) {
          addKeystrokeLine(db, {
            id: activityId('4B', ++lines),
            userDeviceId: plan.userDeviceId,
            createdAt: lt,
            appName: doing.app,
            line: pick(rnd, doing.context.lines),
            suspended: suspended(lt),
            deletedAt: burstReviewed ? reviewAt : null,
            flaggedAt: burstFlagged ? flagAt(lt) : null,
          })
          lt += Math.round(between(rnd, 5, 35) * second)
        }
      }
    }
  }
  return shots + lines
}

/** The demo family's logins (seed.ts ids) and what each did over the last two weeks. */
export interface DemoLogins {
  readonly mayaOnMacBookAir: string
  readonly mayaOnIMac: string
  readonly leoOnMacBookPro: string
  readonly noahOnMacMini: string
}

/**
 * The demo family's activity: Maya (MacBook Air most days, the iMac now and then), Leo (with a
 * filter suspension going on right now and one last week), and the other parent's Noah. Older
 * days are mostly reviewed; a few items are flagged, two of them from 16 days ago (still shown:
 * flagged and unreviewed). Then Leo's busy day and the material of ./review-material.ts.
 */
export function seedDemoActivity(db: Db, now: number, logins: DemoLogins, jsTimezoneOffsetMinutes: number): number {
  const s = (daysAgo: number, startOffset: number, length: number, suspension?: readonly [number, number]): SessionPlan =>
    suspension ? { daysAgo, startOffset, length, suspension } : { daysAgo, startOffset, length }
  const h = hour
  const m = minute
  const plans: LoginPlan[] = [
    {
      userDeviceId: logins.mayaOnMacBookAir,
      resolution: 1000,
      typing: true,
      sessions: [
        s(0, 0, 150 * m),
        s(1, -5 * h, 100 * m, [40 * m, 65 * m]),
        s(1, -1 * h, 60 * m),
        s(2, -4 * h, 120 * m),
        s(3, -6 * h, 90 * m),
        s(3, -2 * h, 45 * m),
        s(5, -3 * h, 120 * m),
        s(6, -7 * h, 150 * m),
        s(8, -2 * h, 80 * m),
        s(10, -4 * h, 110 * m),
        s(12, -3 * h, 60 * m),
      ],
    },
    {
      userDeviceId: logins.mayaOnIMac,
      resolution: 1000,
      typing: true,
      sessions: [s(2, -9 * h, 70 * m), s(4, -5 * h, 60 * m), s(9, -6 * h, 90 * m), s(13, -4 * h, 50 * m)],
    },
    {
      userDeviceId: logins.leoOnMacBookPro,
      resolution: 1000,
      typing: true,
      sessions: [
        // The suspension that is going on now (seed.ts: 10 minutes ago, resuming in 20).
        s(0, 0, 80 * m, [70 * m, 81 * m]),
        s(1, -3 * h, 120 * m),
        s(3, -5 * h, 90 * m),
        s(4, -2 * h, 60 * m),
        s(7, -4 * h, 140 * m, [30 * m, 75 * m]),
        s(11, -3 * h, 70 * m),
        s(13, -6 * h, 100 * m),
      ],
    },
    {
      userDeviceId: logins.noahOnMacMini,
      resolution: 1000,
      typing: true,
      sessions: [s(0, 0, 40 * m), s(1, -2 * h, 60 * m), s(2, -5 * h, 30 * m)],
    },
  ]
  let created = seedActivityPlans(db, now, plans, jsTimezoneOffsetMinutes)

  // Flagged long ago and never reviewed: outside the 14-day window, still in the summaries.
  const old = now - 16 * day - 3 * h
  const oldSize = screenshotSize(logins.mayaOnMacBookAir, 1000)
  addScreenshot(db, {
    id: activityId('5C', 0xf01),
    userDeviceId: logins.mayaOnMacBookAir,
    createdAt: old,
    ...oldSize,
    flaggedAt: old + 2 * h,
  })
  addKeystrokeLine(db, {
    id: activityId('4B', 0xf01),
    userDeviceId: logins.mayaOnMacBookAir,
    createdAt: old + 2 * m,
    appName: 'Messages',
    line: 'can you send me the science worksheet',
    flaggedAt: old + 2 * h,
  })
  created += 2
  // Something for each reason of smarter review to show, on the recent days.
  return created + seedReviewMaterial(db, now, logins, jsTimezoneOffsetMinutes)
}
