/**
 * Building blocks shared by the handlers: tokens, security events, ownership lookups, the wire
 * form of a child, and the delete cascades.
 */
import type { WireOutput } from '@domain/api/operations'
import { compareVersions } from '@domain/api/versions'
import type { NotificationMethodConfig, PlainTimeWindow, RuleSchedule } from '@domain/api/wire'
import type { AdminContext, ServerDeps } from './context'
import { type AdminRow, type ChildRow, type Db, idEq, readJson, readStatus, ttl, writeJson } from './db/db'
import { isoSeconds } from './encode'
import { notFound } from './errors'
import { macModel } from './mac-models'
import { type UserRows, queriedUserRows } from './user-rows'
import type { AdminEventName } from './security-events'

// ── accounts ────────────────────────────────────────────────────────────────────────────────

export const findAdminByEmail = (db: Db, email: string): AdminRow | null => db.admin.findFirst({ where: { email: { equals: email.toLowerCase() } } })

export const findAdmin = (db: Db, id: string): AdminRow | null => db.admin.findFirst({ where: { id: idEq(id) } })

/** A new 28-day admin session token; expired tokens (anyone's) are deleted, as they never work again. */
export function createAdminToken(deps: ServerDeps, adminId: string, now: Date): string {
  deps.db.adminToken.deleteMany({ where: { expiresAt: { lte: now.getTime() } } })
  const value = deps.newId()
  deps.db.adminToken.create({
    value,
    adminId,
    createdAt: now.getTime(),
    expiresAt: now.getTime() + ttl.adminToken,
  })
  return value
}

export function logAdminEvent(deps: ServerDeps, adminId: string, event: AdminEventName, now: Date, detail?: string, ipAddress?: string): void {
  deps.db.securityEvent.create({
    id: deps.newId(),
    adminId,
    userDeviceId: null,
    event,
    detail: detail ?? null,
    ipAddress: ipAddress ?? null,
    createdAt: now.getTime(),
  })
}

/** Adds a verified notification method unless the admin already has the same one. */
export function addVerifiedMethod(deps: ServerDeps, adminId: string, config: NotificationMethodConfig, now: Date): string {
  const json = writeJson(config)
  const existing = deps.db.verifiedNotificationMethod.findMany({ where: { adminId: { equals: adminId } } }).find((m) => m.configJson === json)
  if (existing) return existing.id
  const id = deps.newId()
  deps.db.verifiedNotificationMethod.create({ id, adminId, configJson: json, createdAt: now.getTime() })
  return id
}

// ── ownership ───────────────────────────────────────────────────────────────────────────────

/** The caller's child, or 404 "User" (also for another parent's child). */
export function ownedChild(ctx: AdminContext, childId: string): ChildRow {
  const child = ctx.deps.db.child.findFirst({ where: { id: idEq(childId), adminId: { equals: ctx.admin.id } } })
  if (!child) throw notFound('User')
  return child
}

export const childrenOf = (db: Db, adminId: string): ChildRow[] => db.child.findMany({ where: { adminId: { equals: adminId } } })

// ── wire views ──────────────────────────────────────────────────────────────────────────────

const isLive = (deletedAt: number | null, now: Date): boolean => deletedAt === null || deletedAt > now.getTime()

/** Keys that have not expired. */
export const liveKeys = (db: Db, keychainId: string, now: Date) =>
  db.key.findMany({ where: { keychainId: { equals: keychainId } } }).filter((k) => isLive(k.deletedAt, now))

type WireUser = WireOutput<'GetUser'>

const blockedAppsMinFilter = '2.6.0'

