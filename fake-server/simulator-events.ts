/**
 * The simulated Macs' own events: now and then a child's Mac reports a security event (the
 * parent is notified as for a real one), or goes offline and comes back online one to three
 * minutes later.
 *
 * Pace, for a demo: as with the children's requests, only families whose parent has a live
 * session get them (someone is watching), never before `firstDeviceEventDelayMs` after the
 * simulation first sees the parent, then one event per `deviceEventWindowMs` per family, at a
 * moment within each window: security events and offline spells in turn. Due moments are caught
 * up at most `deviceEventCatchUpMs` back (a closed demo tab is idle). A Mac taken offline here
 * comes back when its spell ends, watched or not; one that came back or was switched by other
 * means before that is left as it is.
 *
 * Deterministic: moments, kinds, Macs and events come from hashes of the parent's id and the
 * window, never from when a call happens to run.
 */
import type { ServerDeps } from './context'
import { type Db, type UserDeviceRow, idEq, readStatus } from './db'
import { logChildSecurityEvent } from './device-events'
import { idHash } from './random'
import { securityEventScenarios } from './request-corpus'
import { markOf, setMark, watchingParents } from './simulation-marks'
import { endDueSuspensions, goOffline, reportStatus } from './simulator-devices'
import { minute, second } from './time'

export const deviceEventWindowMs = 3 * minute
export const firstDeviceEventDelayMs = 2 * minute
export const deviceEventCatchUpMs = 5 * minute
/** How long a Mac stays offline: from the shortest spell up to this much longer. */
export const shortestOfflineSpellMs = 1 * minute
const offlineSpellSpreadSeconds = 120

const markKey = (adminId: string): string => `device-events:${adminId}`
/** The mark of a Mac this simulation took offline: when it comes back. */
const spellPrefix = 'offline-spell:'

export type DeviceEventKind = 'securityEvent' | 'offlineSpell'

/** The moment a family's window `w` brings its event (whole seconds within the window). */
export const deviceEventMomentOf = (adminId: string, w: number): number =>
  w * deviceEventWindowMs + (idHash(`${adminId}:device-event:${w}`) % (deviceEventWindowMs / second)) * second

/** What a family's window `w` brings: security events and offline spells take turns. */
export const deviceEventKindOf = (adminId: string, w: number): DeviceEventKind =>
  (w + idHash(`${adminId}:device-event-kind`)) % 2 === 0 ? 'securityEvent' : 'offlineSpell'

interface OfflineSpell {
  readonly start: number
  readonly end: number
  /** Picks the Mac among the family's logins (by id). */
  readonly pick: number
}

/** The offline spell a family's window `w` brings, if it brings one. */
function offlineSpellOf(adminId: string, w: number): OfflineSpell | undefined {
  if (deviceEventKindOf(adminId, w) !== 'offlineSpell') return undefined
  const start = deviceEventMomentOf(adminId, w)
  const h = idHash(`${adminId}:offline-spell:${w}`)
  return { start, end: start + shortestOfflineSpellMs + ((h >>> 8) % offlineSpellSpreadSeconds) * second, pick: h }
}

/**
 * The family's Macs (logins, by id) an offline spell may take: all but those offline for another
 * reason than a spell (one the dashboard shows offline stays so). What changes this list happens
 * at a request's time (a Mac connected, removed or switched off by the demo control), never at a
 * time that depends on how often the server ticks.
 */
