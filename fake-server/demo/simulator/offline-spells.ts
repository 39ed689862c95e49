/**
 * The simulated Macs' offline spells as a schedule (demo/simulator/events.ts and demo/simulator/family-opening.ts
 * carry them out): the opening's spell, which family window brings a spell, when it begins and
 * ends, and which of the family's Macs it takes (one whose filter is on, so the dashboard shows
 * the change), all from hashes of the parent's id and the window and from the family's marks.
 * The other simulations (the children's requests, the screenshots) ask it whether a Mac is
 * offline at a past moment they catch up on, so what they do does not depend on how often the
 * server ticks.
 */
import { type Db, type UserDeviceRow, readStatus } from '../../core/db/db'
import { idHash } from '../../core/random'
import { markOf } from '../../core/db/marks'
import { reportedEnd } from '../../core/mac/reported-status'
import { minute, second } from '../../core/time'

export const deviceEventWindowMs = 3 * minute
/** How long a Mac stays offline: from the shortest spell up to this much longer. */
export const shortestOfflineSpellMs = 1 * minute
const offlineSpellSpreadSeconds = 120

/** The mark of the moment after which a family's windowed spells happen (once its opening is over). */
export const spellsSinceKey = (adminId: string): string => `device-events-since:${adminId}`
/** The mark of the moment a family's opening begins (demo/simulator/family-opening.ts). */
export const openingKey = (adminId: string): string => `family-opening:${adminId}`
/** The mark of a Mac a spell took offline: when it comes back. */
export const spellPrefix = 'offline-spell:'
/** A family's opening begins this long after its parent is first seen watching (demo/simulator/family-opening.ts). */
export const familyStartDelayMs = 10 * second
/** The opening's screenshot is taken this long after it begins. */
export const openingShotMs = 0
/** The opening's spell: from this long after it begins to this long after. */
export const openingSpellFromMs = 25 * second
export const openingSpellUntilMs = 45 * second
/** The windows of the calm pace (requests, security events, spells) begin this long after the opening. */
export const openingMs = 50 * second

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
  /** Picks the Mac among the family's logins whose filter is on when it begins (by id). */
  readonly pick: number
}

/** The spell of a family's opening, if the opening has begun (`since` its mark). */
export function openingSpellOf(db: Db, adminId: string): OfflineSpell | undefined {
  const since = markOf(db, openingKey(adminId))
  if (since === undefined) return undefined
  return { start: since + openingSpellFromMs, end: since + openingSpellUntilMs, pick: idHash(`${adminId}:opening-spell`) }
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
  const children = new Set(
    db.child
      .getAll()
      .filter((c) => c.adminId === adminId)
      .map((c) => c.id),
  )
  return db.userDevice
    .getAll()
    .filter((ud) => children.has(ud.childId) && (readStatus(ud).case !== 'offline' || offlineForSpell(db, ud)))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * Whether `login`'s filter is on at `at` as its own reports tell (spells aside): it is offline
 * only for a spell, or reports a suspension or downtime over by then, or reports filterOn and had
 * no suspension that ran out after `at` (the Mac logs when one runs out, at its end), so the
 * answer for a past moment is the same before and after the suspension ends.
 */
export function filterOnReported(db: Db, login: UserDeviceRow, at: number): boolean {
  const status = readStatus(login)
  if (status.case === 'offline') return offlineForSpell(db, login)
  if (status.case === 'filterOn') {
    const expired = db.securityEvent.findFirst({
      where: { userDeviceId: { equals: login.id }, event: { equals: 'filterSuspensionExpired' }, createdAt: { gt: at } },
    })
    return expired === null
  }
  const end = reportedEnd(status)
  return end !== undefined && end <= at
}

/** The Mac a spell takes: by its pick, among the family's Macs whose filter is on when it begins. */
export function spellLogin(db: Db, adminId: string, spell: OfflineSpell): UserDeviceRow | undefined {
  const visible = spellCandidates(db, adminId).filter((ud) => filterOnReported(db, ud, spell.start))
  return visible[spell.pick % Math.max(1, visible.length)]
}

/**
 * Whether an offline spell of its family covers `login` at `at` (if its Mac had the filter on
 * when the spell began, it is offline then). Worked out from the hashes and the family's marks,
 * so other simulations that run before this one's work in a round see the Mac as it is at `at`.
 */
export function inOfflineSpell(db: Db, login: UserDeviceRow, at: number): boolean {
  const adminId = db.child.findFirst({ where: { id: { equals: login.childId } } })?.adminId
  if (adminId === undefined) return false
  // Spells happen only while the parent watches: the opening's, then those of the windows after it.
  const since = markOf(db, spellsSinceKey(adminId))
  if (since === undefined || !db.adminToken.getAll().some((t) => t.adminId === adminId && t.expiresAt > at)) return false
  const covers = (spell: OfflineSpell | undefined) =>
    spell !== undefined && spell.start <= at && at < spell.end && spellLogin(db, adminId, spell)?.id === login.id
  if (covers(openingSpellOf(db, adminId))) return true
  const longest = shortestOfflineSpellMs + offlineSpellSpreadSeconds * second
  for (let w = Math.floor((at - longest) / deviceEventWindowMs); w <= Math.floor(at / deviceEventWindowMs); w++) {
    const spell = offlineSpellOf(adminId, w)
    if (spell && spell.start > since && covers(spell)) return true
  }
  return false
}

/** Whether `login` is offline only for one of this simulation's spells. */
export const offlineForSpell = (db: Db, login: UserDeviceRow): boolean => markOf(db, `${spellPrefix}${login.id}`) !== undefined

/**
 * The moment of `login`'s opening screenshot (with typed text), if it is the Mac its family's
 * opening takes it from: the first by id of the family's Macs that send screenshots and have the
 * filter on then, one that sends typed text if there is one.
 */
export function openingShotOf(db: Db, login: UserDeviceRow): number | undefined {
  const child = db.child.findFirst({ where: { id: { equals: login.childId } } })
  if (!child) return undefined
  const since = markOf(db, openingKey(child.adminId))
  if (since === undefined) return undefined
  const at = since + openingShotMs
  const children = new Map(
    db.child
      .getAll()
      .filter((c) => c.adminId === child.adminId && c.screenshotsEnabled)
      .map((c) => [c.id, c]),
  )
  const shooting = spellCandidates(db, child.adminId).filter((ud) => children.has(ud.childId) && filterOnReported(db, ud, at))
  const chosen = shooting.find((ud) => children.get(ud.childId)?.keyloggingEnabled) ?? shooting[0]
  return chosen?.id === login.id ? at : undefined
}
