/**
 * The family's opening: soon after a parent is first seen watching, the family shows each kind of
 * change once, where the dashboard shows it, so a demo comes alive within a minute; then the
 * calm pace of the windows (demo/simulator/requests.ts, demo/simulator/events.ts) takes over.
 *
 * The opening begins `familyStartDelayMs` after the parent is first seen (the page has loaded by
 * then) and brings, at fixed offsets from its beginning: a screenshot with typed text (taken by
 * demo/activity/simulator.ts, see `openingShotOf`), an unlock request, a filter-suspension request
 * and a security event (this module), and a Mac whose filter is on going offline and coming
 * back (`openingSpellOf`; its return is the spells' own). Requests come from a Mac whose filter
 * is on, from a child who may ask if there is one (the opening asks for a suspension even when
 * the usual pauses between suspension requests would hold it back). Due steps are caught up in
 * order, at most `openingCatchUpMs` back (a closed demo tab is idle).
 *
 * Deterministic: the moments come from the family's opening mark, the choices from hashes of the
 * parent's id, never from when a call happens to run.
 */
import type { ServerDeps } from '../../core/context'
import { openingKey, openingSpellFromMs, openingSpellOf } from './offline-spells'
import { idHash } from '../../core/random'
import { markOf, setMark } from '../../core/db/marks'
import { watchingParents } from './family-pace'
import { endDueSuspensions } from './devices'
import { offlineSpellAt, securityEventAt } from './events'
import { askingLogins, mayAskSuspension, mayAskUnlock, sendSuspensionRequest, sendUnlockRequest, unlockScenarioOf } from './requests'
import { minute, second } from '../../core/time'

export const openingUnlockMs = 5 * second
export const openingSuspensionMs = 12 * second
export const openingSecurityEventMs = 20 * second
export const openingCatchUpMs = 5 * minute

const doneKey = (adminId: string): string => `family-opening-done:${adminId}`

type Step = (deps: ServerDeps, adminId: string, at: number) => void

const unlock: Step = (deps, adminId, at) => {
  const h = idHash(`${adminId}:opening-unlock`)
  const count = unlockScenarioOf(h >>> 8)?.blocked.length ?? 1
  const logins = askingLogins(
    deps.db,
    deps.db.child.getAll().filter((c) => c.adminId === adminId),
    at,
  )
  const allowed = logins.filter((ud) => mayAskUnlock(deps.db, ud.childId, count))
  const login = allowed[h % Math.max(1, allowed.length)]
  if (login) sendUnlockRequest(deps, login.id, h >>> 8, new Date(at))
}

const suspension: Step = (deps, adminId, at) => {
  const all = askingLogins(
    deps.db,
    deps.db.child.getAll().filter((c) => c.adminId === adminId),
    at,
  )
  const allowed = all.filter((ud) => mayAskSuspension(deps.db, ud.childId, at))
  const logins = allowed.length > 0 ? allowed : all
  const h = idHash(`${adminId}:opening-suspension`)
  const login = logins[h % Math.max(1, logins.length)]
  if (login) sendSuspensionRequest(deps, login.id, h >>> 8, new Date(at))
}

const securityEvent: Step = (deps, adminId, at) => securityEventAt(deps, adminId, 'opening', at)

const offline: Step = (deps, adminId) => {
  const spell = openingSpellOf(deps.db, adminId)
  if (spell) offlineSpellAt(deps, adminId, spell)
}

/** The opening's steps (besides the screenshot), in the order of their offsets. */
const steps: readonly (readonly [number, Step])[] = [
  [openingUnlockMs, unlock],
  [openingSuspensionMs, suspension],
  [openingSecurityEventMs, securityEvent],
  [openingSpellFromMs, offline],
]

/** Carries out the opening steps due at `now` for every watching parent; returns whether any was. */
export function applyDueOpening(deps: ServerDeps, now: Date = deps.clock()): boolean {
  const { db } = deps
  const t = now.getTime()
  let changed = false
  for (const adminId of watchingParents(db, t)) {
    const since = markOf(db, openingKey(adminId))
    if (since === undefined) continue
    const from = Math.max(markOf(db, doneKey(adminId)) ?? since, t - openingCatchUpMs)
    for (const [offset, act] of steps) {
      const at = since + offset
      if (at <= from || at > t) continue
      // The Macs as they are at that moment: suspensions over by then have ended.
      endDueSuspensions(deps, new Date(at))
      act(deps, adminId, at)
      setMark(db, doneKey(adminId), at)
      changed = true
    }
  }
  return changed
}
