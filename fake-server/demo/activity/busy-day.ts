/**
 * A whole local day of heavy activity for one child (benchmarks, end-to-end tests and the demo
 * panel's "busy day"): screenshots spread evenly, typed text in bursts. Deterministic: choices
 * come from a seeded generator.
 */
import { type PlainDate, localDayStartMs, MS_PER_DAY } from '@domain/calendar/dates'
import { addKeystrokeLine, addScreenshot, between, newContext, pick, screenshotSize } from './rows'
import type { ServerDeps } from '../../core/context'
import { canonicalId, idEq } from '../../core/db/db'
import { seededRandom } from '../../core/random'
import { second } from '../../core/time'

export interface BusyDayOptions {
  /** Screenshots spread evenly over the day (1,440 = one a minute). */
  readonly screenshots: number
  /** Typed-text lines, in bursts of a few lines in one app. */
  readonly lines: number
  /** The parent's offset (`Date.getTimezoneOffset()`); the day is local to it. Default 0. */
  readonly jsTimezoneOffsetMinutes?: number
  /** Varies the content; default 1. */
  readonly seed?: number
  /** The login to use; default the child's first. */
  readonly userDeviceId?: string
}

export interface BusyDay {
  readonly userDeviceId: string
  readonly screenshotIds: string[]
  readonly lineIds: string[]
}

/**
 * Fills one local day of a child's first login (or `userDeviceId`) with `screenshots`
 * screenshots and `lines` typed-text lines, all unreviewed and unflagged, strictly inside the
 * day. Whatever the child's logins held on that day goes first, so the day holds exactly these
 * items at any time of day (the seeded history's items near midnight fall on either side of it).
 * Throws if the child has no login.
 */
export function generateBusyDay(deps: Pick<ServerDeps, 'db' | 'newId'>, childId: string, date: PlainDate, options: BusyDayOptions): BusyDay {
  const { db } = deps
  const child = db.child.findFirst({ where: { id: idEq(childId) } })
  const userDeviceId =
    options.userDeviceId !== undefined
      ? canonicalId(options.userDeviceId)
      : db.userDevice.getAll().find((ud) => ud.childId === canonicalId(childId))?.id
  if (!child || !userDeviceId) throw new Error(`No login for child ${childId}`)

  const rnd = seededRandom(options.seed ?? 1)
  const start = localDayStartMs(date, options.jsTimezoneOffsetMinutes ?? 0)
  clearDay(db, child.id, start)
  const size = screenshotSize(userDeviceId, child.screenshotsResolution)
  const screenshotIds: string[] = []
  const lineIds: string[] = []

  const step = MS_PER_DAY / Math.max(1, options.screenshots)
  for (let i = 0; i < options.screenshots; i++) {
    const id = deps.newId()
    const createdAt = Math.floor(start + i * step + between(rnd, 0.05, 0.95) * step)
    addScreenshot(db, { id, userDeviceId, createdAt, ...size })
    screenshotIds.push(id)
  }

  let left = options.lines
  let burst = 0
  const bursts = Math.max(1, Math.ceil(options.lines / 4))
  const burstStep = MS_PER_DAY / bursts
  while (left > 0) {
    const { context, app } = newContext(rnd)
    const count = Math.min(left, 1 + Math.floor(rnd() * 7))
    let t = Math.floor(start + burst * burstStep + between(rnd, 0.02, 0.5) * burstStep)
    for (let i = 0; i < count && t < start + MS_PER_DAY; i++) {
      const id = deps.newId()
      addKeystrokeLine(db, { id, userDeviceId, createdAt: t, appName: app, line: pick(rnd, context.lines) })
      lineIds.push(id)
      t += Math.floor(between(rnd, 4, 40) * second)
      left--
    }
    burst = (burst + 1) % bursts
    if (count === 0) break
  }
  return { userDeviceId, screenshotIds, lineIds }
}

/** Removes every screenshot and typed-text line of the child's logins in [start, start + 1 day). */
function clearDay(db: ServerDeps['db'], childId: string, start: number): void {
  const logins = db.userDevice.findMany({ where: { childId: idEq(childId) } }).map((ud) => ud.id)
  if (logins.length === 0) return
  const where = { userDeviceId: { in: logins }, createdAt: { gte: start, lt: start + MS_PER_DAY } }
  db.screenshot.deleteMany({ where })
  db.keystrokeLine.deleteMany({ where })
}
