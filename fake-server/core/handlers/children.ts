/**
 * Children ("users" on the wire): GetUsers, GetUser, SaveUser, CreatePendingAppConnection, and
 * the `user` / `userDevice` kinds of DeleteEntity.
 *
 * Stricter than the real server, which skips these checks: SaveUser checks that the child is the caller's and that
 * every keychain is the caller's own or public (404 "User" / "Keychain").
 */
import { minScreenshotsFrequency, monitoringDecreases, newChildDefaults } from '@domain/children/settings'
import type { DecodedInput } from '@domain/api/operations'
import { sameSchedule } from '@domain/schedule/schedule'
import type { RuleSchedule } from '@domain/api/wire'
import type { AdminContext, HandlerRegistry } from '../context'
import { canonicalId, idEq, readJson, writeJson } from '../db/db'
import { notFound } from '../errors'
import { scheduleAutoConnect } from '../mac/connect'
import { childrenOf, deleteChildData, deleteKeychainData, deleteUserDeviceData, liveKeys, logAdminEvent, ownedChild, userView } from '../services'
import { indexedUserRows } from '../user-rows'

/** Marks the keychain SaveUser creates for a new child (DeleteEntity `user` looks for it). */
export const autoKeychainMarker = 'created automatically'

export const autoKeychainName = (childName: string): string => `${childName}’s Keychain`

export const autoKeychainDescription = (childName: string): string =>
  `This keychain was ${autoKeychainMarker} as a default place for you to add keys for ${childName}. ` +
  'Feel free to use it as is, change it, delete it, or create as many other keychains as you like.'

const scheduleJson = (schedule: RuleSchedule | undefined | null): string | null => (schedule ? writeJson(schedule) : null)
const readSchedule = (json: string | null): RuleSchedule | undefined => (json === null ? undefined : readJson<RuleSchedule>(json))

/** A keychain the caller may give a child: their own, or another parent's public one (else 404 "Keychain"). */
export function assignableKeychain(ctx: AdminContext, keychainId: string) {
  const keychain = ctx.deps.db.keychain.findFirst({ where: { id: idEq(keychainId) } })
  if (!keychain || (keychain.adminId !== ctx.admin.id && !keychain.isPublic)) throw notFound('Keychain')
  return keychain
}

type SaveUserInput = DecodedInput<'SaveUser'>

function createChild(input: SaveUserInput, ctx: AdminContext): void {
  const { deps, now, admin } = ctx
  const { db } = deps
  // Re-using an existing id fails like the real server's unique constraint: a generic 500.
  if (db.child.findFirst({ where: { id: idEq(input.id) } })) throw new Error('SaveUser: duplicate child id')
  const id = canonicalId(input.id)
  const t = now.getTime()
  db.child.create({
    id,
    adminId: admin.id,
    name: input.name,
    // The client's monitoring values are ignored: a new child gets the recommended defaults.
    ...newChildDefaults,
    downtimeJson: input.downtime ? writeJson(input.downtime) : null,
    createdAt: t,
  })
  const keychainId = deps.newId()
  db.keychain.create({
    id: keychainId,
    adminId: admin.id,
    name: autoKeychainName(input.name),
    description: autoKeychainDescription(input.name),
    warning: null,
    isPublic: false,
    createdAt: t,
  })
  db.childKeychain.create({ id: deps.newId(), childId: id, keychainId, scheduleJson: null, createdAt: t })
  logAdminEvent(deps, admin.id, 'childAdded', now, `name: ${input.name}`, ctx.ipAddress)
}

function updateChild(input: SaveUserInput, ctx: AdminContext): void {
  const { deps, now, admin } = ctx
  const { db } = deps
  const child = ownedChild(ctx, input.id)

  // Check every keychain before changing anything. Repeated ids count once.
  const seen = new Set<string>()
  const keychains: { id: string; schedule: RuleSchedule | undefined }[] = []
  for (const link of input.keychains) {
    const keychain = assignableKeychain(ctx, link.id)
    if (seen.has(keychain.id)) continue
    seen.add(keychain.id)
    keychains.push({ id: keychain.id, schedule: link.schedule ?? undefined })
  }
  // Blocked apps keep their client ids; a repeated id, or one another child's app has, fails
  // like the real unique constraint (a generic 500), before anything changes.
  const wantedApps = input.blockedApps?.map((app) => ({
    id: canonicalId(app.id),
    identifier: app.identifier,
    schedule: app.schedule ?? undefined,
  }))
  if (wantedApps) {
    const ids = new Set(wantedApps.map((app) => app.id))
    const taken = wantedApps.some((app) => {
      const row = db.blockedApp.findFirst({ where: { id: { equals: app.id } } })
      return row !== null && row.childId !== child.id
    })
    if (ids.size !== wantedApps.length || taken) throw new Error('SaveUser: blocked app id already in use')
  }

  const next = {
    name: input.name,
    keyloggingEnabled: input.keyloggingEnabled,
    screenshotsEnabled: input.screenshotsEnabled,
    screenshotsResolution: input.screenshotsResolution,
    screenshotsFrequency: Math.max(minScreenshotsFrequency, input.screenshotsFrequency),
    showSuspensionActivity: input.showSuspensionActivity,
    downtimeJson: input.downtime ? writeJson(input.downtime) : null,
  }
  const decreased = monitoringDecreases(child, next)
  db.child.update({ where: { id: { equals: child.id } }, data: next })
  const name = next.name
  if (decreased.length > 0) {
    logAdminEvent(deps, admin.id, 'monitoringDecreased', now, `for child: ${name}, ${decreased.join(', ')}`, ctx.ipAddress)
  }

  const t = now.getTime()
  // Blocked apps: absent or null leaves them alone; a list replaces them when it differs.
  if (wantedApps) {
    const current = db.blockedApp.findMany({ where: { childId: { equals: child.id } } }).sort((a, b) => a.position - b.position)
    const same =
      current.length === wantedApps.length &&
      current.every(
        (row, i) =>
          row.id === wantedApps[i]?.id &&
          row.identifier === wantedApps[i]?.identifier &&
          sameSchedule(readSchedule(row.scheduleJson), wantedApps[i]?.schedule),
      )
    if (!same) {
      db.blockedApp.deleteMany({ where: { childId: { equals: child.id } } })
      wantedApps.forEach((app, position) =>
        db.blockedApp.create({
          id: app.id,
          childId: child.id,
          identifier: app.identifier,
          scheduleJson: scheduleJson(app.schedule),
          position,
          createdAt: t,
        }),
      )
      logAdminEvent(deps, admin.id, 'blockedAppsChanged', now, `child: ${name}`, ctx.ipAddress)
    }
  }

  // Keychains: replaced (with their schedules) when the list differs, order included.
  const links = db.childKeychain.findMany({ where: { childId: { equals: child.id } } })
  const sameLinks =
    links.length === keychains.length &&
    links.every((link, i) => link.keychainId === keychains[i]?.id && sameSchedule(readSchedule(link.scheduleJson), keychains[i]?.schedule))
  if (!sameLinks) {
    db.childKeychain.deleteMany({ where: { childId: { equals: child.id } } })
    for (const link of keychains) {
      db.childKeychain.create({
        id: deps.newId(),
        childId: child.id,
        keychainId: link.id,
        scheduleJson: scheduleJson(link.schedule),
        createdAt: t,
      })
    }
    logAdminEvent(deps, admin.id, 'keychainsChanged', now, `child: ${name}`, ctx.ipAddress)
  }
}

