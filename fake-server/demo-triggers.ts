/**
 * The demo control's triggers: a child's simulated Mac sends an unlock request, a suspension
 * request or a security event right now, exactly as the automatic simulation would (the parent
 * is notified the same way). Without a child id, the trigger acts for the first child with a
 * computer of the parent who logged in last (the one using the demo), else of any parent.
 * The content is picked with the server's random source.
 */
import type { DemoTriggerResult } from '@domain/demo'
import type { ServerDeps } from './context'
import { type ChildRow, type Row, type UserDeviceRow, idEq } from './db'
import { logChildSecurityEvent } from './device-events'
import { securityEventScenarios } from './request-corpus'
import { askingLogins, sendSuspensionRequest, sendUnlockRequest } from './simulator-requests'

type AdminTokenRow = Row<'adminToken'>

/** The child and the login a trigger uses (an asking login if it has one, else its first). */
function triggerLogin(deps: ServerDeps, childId: string | undefined): { child: ChildRow; login: UserDeviceRow } {
  const { db } = deps
  const withLogin = (child: ChildRow) => {
    const login = askingLogins(db, [child], deps.clock().getTime())[0] ?? db.userDevice.getAll().find((ud) => ud.childId === child.id)
    return login ? { child, login } : undefined
  }
  if (childId !== undefined) {
    const child = db.child.findFirst({ where: { id: idEq(childId) } })
    if (!child) throw new Error(`no child with id ${childId}`)
    const found = withLogin(child)
    if (!found) throw new Error(`${child.name} has no computer yet`)
    return found
  }
  // The newest session (of equal times, the one made last).
  const latest = db.adminToken.getAll().reduce<AdminTokenRow | undefined>((best, t) => (!best || t.createdAt >= best.createdAt ? t : best), undefined)
  const children = db.child.getAll()
  const ordered = latest ? [...children.filter((c) => c.adminId === latest.adminId), ...children] : children
  for (const child of ordered) {
    const found = withLogin(child)
    if (found) return found
  }
  throw new Error('no child has a computer')
}

const variant = (deps: ServerDeps): number => Math.floor(deps.random() * 2 ** 31)

export function triggerUnlockRequest(deps: ServerDeps, childId?: string): DemoTriggerResult {
  const { child, login } = triggerLogin(deps, childId)
  return { childId: child.id, ids: sendUnlockRequest(deps, login.id, variant(deps), deps.clock()) }
}

export function triggerSuspensionRequest(deps: ServerDeps, childId?: string): DemoTriggerResult {
  const { child, login } = triggerLogin(deps, childId)
  return { childId: child.id, ids: sendSuspensionRequest(deps, login.id, variant(deps), deps.clock()) }
}

export function triggerSecurityEvent(deps: ServerDeps, childId?: string): DemoTriggerResult {
  const { child, login } = triggerLogin(deps, childId)
  const scenario = securityEventScenarios[variant(deps) % securityEventScenarios.length] ?? securityEventScenarios[0]
  if (!scenario) return { childId: child.id, ids: [] }
  const id = logChildSecurityEvent(deps, login.id, scenario.event, scenario.detail ?? null, deps.clock())
  return { childId: child.id, ids: id === undefined ? [] : [id] }
}
