/**
 * The simulated children ask for things: now and then a connected Mac (filter on) sends an
 * unlock request (browser and other apps, URLs, bare domains, IP addresses, with or without a
 * comment) or a filter-suspension request, and the parent is notified as for a real one.
 *
 * Pace, for a demo: only parents with a live session are asked (someone is watching). The
 * family's opening (demo/simulator/family-opening.ts) asks once for each kind within a minute; the windows begin
 * `firstRequestDelayMs` after the simulation first sees the parent, once the opening is over:
 * then about once per `requestWindowMs` per family, at a moment within each window. A child keeps at most
 * `maxPendingUnlockRequests` pending unlock requests, and asks for a suspension only with none
 * pending from the last 2 hours and none asked in the last `suspensionPauseMs`. Due moments are
 * caught up at most `requestCatchUpMs` back (a closed demo tab is idle).
 *
 * Deterministic: moments and choices come from hashes of the parent's id and the window, never
 * from when a call happens to run; ids come from the injected generator.
 */
import type { ServerDeps } from '../../core/context'
import { type ChildRow, type Db, type UserDeviceRow, readStatus } from '../../core/db/db'
import { familyStartDelayMs, inOfflineSpell, offlineForSpell, openingMs } from './offline-spells'
import { idHash } from '../../core/random'
import { suspensionScenarios, unlockScenarios } from './request-corpus'
import { submitSuspendFilterRequest, submitUnlockRequests } from '../../core/mac/requests'
import { type FamilyPace, forEachDueMoment } from './family-pace'
import { reportedEnd } from '../../core/mac/reported-status'
import { hour, minute, second } from '../../core/time'

export const requestWindowMs = 3 * minute
export const firstRequestDelayMs = familyStartDelayMs + openingMs
export const requestCatchUpMs = 5 * minute
export const maxPendingUnlockRequests = 8
/** A pending suspension request stops counting once it is this old (the dashboard asks to request again). */
export const suspensionExpiryMs = 2 * hour
export const suspensionPauseMs = 20 * minute
/** One window in this many brings a suspension request rather than an unlock request. */
const suspensionEvery = 5

/**
 * Whether a login's filter is on at `at`: it reports filterOn, or a suspension or downtime that
 * has ended by then (the device work that reports it may not have run yet), and no offline
 * spell of the simulated Macs covers it then (one that has ended leaves the filter on).
 */
function filterOnAt(db: Db, login: UserDeviceRow, at: number): boolean {
  if (inOfflineSpell(db, login, at)) return false
  const status = readStatus(login)
  if (status.case === 'filterOn' || (status.case === 'offline' && offlineForSpell(db, login))) return true
  const end = reportedEnd(status)
  return end !== undefined && end <= at
}

/** The logins of the given children whose filter is on at `at`, by id. */
export function askingLogins(db: Db, children: readonly ChildRow[], at: number): UserDeviceRow[] {
  const childIds = new Set(children.map((c) => c.id))
  return db.userDevice
    .getAll()
    .filter((ud) => childIds.has(ud.childId) && filterOnAt(db, ud, at))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

function loginsOfChild(db: Db, childId: string): string[] {
  return db.userDevice
    .getAll()
    .filter((ud) => ud.childId === childId)
    .map((ud) => ud.id)
}

/** Whether a child may send `count` more unlock requests without going over the cap of pending ones. */
export function mayAskUnlock(db: Db, childId: string, count: number): boolean {
  const logins = new Set(loginsOfChild(db, childId))
  const pending = db.unlockRequest.getAll().filter((r) => logins.has(r.userDeviceId) && r.status === 'pending')
  return pending.length + count <= maxPendingUnlockRequests
}

/** Whether a child may ask for a suspension at `at`. */
export function mayAskSuspension(db: Db, childId: string, at: number): boolean {
  const logins = new Set(loginsOfChild(db, childId))
  return !db.suspendFilterRequest
    .getAll()
    .some(
      (r) =>
        logins.has(r.userDeviceId) && (r.createdAt > at - suspensionPauseMs || (r.status === 'pending' && r.createdAt > at - suspensionExpiryMs)),
    )
}

export const unlockScenarioOf = (variant: number) => unlockScenarios[variant % unlockScenarios.length] ?? unlockScenarios[0]

/** An unlock request batch from `userDeviceId`; `variant` picks the scenario and the comment. */
export function sendUnlockRequest(deps: ServerDeps, userDeviceId: string, variant: number, at: Date): string[] {
  const scenario = unlockScenarioOf(variant)
  if (!scenario) return []
  const comment = Math.floor(variant / unlockScenarios.length) % 2 === 0 ? scenario.comment : undefined
  return submitUnlockRequests(deps, userDeviceId, scenario.blocked, comment, deps.dashboardUrl, at)
}

/** A suspension request from `userDeviceId`; `variant` picks the duration and the comment. */
export function sendSuspensionRequest(deps: ServerDeps, userDeviceId: string, variant: number, at: Date): string[] {
  const scenario = suspensionScenarios[variant % suspensionScenarios.length] ?? suspensionScenarios[0]
  if (!scenario) return []
  const comment = Math.floor(variant / suspensionScenarios.length) % 3 === 2 ? undefined : scenario.comment
  const id = submitSuspendFilterRequest(deps, userDeviceId, scenario.durationSeconds, comment, deps.dashboardUrl, at)
  return id === undefined ? [] : [id]
}

/** The moment a family's window `w` brings its request (whole seconds within the window). */
export const momentOf = (adminId: string, w: number): number =>
  w * requestWindowMs + (idHash(`${adminId}:moment:${w}`) % (requestWindowMs / second)) * second

/** One request moment per window per watching family. */
const requestPace: FamilyPace = {
  markKey: (adminId) => `requests:${adminId}`,
  windowMs: requestWindowMs,
  momentOf,
  firstDelayMs: firstRequestDelayMs,
  catchUpMs: requestCatchUpMs,
}

/** What a family's window brings at `at`: a request from one of its asking logins, if any may ask. */
function askAt(deps: ServerDeps, adminId: string, w: number, at: number): boolean {
  const { db } = deps
  const children = db.child.getAll().filter((c) => c.adminId === adminId)
  const logins = askingLogins(db, children, at)
  if (logins.length === 0) return false
  const h = idHash(`${adminId}:ask:${w}`)
  const login = logins[h % logins.length]
  if (!login) return false
  const wantsSuspension = (h >>> 8) % suspensionEvery === 0
  const variant = h >>> 12
  const maySuspend = mayAskSuspension(db, login.childId, at)
  const mayUnlock = mayAskUnlock(db, login.childId, unlockScenarioOf(variant)?.blocked.length ?? 1)
  if (maySuspend && (wantsSuspension || !mayUnlock)) return sendSuspensionRequest(deps, login.id, variant, new Date(at)).length > 0
  if (mayUnlock) return sendUnlockRequest(deps, login.id, variant, new Date(at)).length > 0
  return false
}

/**
 * Carries out the requests due at `now` for every watching parent; returns whether anything
 * changed (a request, or the progress past a moment).
 */
export function applyDueRequests(deps: ServerDeps, now: Date = deps.clock()): boolean {
  return forEachDueMoment(deps.db, now.getTime(), requestPace, (adminId, w, at) => void askAt(deps, adminId, w, at))
}
