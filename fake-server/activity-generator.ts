/**
 * Made-up activity that looks real: screenshots (drawn by screenshot-image.ts) and typed-text
 * lines from the corpus, in sessions with pauses, app switches and suspensions.
 *
 * - `seedDemoActivity`: the demo family's last two weeks (fixed ids, times relative to `now`).
 * - `generateBusyDay`: a whole local day of heavy activity for one child (benchmarks, tests).
 * - `applyDueActivity`: the simulated Macs at work — about one screenshot a minute from every
 *   connected login, plus typed text, applied lazily at the clock's "now" — and the nightly
 *   cleanup (retention). Called from the device simulation before each request and on `tick()`.
 *
 * Everything is deterministic: choices come from seeded generators or from hashes of ids and
 * minutes, never from the time a call happens to run.
 */
import { type PlainDate, localDayStartMs, MS_PER_DAY } from '@domain/dates'
import type { ChildComputerStatus } from '@domain/wire'
import { applyRetention, lastRetentionRun } from './activity-store'
import { type TypingContext, typingContexts } from './activity-corpus'
import type { ServerDeps } from './context'
import { type Db, canonicalId, day, hour, idEq, minute, readStatus } from './db'
import { seededRandom } from './random'
import { idHash, screenshotUrl } from './screenshot-image'

const second = 1000

/** Screen proportions of the simulated Macs (height per 1000 px of width). */
const aspects = [625, 562, 647, 650] as const

/** The screenshot size a login produces at `resolution` px wide (its Mac's proportions). */
export function screenshotSize(userDeviceId: string, resolution: number): { width: number; height: number } {
  const aspect = aspects[idHash(`${userDeviceId}:aspect`) % aspects.length] ?? 625
  return { width: resolution, height: Math.round((resolution * aspect) / 1000) }
}

interface NewScreenshot {
  readonly id: string
  readonly userDeviceId: string
  readonly createdAt: number
  readonly width: number
  readonly height: number
  readonly suspended?: boolean
  readonly flaggedAt?: number | null
  readonly deletedAt?: number | null
}

interface NewLine {
  readonly id: string
  readonly userDeviceId: string
  readonly createdAt: number
  readonly appName: string
  readonly line: string
  readonly suspended?: boolean
  readonly flaggedAt?: number | null
  readonly deletedAt?: number | null
}

export function addScreenshot(db: Db, s: NewScreenshot): void {
  db.screenshot.create({
    id: canonicalId(s.id),
    userDeviceId: canonicalId(s.userDeviceId),
    url: screenshotUrl(s.id),
    width: s.width,
    height: s.height,
    filterSuspended: s.suspended ?? false,
    flaggedAt: s.flaggedAt ?? null,
    deletedAt: s.deletedAt ?? null,
    createdAt: s.createdAt,
  })
}

