/**
 * The demo control's triggers: a child's simulated Mac sends an unlock request, a suspension
 * request, a security event or a screenshot right now, exactly as the automatic simulation would
 * (the parent is notified the same way), or goes offline or comes back online. Without a child id, the trigger acts for the first child with a
 * computer of the parent who logged in last (the one using the demo), else of any parent.
 * The content is picked with the server's random source.
 */
import type { DemoTriggerResult } from '@domain/demo/control'
import type { ServerDeps } from '../core/context'
import { addKeystrokeLine, addScreenshot, screenshotSize } from './activity/rows'
import { typingContexts } from './activity/corpus'
import { type ChildRow, type Row, type UserDeviceRow, idEq, readStatus } from '../core/db/db'
import { logChildSecurityEvent } from '../core/mac/security-events'
import { securityEventScenarios } from './simulator/request-corpus'
import { goOffline, reportStatus } from '../core/mac/reported-status'
import { askingLogins, sendSuspensionRequest, sendUnlockRequest } from './simulator/requests'

type AdminTokenRow = Row<'adminToken'>

/**
 * The child and the login a trigger uses: of the logins `fits` accepts, an asking one (filter
 * on) if there is one, else the first.
 */
function triggerLogin(
  deps: ServerDeps,
  childId: string | undefined,
  fits: (login: UserDeviceRow) => boolean = () => true,
  missing = 'has no computer yet',
): { child: ChildRow; login: UserDeviceRow } {
  const { db } = deps
  const withLogin = (child: ChildRow) => {
    const asking = askingLogins(db, [child], deps.clock().getTime()).filter(fits)
    const login = asking[0] ?? db.userDevice.getAll().find((ud) => ud.childId === child.id && fits(ud))
    return login ? { child, login } : undefined
  }
  if (childId !== undefined) {
    const child = db.child.findFirst({ where: { id: idEq(childId) } })
    if (!child) throw new Error(`no child with id ${childId}`)
    const found = withLogin(child)
    if (!found) throw new Error(`${child.name} ${missing}`)
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
  throw new Error(`no child ${missing}`)
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

const online = (login: UserDeviceRow): boolean => readStatus(login).case !== 'offline'

export function triggerScreenshot(deps: ServerDeps, childId?: string): DemoTriggerResult {
  const { child, login } = triggerLogin(deps, childId)
  const at = deps.clock().getTime()
  const status = readStatus(login)
  const suspended = status.case === 'filterSuspended'
  const id = deps.newId()
  addScreenshot(deps.db, { id, userDeviceId: login.id, createdAt: at, suspended, ...screenshotSize(login.id, child.screenshotsResolution) })
  const ids = [id]
  const context = typingContexts[variant(deps) % typingContexts.length]
  if (child.keyloggingEnabled && context) {
    const lineId = deps.newId()
    const line = context.lines[variant(deps) % context.lines.length] ?? ''
    addKeystrokeLine(deps.db, { id: lineId, userDeviceId: login.id, createdAt: at + 1_000, appName: context.apps[0] ?? 'Notes', line, suspended })
    ids.push(lineId)
  }
  return { childId: child.id, ids }
}

export function triggerDeviceOffline(deps: ServerDeps, childId?: string): DemoTriggerResult {
  const { child, login } = triggerLogin(deps, childId, online, 'has no computer online')
  goOffline(deps, login.id)
  return { childId: child.id, ids: [login.id] }
}

export function triggerDeviceOnline(deps: ServerDeps, childId?: string): DemoTriggerResult {
  const { child, login } = triggerLogin(deps, childId, (ud) => !online(ud), 'has no computer offline')
  reportStatus(deps, login.id, { case: 'filterOn' })
  return { childId: child.id, ids: [login.id] }
}