/**
 * DeleteEntity `user`: the child and all their data; then their empty auto-created keychains
 * that no other child uses, and the parent's computers left without any login.
 */
export function deleteChild(ctx: AdminContext, childId: string): void {
  const { deps, now, admin } = ctx
  const { db } = deps
  const child = ownedChild(ctx, childId)
  const keychainIds = db.childKeychain.findMany({ where: { childId: { equals: child.id } } }).map((l) => l.keychainId)

  deleteChildData(db, child.id)
  deps.stores.forgetChildren([child.id])

  for (const keychainId of keychainIds) {
    const keychain = db.keychain.findFirst({ where: { id: { equals: keychainId } } })
    if (
      keychain &&
      keychain.adminId === admin.id &&
      (keychain.description ?? '').includes(autoKeychainMarker) &&
      liveKeys(db, keychain.id, now).length === 0 &&
      db.childKeychain.count({ where: { keychainId: { equals: keychain.id } } }) === 0
    ) {
      deleteKeychainData(db, keychain.id)
    }
  }
  for (const computer of db.computer.findMany({ where: { adminId: { equals: admin.id } } })) {
    if (db.userDevice.count({ where: { computerId: { equals: computer.id } } }) === 0) {
      db.computer.delete({ where: { id: { equals: computer.id } } })
    }
  }
  logAdminEvent(deps, admin.id, 'childDeleted', now, `name: ${child.name}`, ctx.ipAddress)
}

/**
 * DeleteEntity `userDevice`: one child's login on a computer, with everything it produced; the
 * computer goes too when no other login is left on it. Unknown → 404 "User device"; another
 * parent's child → 404 "User".
 */
export function deleteUserDevice(ctx: AdminContext, userDeviceId: string): void {
  const { deps, now, admin } = ctx
  const { db } = deps
  const userDevice = db.userDevice.findFirst({ where: { id: idEq(userDeviceId) } })
  if (!userDevice) throw notFound('User device')
  const child = db.child.findFirst({ where: { id: { equals: userDevice.childId }, adminId: { equals: admin.id } } })
  if (!child) throw notFound('User')
  const computer = db.computer.findFirst({ where: { id: { equals: userDevice.computerId } } })

  deleteUserDeviceData(db, [userDevice.id])
  if (computer && db.userDevice.count({ where: { computerId: { equals: computer.id } } }) === 0) {
    db.computer.delete({ where: { id: { equals: computer.id } } })
  }
  const serial = computer?.serialNumber ?? 'unknown'
  logAdminEvent(deps, admin.id, 'childComputerDeleted', now, `child: ${child.name}, computer serial: ${serial}`, ctx.ipAddress)
}

export const childrenHandlers = {
  GetUsers(_input, ctx) {
    const { db } = ctx.deps
    const rows = indexedUserRows(db, ctx.now)
    return childrenOf(db, ctx.admin.id).map((child) => userView(db, child, ctx.now, rows))
  },

  GetUser(childId, ctx) {
    return userView(ctx.deps.db, ownedChild(ctx, childId), ctx.now)
  },

  SaveUser(input, ctx) {
    if (input.isNew) createChild(input, ctx)
    else updateChild(input, ctx)
    return { success: true }
  },

  CreatePendingAppConnection(input, ctx) {
    const { deps, now } = ctx
    const child = ownedChild(ctx, input.userId)
    const code = deps.stores.addPendingConnection(child.id, now, deps.random)
    scheduleAutoConnect(deps, code, now)
    return { code }
  },
} satisfies HandlerRegistry
