/**
 * DeleteEntity for every type but `admin` (which account.ts handles and then hands the rest to
 * `deleteEntity`). Notification rules and methods are deleted only when they are the caller's
 * (silently nothing otherwise), and deleting a rule always logs `notificationDeleted`; a method
 * takes its rules with it. Children, logins, keys and keychains cascade as their handlers say.
 */
import type { DecodedInput } from '@domain/api/operations'
import { dismissAnnouncement } from '../announcements'
import type { AdminContext } from '../context'
import { idEq } from '../db/db'
import { logAdminEvent } from '../services'
import { deleteChild, deleteUserDevice } from './children'
import { deleteBlockRule } from './ios'
import { deleteKey, deleteKeychain } from './keychains'

type DeleteInput = DecodedInput<'DeleteEntity'>

/**
 * `adminNotification`: deleted when it is the caller's (a silent no-op otherwise); the
 * `notificationDeleted` security event is logged either way, as on the real server.
 */
export function deleteNotification(ctx: AdminContext, id: string): void {
  const { db } = ctx.deps
  db.adminNotification.deleteMany({ where: { id: idEq(id), adminId: { equals: ctx.admin.id } } })
  logAdminEvent(ctx.deps, ctx.admin.id, 'notificationDeleted', ctx.now, undefined, ctx.ipAddress)
}

/** `adminVerifiedNotificationMethod`: the caller's method and the notifications using it (no event). */
export function deleteNotificationMethod(ctx: AdminContext, id: string): void {
  const { db } = ctx.deps
  const method = db.verifiedNotificationMethod.findFirst({ where: { id: idEq(id), adminId: { equals: ctx.admin.id } } })
  if (!method) return
  db.adminNotification.deleteMany({ where: { methodId: { equals: method.id }, adminId: { equals: ctx.admin.id } } })
  db.verifiedNotificationMethod.delete({ where: { id: { equals: method.id } } })
}

/** The deleter for each entity type; `admin` is handled by account.ts (self-deletion only). */
const deleters: Record<Exclude<DeleteInput['type'], 'admin'>, (ctx: AdminContext, id: string) => void> = {
  user: deleteChild,
  userDevice: deleteUserDevice,
  key: deleteKey,
  keychain: deleteKeychain,
  adminNotification: deleteNotification,
  adminVerifiedNotificationMethod: deleteNotificationMethod,
  announcement: dismissAnnouncement,
  blockRule: deleteBlockRule,
}

export function deleteEntity(input: DeleteInput, ctx: AdminContext): { success: true } {
  if (input.type === 'admin') throw new Error('DeleteEntity admin is handled by the account handlers')
  deleters[input.type](ctx, input.id)
  return { success: true }
}
