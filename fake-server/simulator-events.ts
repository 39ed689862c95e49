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
import { idEq, readStatus } from './db'
import { logChildSecurityEvent } from './device-events'
import {
  type OfflineSpell,
  deviceEventMomentOf,
  deviceEventWindowMs,
  offlineSpellOf,
  spellCandidates,
  spellPrefix,
  spellsSinceKey,
} from './offline-spells'
import { idHash } from './random'
import { securityEventScenarios } from './request-corpus'
import { type FamilyPace, forEachDueMoment, setMark } from './simulation-marks'
import { endDueSuspensions, goOffline, reportStatus } from './simulator-devices'
import { minute } from './time'

export const firstDeviceEventDelayMs = 2 * minute
export const deviceEventCatchUpMs = 5 * minute

/** One event per window per watching family; spells count from the first moment on. */
const pace = (deps: ServerDeps): FamilyPace => ({
  markKey: (adminId) => `device-events:${adminId}`,
  windowMs: deviceEventWindowMs,
  momentOf: deviceEventMomentOf,
  firstDelayMs: firstDeviceEventDelayMs,
  catchUpMs: deviceEventCatchUpMs,
  onFirstSeen: (adminId, from) => setMark(deps.db, spellsSinceKey(adminId), from),
})

/** A security event from one of the family's Macs that is not offline. */
function securityEventAt(deps: ServerDeps, adminId: string, w: number, at: number): void {
  const logins = spellCandidates(deps.db, adminId).filter((ud) => readStatus(ud).case !== 'offline')
  const h = idHash(`${adminId}:security-event:${w}`)
  const login = logins[h % Math.max(1, logins.length)]
  const scenario = securityEventScenarios[(h >>> 8) % securityEventScenarios.length]
  if (!login || !scenario) return
  logChildSecurityEvent(deps, login.id, scenario.event, scenario.detail ?? null, new Date(at))
}

/** The spell's Mac goes offline until the spell ends, if its filter is on. */
function offlineSpellAt(deps: ServerDeps, adminId: string, spell: OfflineSpell): void {
  const logins = spellCandidates(deps.db, adminId)
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
  const t = now.getTime()
  const changed = forEachDueMoment(deps.db, t, pace(deps), (adminId, w, at) => {
    // The Macs as they are at that moment: spells and suspensions over by then have ended.
    endSpells(deps, at)
    endDueSuspensions(deps, new Date(at))
    const spell = offlineSpellOf(adminId, w)
    if (spell) offlineSpellAt(deps, adminId, spell)
    else securityEventAt(deps, adminId, w, at)
  })
  return endSpells(deps, t) || changed
}
