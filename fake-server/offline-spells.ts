/**
 * The simulated Macs' offline spells as a schedule (simulator-events.ts carries them out): which
 * family window brings a spell, when it begins and ends, and which of the family's Macs it takes,
 * all from hashes of the parent's id and the window. The other simulations (the children's
 * requests, the screenshots) ask it whether a Mac is offline at a past moment they catch up on,
 * so what they do does not depend on how often the server ticks.
 */
import { type Db, type UserDeviceRow, readStatus } from './db'
import { idHash } from './random'
import { markOf } from './simulation-marks'
import { minute, second } from './time'

export const deviceEventWindowMs = 3 * minute
/** How long a Mac stays offline: from the shortest spell up to this much longer. */
export const shortestOfflineSpellMs = 1 * minute
const offlineSpellSpreadSeconds = 120

/** The mark of the moment after which a family's spells happen (2 minutes after its parent was first seen). */
export const spellsSinceKey = (adminId: string): string => `device-events-since:${adminId}`
/** The mark of a Mac a spell took offline: when it comes back. */
export const spellPrefix = 'offline-spell:'

export type DeviceEventKind = 'securityEvent' | 'offlineSpell'

/** The moment a family's window `w` brings its event (whole seconds within the window). */
export const deviceEventMomentOf = (adminId: string, w: number): number =>
  w * deviceEventWindowMs + (idHash(`${adminId}:device-event:${w}`) % (deviceEventWindowMs / second)) * second

/** What a family's window `w` brings: security events and offline spells take turns. */
export const deviceEventKindOf = (adminId: string, w: number): DeviceEventKind =>
  (w + idHash(`${adminId}:device-event-kind`)) % 2 === 0 ? 'securityEvent' : 'offlineSpell'

export interface OfflineSpell {
  readonly start: number
  readonly end: number
  /** Picks the Mac among the family's logins (by id). */
  readonly pick: number
}

/** The offline spell a family's window `w` brings, if it brings one. */
export function offlineSpellOf(adminId: string, w: number): OfflineSpell | undefined {
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
export function spellCandidates(db: Db, adminId: string): UserDeviceRow[] {
  const children = new Set(db.child.getAll().filter((c) => c.adminId === adminId).map((c) => c.id))
  return db.userDevice
    .getAll()
    .filter((ud) => children.has(ud.childId) && (readStatus(ud).case !== 'offline' || offlineForSpell(db, ud)))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * Whether an offline spell of its family covers `login` at `at` (if its Mac had the filter on
 * when the spell began, it is offline then). Worked out from the hashes and the family's marks,
 * so other simulations that run before this one's work in a round see the Mac as it is at `at`.
 */
export function inOfflineSpell(db: Db, login: UserDeviceRow, at: number): boolean {
  const adminId = db.child.findFirst({ where: { id: { equals: login.childId } } })?.adminId
  if (adminId === undefined) return false
  // Spells happen only while the parent watches, from 2 minutes after they were first seen.
  const since = markOf(db, spellsSinceKey(adminId))
  if (since === undefined || !db.adminToken.getAll().some((t) => t.adminId === adminId && t.expiresAt > at)) return false
  const logins = spellCandidates(db, adminId)
  const longest = shortestOfflineSpellMs + offlineSpellSpreadSeconds * second
  for (let w = Math.floor((at - longest) / deviceEventWindowMs); w <= Math.floor(at / deviceEventWindowMs); w++) {
    const spell = offlineSpellOf(adminId, w)
    if (spell && spell.start > since && spell.start <= at && at < spell.end && logins[spell.pick % logins.length]?.id === login.id) return true
  }
  return false
}

/** Whether `login` is offline only for one of this simulation's spells. */
export const offlineForSpell = (db: Db, login: UserDeviceRow): boolean => markOf(db, `${spellPrefix}${login.id}`) !== undefined
