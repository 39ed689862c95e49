/**
 * The simulated Macs at work: about one screenshot a minute from every connected login, plus
 * typed text, applied lazily at the clock's "now", and the nightly cleanup (retention). The
 * device simulation calls `applyDueActivity` before each request and on `tick()`.
 *
 * Deterministic: choices come from hashes of login ids and minutes, never from the time a call
 * happens to run.
 */
import type { ChildComputerStatus } from '@domain/api/wire'
import { addKeystrokeLine, addScreenshot, between, pick, screenshotSize } from './rows'
import { applyRetention, lastRetentionRun } from '../../core/activity/retention'
import { typingContexts } from './corpus'
import type { ServerDeps } from '../../core/context'
import { readStatus } from '../../core/db/db'
import { inOfflineSpell, offlineForSpell, openingShotOf } from '../simulator/offline-spells'
import { idHash, seededRandom } from '../../core/random'
import { markOf, setMark } from '../../core/db/marks'
import { day, minute, second } from '../../core/time'

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

/**
 * A screenshot arrives this long after it was taken: its typed lines (a few seconds apart) are
 * all written by then.
 */
export const activitySettleMs = 10 * second

/** The simulation mark of the nightly activity cleanup: its last run. */
const retentionMark = 'activityRetention'

const slotOf = (t: number): number => Math.floor(t / minute)

/** Whether a login is at the keyboard during minute `slot` (about 5 minutes in 6, with breaks). */
export function activeAt(userDeviceId: string, slot: number): boolean {
  if (idHash(`${userDeviceId}:block:${Math.floor(slot / 20)}`) % 6 === 0) return false
  return idHash(`${userDeviceId}:slot:${slot}`) % 10 !== 0
}

const suspendedAt = (status: ChildComputerStatus, t: number): boolean =>
  status.case === 'filterSuspended' && (status.resuming === undefined || Date.parse(status.resuming) > t)

/**
 * Carries out the activity due at `now`: the nightly cleanup if a 02:30 (UTC) run is due, and,
 * for each connected login (not offline, or offline only for a spell) of a child with
 * screenshots on, one screenshot per active minute outside its offline spells since its last
 * screenshot (at most `catchUpMinutes` back, each `activitySettleMs` after it was taken,
 * `dailyScreenshotLimit` a day, none while the store is full), some with a few typed lines when
 * keylogging is on. The family's opening screenshot (`openingShotOf`) is its Mac's screenshot of
 * that minute, with typed lines when keylogging is on. Returns whether anything changed.
 */
export function applyDueActivity(deps: ServerDeps, now: Date = deps.clock()): boolean {
  const { db } = deps
  const t = now.getTime()
  let changed = false

  const run = lastRetentionRun(t)
  if ((markOf(db, retentionMark) ?? Number.NEGATIVE_INFINITY) < run) {
    setMark(db, retentionMark, run)
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
    // A Mac offline only for a spell works before and after it (its minutes are caught up here).
    const spellOnly = status.case === 'offline' && offlineForSpell(db, login)
    if (!child || !child.screenshotsEnabled || (status.case === 'offline' && !spellOnly)) continue
    const last = newest.get(login.id) ?? login.createdAt
    const from = Math.max(slotOf(last), slotOf(login.createdAt), nowSlot - catchUpMinutes - 1)
    const opening = openingShotOf(db, login)
    const openingSlot = opening === undefined || opening <= last ? undefined : slotOf(opening)
    let budget = dailyScreenshotLimit - (lastDay.get(login.id) ?? 0)
    // The opening's minute may hold a screenshot already, taken before the parent was first seen.
    for (let slot = openingSlot === from ? from : from + 1; slot <= nowSlot && budget > 0 && room > 0; slot++) {
      const isOpening = slot === openingSlot
      if (!isOpening && !activeAt(login.id, slot)) continue
      const h = idHash(`${login.id}:shot:${slot}`)
      const shotAt = isOpening && opening !== undefined ? opening : slot * minute + 2 * second + (h % 50) * second
      if (shotAt + activitySettleMs > t) break
      if (inOfflineSpell(db, login, shotAt)) continue
      budget--
      room--
      addScreenshot(db, {
        id: deps.newId(),
        userDeviceId: login.id,
        createdAt: shotAt,
        ...screenshotSize(login.id, child.screenshotsResolution),
        suspended: suspendedAt(status, shotAt),
      })
      changed = true
      if (!child.keyloggingEnabled || (h % 4 !== 0 && !isOpening)) continue
      const rnd = seededRandom(h)
      const context = typingContexts[idHash(`${login.id}:ctx:${Math.floor(slot / 7)}`) % typingContexts.length] ?? typingContexts[0]
      if (!context) continue
      const app = context.apps[idHash(`${login.id}:app:${Math.floor(slot / 7)}`) % context.apps.length] ?? 'Notes'
      let lineAt = shotAt + 1 * second
      const linesEnd = isOpening ? shotAt + activitySettleMs : Math.min((slot + 1) * minute, shotAt + activitySettleMs)
      for (let i = 0; i < 1 + (h % 3) && lineAt < linesEnd && room > 0; i++) {
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
