/**
 * The simulated Macs' own events: now and then a child's Mac reports a security event (the
 * parent is notified as for a real one), or goes offline and comes back online one to three
 * minutes later.
 *
 * Pace, for a demo: as with the children's requests, only families whose parent has a live
 * session get them (someone is watching). When the simulation first sees the parent it marks
 * the beginning of the family's opening (demo/simulator/family-opening.ts: each kind of change once, within a
 * minute); from `firstDeviceEventDelayMs` on, after the opening, one event per
 * `deviceEventWindowMs` per family, at a moment within each window: security events and offline
 * spells in turn. A spell takes one of the family's Macs whose filter is on then, so the
 * dashboard shows it. Due moments are caught up at most `deviceEventCatchUpMs` back (a closed
 * demo tab is idle). A Mac taken offline here comes back when its spell ends, watched or not; one
 * that came back or was switched by other means before that is left as it is.
 *
 * Deterministic: moments, kinds, Macs and events come from hashes of the parent's id and the
 * window, never from when a call happens to run.
 */
import type { ServerDeps } from '../../core/context'
import { idEq, readStatus } from '../../core/db/db'
import { logChildSecurityEvent } from '../../core/mac/security-events'
import {
  type OfflineSpell,
  deviceEventMomentOf,
  deviceEventWindowMs,
  familyStartDelayMs,
  offlineSpellOf,
  openingKey,
  openingMs,
  spellCandidates,
  spellLogin,
  spellPrefix,
  spellsSinceKey,
} from './offline-spells'
import { idHash } from '../../core/random'
import { securityEventScenarios } from './request-corpus'
import { setMark } from '../../core/db/marks'
import { type FamilyPace, familyPausedKey, forEachDueMoment } from './family-pace'
import { goOffline, reportStatus } from '../../core/mac/reported-status'
import { endDueSuspensions } from './devices'
import { minute } from '../../core/time'

/** The windows begin once the family's opening is over. */
export const firstDeviceEventDelayMs = familyStartDelayMs + openingMs
export const deviceEventCatchUpMs = 5 * minute

/** One event per window per watching family; spells count from the first moment on. */
const pace = (deps: ServerDeps): FamilyPace => ({
  markKey: (adminId) => `device-events:${adminId}`,
  windowMs: deviceEventWindowMs,
  momentOf: deviceEventMomentOf,
  firstDelayMs: firstDeviceEventDelayMs,
  catchUpMs: deviceEventCatchUpMs,
  onFirstSeen: (adminId, from) => {
    setMark(deps.db, spellsSinceKey(adminId), from)
    setMark(deps.db, openingKey(adminId), from - openingMs)
  },
})

/** A security event from one of the family's Macs that is not offline; `key` varies the Mac and the event. */
export function securityEventAt(deps: ServerDeps, adminId: string, key: string, at: number): void {
  const logins = spellCandidates(deps.db, adminId).filter((ud) => readStatus(ud).case !== 'offline')
  const h = idHash(`${adminId}:security-event:${key}`)
  const login = logins[h % Math.max(1, logins.length)]
  const scenario = securityEventScenarios[(h >>> 8) % securityEventScenarios.length]
  if (!login || !scenario) return
  logChildSecurityEvent(deps, login.id, scenario.event, scenario.detail ?? null, new Date(at))
}

/** The spell's Mac goes offline until the spell ends, if its filter is on. */
export function offlineSpellAt(deps: ServerDeps, adminId: string, spell: OfflineSpell): void {
  const login = spellLogin(deps.db, adminId, spell)
  if (!login || readStatus(login).case !== 'filterOn') return
  goOffline(deps, login.id)
  setMark(deps.db, `${spellPrefix}${login.id}`, spell.end)
}

/** Brings back the Macs whose offline spell has ended by `t` (if they are still offline). */
export function endSpells(deps: ServerDeps, t: number): boolean {
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
    else securityEventAt(deps, adminId, String(w), at)
  })
  return endSpells(deps, t) || changed
}

/** Marks of a family's pace that restart when it acts again (spells under way are ended instead). */
const paceMarkPrefixes = ['requests:', 'device-events:', 'device-events-since:', 'family-opening:', 'family-opening-done:']

/**
 * Holds the family still (no requests, security events nor offline spells; Macs offline for a
 * spell come back now) or lets it act again: then each watching parent is seen anew, and the
 * family's opening follows (demo/simulator/family-opening.ts). Screenshots and typed text go on either way.
 */
export function setFamilyActing(deps: ServerDeps, acting: boolean): void {
  const { db } = deps
  for (const mark of db.simulationMark.getAll()) {
    if (paceMarkPrefixes.some((prefix) => mark.id.startsWith(prefix))) db.simulationMark.delete({ where: { id: { equals: mark.id } } })
  }
  if (acting) {
    db.simulationMark.delete({ where: { id: { equals: familyPausedKey } } })
    return
  }
  endSpells(deps, Number.POSITIVE_INFINITY)
  setMark(db, familyPausedKey, deps.clock().getTime())
}
