/**
 * How the notifications events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { sameId } from '../../api/ids'
import type { OperationOutput } from '../../api/operations'
import type {
  NotificationDeleted,
  NotificationMethodConfirmed,
  NotificationMethodDeleted,
  NotificationSaved,
  NotificationsEvent,
} from '../notifications'
import type { Projector } from '../core'

/** The event types the projector handles. */
export const notificationsProjectedTypes = [
  'notificationSaved',
  'notificationDeleted',
  'notificationMethodConfirmed',
  'notificationMethodDeleted',
] as const satisfies readonly NotificationsEvent['type'][]

// ── projection ──────────────────────────────────────────────────────────────────────────────

type Admin = OperationOutput<'GetAdmin'>
type Notification = Admin['notifications'][number]
type Method = Admin['verifiedNotificationMethods'][number]

function applySaved(admin: Admin, event: NotificationSaved): void {
  const existing = admin.notifications.find((n) => sameId(n.id, event.notificationId))
  if (existing) {
    if (existing.trigger !== event.trigger) existing.trigger = event.trigger
    if (!sameId(existing.methodId, event.methodId)) existing.methodId = event.methodId as Notification['methodId']
    return
  }
  if (!event.isNew) return
  const there = admin.notifications.some((n) => n.trigger === event.trigger && sameId(n.methodId, event.methodId))
  if (there) return
  admin.notifications.push({
    id: event.notificationId as Notification['id'],
    trigger: event.trigger,
    methodId: event.methodId as Notification['methodId'],
  })
}

function applyDeleted(admin: Admin, event: NotificationDeleted): void {
  const index = admin.notifications.findIndex((n) => sameId(n.id, event.notificationId))
  if (index >= 0) admin.notifications.splice(index, 1)
}

function applyConfirmed(admin: Admin, event: NotificationMethodConfirmed): void {
  if (admin.verifiedNotificationMethods.some((m) => sameId(m.id, event.methodId))) return
  admin.verifiedNotificationMethods.push({ id: event.methodId as Method['id'], config: event.config })
}

/** The method goes, and so do the notifications that used it (the server deletes them too). */
function applyMethodDeleted(admin: Admin, event: NotificationMethodDeleted): void {
  const methods = admin.verifiedNotificationMethods
  const index = methods.findIndex((m) => sameId(m.id, event.methodId))
  if (index >= 0) methods.splice(index, 1)
  for (let i = admin.notifications.length - 1; i >= 0; i--) {
    if (sameId(admin.notifications[i]?.methodId, event.methodId)) admin.notifications.splice(i, 1)
  }
}

export const notificationsProjector: Projector<NotificationsEvent> = {
  GetAdmin(admin, event) {
    switch (event.type) {
      case 'notificationSaved':
        return applySaved(admin, event)
      case 'notificationDeleted':
        return applyDeleted(admin, event)
      case 'notificationMethodConfirmed':
        return applyConfirmed(admin, event)
      case 'notificationMethodDeleted':
        return applyMethodDeleted(admin, event)
    }
  },
}