function familyLogins(db: Db, adminId: string): UserDeviceRow[] {
  const children = new Set(db.child.getAll().filter((c) => c.adminId === adminId).map((c) => c.id))
  return db.userDevice
    .getAll()
    .filter((ud) => children.has(ud.childId) && (readStatus(ud).case !== 'offline' || offlineForSpell(db, ud)))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * Whether an offline spell of its family covers `login` at `at` (if its Mac had the filter on
 * when the spell began, it is offline then). Worked out from the hashes alone, so other
 * simulations that run before this one's work in a round see the Mac as it is at `at`.
 */
export function inOfflineSpell(db: Db, login: UserDeviceRow, at: number): boolean {
  const adminId = db.child.findFirst({ where: { id: { equals: login.childId } } })?.adminId
  if (adminId === undefined) return false
  const logins = familyLogins(db, adminId)
  const longest = shortestOfflineSpellMs + offlineSpellSpreadSeconds * second
  for (let w = Math.floor((at - longest) / deviceEventWindowMs); w <= Math.floor(at / deviceEventWindowMs); w++) {
    const spell = offlineSpellOf(adminId, w)
    if (spell && spell.start <= at && at < spell.end && logins[spell.pick % logins.length]?.id === login.id) return true
  }
  return false
}

/** Whether `login` is offline only for one of this simulation's spells. */
export const offlineForSpell = (db: Db, login: UserDeviceRow): boolean => markOf(db, `${spellPrefix}${login.id}`) !== undefined

/** A security event from one of the family's Macs that is not offline. */
function securityEventAt(deps: ServerDeps, adminId: string, w: number, at: number): void {
  const logins = familyLogins(deps.db, adminId).filter((ud) => readStatus(ud).case !== 'offline')
  const h = idHash(`${adminId}:security-event:${w}`)
  const login = logins[h % Math.max(1, logins.length)]
  const scenario = securityEventScenarios[(h >>> 8) % securityEventScenarios.length]
  if (!login || !scenario) return
  logChildSecurityEvent(deps, login.id, scenario.event, scenario.detail ?? null, new Date(at))
}

/** The spell's Mac goes offline until the spell ends, if its filter is on. */
function offlineSpellAt(deps: ServerDeps, adminId: string, spell: OfflineSpell): void {
  const logins = familyLogins(deps.db, adminId)
  const login = logins[spell.pick % Math.max(1, logins.length)]
  if (!login || readStatus(login).case !== 'filterOn') return
  goOffline(deps, login.id)
  setMark(deps.db, `${spellPrefix}${login.id}`, spell.end)
}

/** Brings back the Macs whose offline spell has ended by `t` (if they are still offline). */
function endSpells(deps: ServerDeps, t: number): boolean {
  const { db } = deps
  let changed = false
  for (const mark of db.simulationMark.getAll()) {
    if (!mark.id.startsWith(spellPrefix) || mark.doneAt > t) continue
    db.simulationMark.delete({ where: { id: { equals: mark.id } } })
    const login = db.userDevice.findFirst({ where: { id: idEq(mark.id.slice(spellPrefix.length)) } })
    if (login && readStatus(login).case === 'offline') reportStatus(deps, login.id, { case: 'filterOn' })
    changed = true
  }
  return changed
}

/**
 * Carries out the Macs' events due at `now` for every watching parent, and ends the offline
 * spells due by then; returns whether anything changed.
 */
export function applyDueDeviceEvents(deps: ServerDeps, now: Date = deps.clock()): boolean {
  const { db } = deps
  const t = now.getTime()
  let changed = false
  for (const adminId of watchingParents(db, t)) {
    const done = markOf(db, markKey(adminId))
    if (done === undefined) {
      // Not a change worth saving: unsaved, the wait simply starts again after a reload.
      setMark(db, markKey(adminId), t + firstDeviceEventDelayMs)
      continue
    }
    const from = Math.max(done, t - deviceEventCatchUpMs)
    for (let w = Math.floor(from / deviceEventWindowMs); w <= Math.floor(t / deviceEventWindowMs); w++) {
      const at = deviceEventMomentOf(adminId, w)
      if (at <= from || at > t) continue
      // The Macs as they are at that moment: spells and suspensions over by then have ended.
      endSpells(deps, at)
      endDueSuspensions(deps, new Date(at))
      const spell = offlineSpellOf(adminId, w)
      if (spell) offlineSpellAt(deps, adminId, spell)
      else securityEventAt(deps, adminId, w, at)
      setMark(db, markKey(adminId), at)
      changed = true
    }
  }
  return endSpells(deps, t) || changed
}