/** A child in wire form (the `User` of GetUsers and GetUser). */
export function userView(db: Db, child: ChildRow, now: Date, rows: UserRows = queriedUserRows(db, now)): WireUser {
  const links = rows.links(child.id)
  const keychains: WireUser['keychains'] = []
  for (const link of links) {
    const keychain = rows.keychain(link.keychainId)
    if (!keychain) continue
    keychains.push({
      id: keychain.id,
      parentId: keychain.adminId,
      name: keychain.name,
      description: keychain.description ?? undefined,
      isPublic: keychain.isPublic,
      numKeys: rows.keysOf(keychain.id).length,
      schedule: link.scheduleJson === null ? undefined : readJson<RuleSchedule>(link.scheduleJson),
    })
  }

  const userDevices = rows.logins(child.id)
  const seen = new Set<string>()
  const devices: WireUser['devices'] = []
  for (const ud of userDevices) {
    if (seen.has(ud.id)) continue
    seen.add(ud.id)
    const computer = rows.computer(ud.computerId)
    if (!computer) continue
    const model = macModel(computer.modelIdentifier)
    devices.push({
      id: ud.id,
      deviceId: computer.id,
      status: readStatus(ud),
      modelFamily: model.family,
      modelTitle: model.title,
      modelIdentifier: computer.modelIdentifier,
      customName: computer.customName ?? undefined,
    })
  }

  const showBlockedApps = userDevices.some((ud) => ud.filterVersion !== null && compareVersions(ud.filterVersion, blockedAppsMinFilter) >= 0)
  const blockedApps = showBlockedApps
    ? [...rows.blockedApps(child.id)]
        .sort((a, b) => a.position - b.position)
        .map((app) => ({
          id: app.id,
          identifier: app.identifier,
          schedule: app.scheduleJson === null ? undefined : readJson<RuleSchedule>(app.scheduleJson),
        }))
    : undefined

  return {
    id: child.id,
    name: child.name,
    keyloggingEnabled: child.keyloggingEnabled,
    screenshotsEnabled: child.screenshotsEnabled,
    screenshotsResolution: child.screenshotsResolution,
    screenshotsFrequency: child.screenshotsFrequency,
    showSuspensionActivity: child.showSuspensionActivity,
    keychains,
    downtime: child.downtimeJson === null ? undefined : readJson<PlainTimeWindow>(child.downtimeJson),
    devices,
    blockedApps,
    createdAt: isoSeconds(child.createdAt),
  }
}

// ── cascades ────────────────────────────────────────────────────────────────────────────────

const anyOf = (ids: readonly string[]) => ({ in: [...ids] })

/** Removes a child login on a computer and everything it produced. */
export function deleteUserDeviceData(db: Db, userDeviceIds: readonly string[]): void {
  if (userDeviceIds.length === 0) return
  const where = { userDeviceId: anyOf(userDeviceIds) }
  db.screenshot.deleteMany({ where })
  db.keystrokeLine.deleteMany({ where })
  db.unlockRequest.deleteMany({ where })
  db.suspendFilterRequest.deleteMany({ where })
  db.securityEvent.deleteMany({ where })
  db.userToken.deleteMany({ where })
  db.userDevice.deleteMany({ where: { id: anyOf(userDeviceIds) } })
}

/** Removes a child and all their data (not their computers or keychains). */
export function deleteChildData(db: Db, childId: string): void {
  const userDeviceIds = db.userDevice.findMany({ where: { childId: { equals: childId } } }).map((ud) => ud.id)
  deleteUserDeviceData(db, userDeviceIds)
  db.userToken.deleteMany({ where: { childId: { equals: childId } } })
  db.blockedApp.deleteMany({ where: { childId: { equals: childId } } })
  db.childKeychain.deleteMany({ where: { childId: { equals: childId } } })
  for (const ios of db.iosDevice.findMany({ where: { childId: { equals: childId } } })) {
    db.iosBlockRule.deleteMany({ where: { deviceId: { equals: ios.id } } })
    db.iosDevice.delete({ where: { id: { equals: ios.id } } })
  }
  db.child.delete({ where: { id: { equals: childId } } })
}

/** Removes a keychain, its keys and every child's link to it. */
export function deleteKeychainData(db: Db, keychainId: string): void {
  db.key.deleteMany({ where: { keychainId: { equals: keychainId } } })
  db.childKeychain.deleteMany({ where: { keychainId: { equals: keychainId } } })
  db.keychain.delete({ where: { id: { equals: keychainId } } })
}

/**
 * Deletes an admin and everything they own: children with all their data, computers, keychains
 * with their keys, notification rules and methods, sessions, security events, analytics and
 * checkout sessions, and the admin's ephemeral entries.
 */
export function deleteAdminCascade(deps: ServerDeps, adminId: string): void {
  const { db } = deps
  const childIds = childrenOf(db, adminId).map((c) => c.id)
  for (const childId of childIds) deleteChildData(db, childId)
  for (const computer of db.computer.findMany({ where: { adminId: { equals: adminId } } })) {
    // Any other login left on the computer goes with it.
    const left = db.userDevice.findMany({ where: { computerId: { equals: computer.id } } }).map((ud) => ud.id)
    deleteUserDeviceData(db, left)
    db.computer.delete({ where: { id: { equals: computer.id } } })
  }
  for (const keychain of db.keychain.findMany({ where: { adminId: { equals: adminId } } })) deleteKeychainData(db, keychain.id)
  const byAdmin = { where: { adminId: { equals: adminId } } }
  db.adminNotification.deleteMany(byAdmin)
  db.verifiedNotificationMethod.deleteMany(byAdmin)
  db.adminToken.deleteMany(byAdmin)
  db.securityEvent.deleteMany(byAdmin)
  db.analyticsEvent.deleteMany(byAdmin)
  db.checkoutSession.deleteMany(byAdmin)
  db.admin.delete({ where: { id: { equals: adminId } } })
  deps.stores.forget(adminId, childIds)
}
