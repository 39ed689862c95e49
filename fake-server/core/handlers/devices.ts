/**
 * Computers ("devices" on the wire): GetDevices, GetDevice, SaveDevice, LatestAppVersions. A
 * computer's app version is the highest of its logins'; a login's status is what its Mac last
 * reported. Another parent's computer is 404 "Device" everywhere (stricter than the real
 * SaveDevice, which does not check ownership).
 */
import type { WireOutput } from '@domain/api/operations'
import { scariness } from '@domain/devices/status'
import type { AdminContext, HandlerRegistry } from '../context'
import { type ComputerRow, type Db, idEq, readStatus } from '../db/db'
import { notFound } from '../errors'
import { macModel } from '../mac-models'
import { compareVersions } from '@domain/api/versions'

type WireDevice = WireOutput<'GetDevice'>

/** The caller's computer, or 404 "Device". */
export function ownedComputer(ctx: AdminContext, computerId: string): ComputerRow {
  const computer = ctx.deps.db.computer.findFirst({ where: { id: idEq(computerId), adminId: { equals: ctx.admin.id } } })
  if (!computer) throw notFound('Device')
  return computer
}

/** A computer in wire form (the `Device` of GetDevices and GetDevice). */
export function deviceView(db: Db, computer: ComputerRow): WireDevice {
  const logins = db.userDevice.findMany({ where: { computerId: { equals: computer.id } } })
  // One entry per child; a child with two logins on the computer shows the scarier status.
  const users: WireDevice['users'] = []
  for (const login of logins) {
    const child = db.child.findFirst({ where: { id: { equals: login.childId } } })
    if (!child) continue
    const status = readStatus(login)
    const index = users.findIndex((u) => u.id === child.id)
    const existing = users[index]
    if (!existing) users.push({ id: child.id, name: child.name, status })
    else if (scariness(status) > scariness(existing.status)) users[index] = { ...existing, status }
  }
  const appVersion = logins.map((l) => l.appVersion).reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b), '0.0.0')
  const model = macModel(computer.modelIdentifier)
  return {
    id: computer.id,
    name: computer.customName ?? undefined,
    releaseChannel: computer.releaseChannel,
    users,
    appVersion,
    serialNumber: computer.serialNumber,
    modelIdentifier: computer.modelIdentifier,
    modelFamily: model.family,
    modelTitle: model.title,
  }
}

/** The highest semver released on each channel, each considered on its own; "0.0.0" if none. */
export function latestAppVersions(db: Db): WireOutput<'LatestAppVersions'> {
  const latest = { stable: '0.0.0', beta: '0.0.0', canary: '0.0.0' }
  for (const release of db.release.getAll()) {
    if (compareVersions(release.semver, latest[release.channel]) > 0) latest[release.channel] = release.semver
  }
  return latest
}

export const devicesHandlers = {
  GetDevices(_input, ctx) {
    const { db } = ctx.deps
    return db.computer.findMany({ where: { adminId: { equals: ctx.admin.id } } }).map((c) => deviceView(db, c))
  },

  GetDevice(computerId, ctx) {
    return deviceView(ctx.deps.db, ownedComputer(ctx, computerId))
  },

  SaveDevice(input, ctx) {
    const computer = ownedComputer(ctx, input.id)
    // Omitting the name (or sending a blank one) clears the custom name.
    const name = input.name?.trim() ? input.name : null
    ctx.deps.db.computer.update({
      where: { id: { equals: computer.id } },
      data: { customName: name, releaseChannel: input.releaseChannel },
    })
    return { success: true }
  },

  LatestAppVersions(_input, ctx) {
    return latestAppVersions(ctx.deps.db)
  },
} satisfies HandlerRegistry