export function addKeystrokeLine(db: Db, l: NewLine): void {
  db.keystrokeLine.create({
    id: canonicalId(l.id),
    userDeviceId: canonicalId(l.userDeviceId),
    appName: l.appName,
    line: l.line.replace(/\0/g, '\uFFFD'),
    filterSuspended: l.suspended ?? false,
    flaggedAt: l.flaggedAt ?? null,
    deletedAt: l.deletedAt ?? null,
    createdAt: l.createdAt,
  })
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T
const between = (rnd: () => number, min: number, max: number): number => min + rnd() * (max - min)

/** What a child is doing for a while: one kind of typing in one app. */
function newContext(rnd: () => number): { context: TypingContext; app: string } {
  const context = pick(rnd, typingContexts)
  return { context, app: pick(rnd, context.apps) }
}

// ── a busy day (benchmarks) ─────────────────────────────────────────────────────────────────

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
 * day. Throws if the child has no login.
 */
export function generateBusyDay(
  deps: Pick<ServerDeps, 'db' | 'newId'>,
  childId: string,
  date: PlainDate,
  options: BusyDayOptions,
): BusyDay {
  const { db } = deps
  const child = db.child.findFirst({ where: { id: idEq(childId) } })
  const userDeviceId =
    options.userDeviceId !== undefined
      ? canonicalId(options.userDeviceId)
      : db.userDevice.getAll().find((ud) => ud.childId === canonicalId(childId))?.id
  if (!child || !userDeviceId) throw new Error(`No login for child ${childId}`)

  const rnd = seededRandom(options.seed ?? 1)
  const start = localDayStartMs(date, options.jsTimezoneOffsetMinutes ?? 0)
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

// ── the demo family's last two weeks ────────────────────────────────────────────────────────

/** `activityId('5C', 3)` → `5C000000-0000-4000-8000-000000000003` (fixed demo ids). */
const activityId = (prefix: string, n: number): string =>
  `${prefix.padEnd(8, '0')}-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

export interface SessionPlan {
  /** Whole days before today (0 = the session that is going on now). */
  readonly daysAgo: number
  /** Start, relative to `now − daysAgo days` (negative: earlier). Ignored for today. */
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
const reviewedShare = (daysAgo: number): number =>
  daysAgo === 0 ? 0 : daysAgo === 1 ? 0.35 : daysAgo <= 3 ? 0.65 : 0.92

/** Minutes between screenshots, by age (recent days are denser). */
const screenshotGap = (daysAgo: number): [number, number] => (daysAgo <= 3 ? [2, 5] : [6, 14])

/** How the today-session ends: its last screenshot this long before `now`. */
export const lastSeedScreenshotAge = 20 * second

/**
 * Seeds activity for the given logins. Today's sessions end with a screenshot
 * `lastSeedScreenshotAge` before `now`. Returns the number of rows created.
 */
export function seedActivityPlans(db: Db, now: number, plans: readonly LoginPlan[], seed = 2024): number {
  const rnd = seededRandom(seed)
  let shots = 0
  let lines = 0
  for (const plan of plans) {
    const size = screenshotSize(plan.userDeviceId, plan.resolution)
    for (const session of plan.sessions) {
      const start =
        session.daysAgo === 0 ? now - lastSeedScreenshotAge - session.length : now - session.daysAgo * day + session.startOffset
      const end = start + session.length
      const reviewAt = Math.min(now - 5 * minute, end + between(rnd, 1, 5) * hour)
      const share = reviewedShare(session.daysAgo)
      const [minGap, maxGap] = screenshotGap(session.daysAgo)
      const suspended = (t: number) =>
        session.suspension !== undefined && t >= start + session.suspension[0] && t < start + session.suspension[1]
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
 * flagged and unreviewed).
 */
export function seedDemoActivity(db: Db, now: number, logins: DemoLogins): number {
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
  let created = seedActivityPlans(db, now, plans)

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
  return created
}

// ── the simulated Macs at work ──────────────────────────────────────────────────────────────

/** How far back a simulated Mac catches up on missed minutes (a closed demo tab is idle). */
export const catchUpMinutes = 15
/**
 * At most this many screenshots per login in any 24 hours (about three hours at the keyboard),
 * so a demo left open for days stays small in the browser's storage.
 */
export const dailyScreenshotLimit = 180
/**
 * The simulated Macs pause while the store holds this many screenshots and lines (about 2 MB
 * saved), until the nightly cleanup makes room: a demo left open for weeks stays within the
 * browser's storage.
 */
export const maxStoredActivityRows = 8_000

const slotOf = (t: number): number => Math.floor(t / minute)

/** Whether a login is at the keyboard during minute `slot` (about 5 minutes in 6, with breaks). */
export function activeAt(userDeviceId: string, slot: number): boolean {
  if (idHash(`${userDeviceId}:block:${Math.floor(slot / 20)}`) % 6 === 0) return false
  return idHash(`${userDeviceId}:slot:${slot}`) % 10 !== 0
}

const suspendedAt = (status: ChildComputerStatus, t: number): boolean =>
  status.case === 'filterSuspended' && (status.resuming === undefined || Date.parse(status.resuming) > t)

const retentionRuns = new WeakMap<Db, number>()

/**
 * Carries out the activity due at `now`: the nightly cleanup if a 02:30 (UTC) run is due, and,
 * for each connected login (not offline) of a child with screenshots on, one screenshot per
 * active minute since its last screenshot (at most `catchUpMinutes` back, whole minutes only,
 * `dailyScreenshotLimit` a day, none while the store is full), some with a few typed lines when
 * keylogging is on. Returns whether anything changed.
 */
export function applyDueActivity(deps: ServerDeps, now: Date = deps.clock()): boolean {
  const { db } = deps
  const t = now.getTime()
  let changed = false

  const run = lastRetentionRun(t)
  if ((retentionRuns.get(db) ?? Number.NEGATIVE_INFINITY) < run) {
    retentionRuns.set(db, run)
    changed = applyRetention(db, t) > 0 || changed
  }

  const logins = db.userDevice.getAll()
  if (logins.length === 0) return changed
  const newest = new Map<string, number>()
  const lastDay = new Map<string, number>()
  const screenshots = db.screenshot.getAll()
  let room = maxStoredActivityRows - screenshots.length - db.keystrokeLine.getAll().length
  if (room <= 0) return changed
  for (const s of screenshots) {
    if ((newest.get(s.userDeviceId) ?? Number.NEGATIVE_INFINITY) < s.createdAt) newest.set(s.userDeviceId, s.createdAt)
    if (s.createdAt > t - day) lastDay.set(s.userDeviceId, (lastDay.get(s.userDeviceId) ?? 0) + 1)
  }
  const children = new Map(db.child.getAll().map((c) => [c.id, c]))
  const nowSlot = slotOf(t)

  for (const login of logins) {
    const child = children.get(login.childId)
    const status = readStatus(login)
    if (!child || !child.screenshotsEnabled || status.case === 'offline') continue
    const from = Math.max(slotOf(newest.get(login.id) ?? login.createdAt), slotOf(login.createdAt), nowSlot - catchUpMinutes - 1)
    let budget = dailyScreenshotLimit - (lastDay.get(login.id) ?? 0)
    for (let slot = from + 1; slot < nowSlot && budget > 0 && room > 0; slot++) {
      if (!activeAt(login.id, slot)) continue
      budget--
      room--
      const h = idHash(`${login.id}:shot:${slot}`)
      const shotAt = slot * minute + 2 * second + (h % 50) * second
      addScreenshot(db, {
        id: deps.newId(),
        userDeviceId: login.id,
        createdAt: shotAt,
        ...screenshotSize(login.id, child.screenshotsResolution),
        suspended: suspendedAt(status, shotAt),
      })
      changed = true
      if (!child.keyloggingEnabled || h % 4 !== 0) continue
      const rnd = seededRandom(h)
      const context = typingContexts[idHash(`${login.id}:ctx:${Math.floor(slot / 7)}`) % typingContexts.length] ?? typingContexts[0]
      if (!context) continue
      const app = context.apps[idHash(`${login.id}:app:${Math.floor(slot / 7)}`) % context.apps.length] ?? 'Notes'
      let lineAt = shotAt + 1 * second
      for (let i = 0; i < 1 + (h % 3) && lineAt < (slot + 1) * minute && room > 0; i++) {
        addKeystrokeLine(db, {
          id: deps.newId(),
          userDeviceId: login.id,
          createdAt: lineAt,
          appName: app,
          line: pick(rnd, context.lines),
          suspended: suspendedAt(status, lineAt),
        })
        room--
        lineAt += Math.round(between(rnd, 2, 4) * second)
      }
    }
  }
  return changed
}
