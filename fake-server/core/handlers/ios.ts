/**
 * Children's iPhones and iPads: IOSDevices, GetIOSDevice, UpdateIOSDevice, UpsertBlockRule and
 * DeleteEntity `blockRule` (today's API only; the route table answers the names in any build).
 *
 * As the real server, except stricter on ownership: another parent's device is the 404 "Device"
 * (GetIOSDevice, UpsertBlockRule create) or the 401 Vapor `Unauthorized` (UpdateIOSDevice,
 * UpsertBlockRule edit, DeleteEntity), and an unknown block-group id is a 400 rather than a
 * change silently dropped. Domains are stored verbatim; rule contents are not checked.
 * Block groups are listed by name, devices and rules by creation time.
 */
import { sameId } from '@domain/api/ids'
import type { WireOutput } from '@domain/api/operations'
import type { BlockRule } from '@domain/api/wire'
import type { AdminContext, HandlerRegistry } from '../context'
import { type IOSBlockRuleRow, type IOSDeviceRow, idEq, readJson, writeJson } from '../db/db'
import { notFound, pqlError, vaporError } from '../errors'
import { blockGroupOf, blockGroupsByName } from '../ios-block-groups'
import { logAdminEvent } from '../services'

const byCreation = <T extends { createdAt: number }>(rows: T[]): T[] => [...rows].sort((a, b) => a.createdAt - b.createdAt)

/** The caller's children's ids. */
const childIdsOf = (ctx: AdminContext): string[] => ctx.deps.db.child.findMany({ where: { adminId: { equals: ctx.admin.id } } }).map((c) => c.id)

const isCallers = (ctx: AdminContext, device: IOSDeviceRow): boolean => childIdsOf(ctx).some((id) => sameId(id, device.childId))

const findDevice = (ctx: AdminContext, id: string): IOSDeviceRow | null => ctx.deps.db.iosDevice.findFirst({ where: { id: idEq(id) } })

/** The caller's device, or 404 "Device" (an unknown one and another parent's alike). */
function ownedDevice(ctx: AdminContext, id: string): IOSDeviceRow {
  const device = findDevice(ctx, id)
  if (!device || !isCallers(ctx, device)) throw notFound('Device')
  return device
}

const childName = (ctx: AdminContext, device: IOSDeviceRow): string =>
  ctx.deps.db.child.findFirst({ where: { id: { equals: device.childId } } })?.name ?? 'Unknown'

const unknownBlockGroup = (id: string) =>
  pqlError({
    id: '7b1c0a93',
    type: 'badRequest',
    status: 400,
    debugMessage: `UpdateIOSDevice: ${id} is not a block group`,
    showContactSupport: true,
  })

const rulesOf = (ctx: AdminContext, deviceId: string): IOSBlockRuleRow[] =>
  byCreation(ctx.deps.db.iosBlockRule.findMany({ where: { deviceId: { equals: deviceId } } }))

/** The device page's record. */
function deviceView(ctx: AdminContext, device: IOSDeviceRow): WireOutput<'GetIOSDevice'> {
  const enabled: string[] = []
  for (const id of readJson<string[]>(device.enabledBlockGroupsJson)) {
    if (!enabled.some((e) => sameId(e, id))) enabled.push(id.toUpperCase())
  }
  return {
    childName: childName(ctx, device),
    deviceType: device.deviceType,
    osVersion: device.osVersion,
    allBlockGroups: blockGroupsByName().map((g) => ({ id: g.id, name: g.name })),
    enabledBlockGroups: enabled,
    webPolicy: device.webPolicy,
    webPolicyDomains: readJson<string[]>(device.webPolicyDomainsJson),
    customBlockRules: rulesOf(ctx, device.id).map((r) => ({ id: r.id, rule: readJson<BlockRule>(r.ruleJson) })),
  }
}

/** DeleteEntity `blockRule`: 404 "Block rule" when unknown, 401 when not on the caller's device; logs the parent event. */
export function deleteBlockRule(ctx: AdminContext, id: string): void {
  const { db } = ctx.deps
  const rule = db.iosBlockRule.findFirst({ where: { id: idEq(id) } })
  if (!rule) throw notFound('Block rule')
  const device = findDevice(ctx, rule.deviceId)
  if (!device || !isCallers(ctx, device)) throw vaporError(401, 'Unauthorized')
  db.iosBlockRule.delete({ where: { id: { equals: rule.id } } })
  logAdminEvent(ctx.deps, ctx.admin.id, 'iosBlockRuleDeleted', ctx.now, `child: ${childName(ctx, device)}`, ctx.ipAddress)
}

export const iosHandlers = {
  IOSDevices(_input, ctx) {
    const children = childIdsOf(ctx)
    const devices = ctx.deps.db.iosDevice.getAll().filter((d) => children.some((id) => sameId(id, d.childId)))
    return byCreation(devices).map((d) => ({
      id: d.id,
      childName: childName(ctx, d),
      deviceType: d.deviceType,
      osVersion: d.osVersion,
    }))
  },

  GetIOSDevice(deviceId, ctx) {
    return deviceView(ctx, ownedDevice(ctx, deviceId))
  },

  UpdateIOSDevice(input, ctx) {
    const device = findDevice(ctx, input.deviceId)
    if (!device) throw notFound('Device')
    if (!isCallers(ctx, device)) throw vaporError(401, 'Unauthorized')
    const groups = input.enabledBlockGroups.map((id) => {
      const group = blockGroupOf(id)
      if (!group) throw unknownBlockGroup(id)
      return group.id
    })
    ctx.deps.db.iosDevice.update({
      where: { id: { equals: device.id } },
      data: {
        enabledBlockGroupsJson: writeJson(groups),
        webPolicy: input.webPolicy,
        webPolicyDomainsJson: writeJson(input.webPolicyDomains),
      },
    })
    return { success: true }
  },

  UpsertBlockRule(input, ctx) {
    const { db } = ctx.deps
    if (input.id === undefined) {
      const device = ownedDevice(ctx, input.deviceId)
      const id = ctx.deps.newId().toUpperCase()
      db.iosBlockRule.create({ id, deviceId: device.id, ruleJson: writeJson(input.rule), createdAt: ctx.now.getTime() })
      return id
    }
    const rule = db.iosBlockRule.findFirst({ where: { id: idEq(input.id) } })
    if (!rule) throw notFound('Block rule')
    const device = findDevice(ctx, input.deviceId)
    if (!sameId(rule.deviceId, input.deviceId) || !device || !isCallers(ctx, device)) throw vaporError(401, 'Unauthorized')
    db.iosBlockRule.update({ where: { id: { equals: rule.id } }, data: { ruleJson: writeJson(input.rule) } })
    return rule.id
  },
} satisfies HandlerRegistry
