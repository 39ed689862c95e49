/**
 * Domain events of Settings:
 * saving a notification rule, deleting one, confirming a new notification method and deleting
 * one. Each changes the parent's account view (GetAdmin → `admin`) at once and is rolled back if
 * the server refuses it.
 *
 * Idempotent: each event carries the state it leads to, so projecting it onto an answer that
 * already reflects it changes nothing. A new rule gets its id from the server, not from the
 * client, so a new rule counts as there when a rule with its trigger and method exists (the
 * server keeps those unique).
 *
 * Pure: the projector mutates a draft (the store wraps it in immer) and never reads a clock.
 */
import * as z from 'zod/mini'
import { sameId, uuidPattern } from '../api/ids'
import type { OperationInput, OperationOutput } from '../api/operations'
import { AdminNotificationTrigger } from '../api/wire/scalars'
import { NotificationMethodConfig } from '../api/wire/unions'
import type { Projector } from './core'

const Uuid = z.string().check(z.regex(uuidPattern))

export const NotificationSaved = z.object({
  type: z.literal('notificationSaved'),
  notificationId: Uuid,
  isNew: z.boolean(),
  methodId: Uuid,
  trigger: AdminNotificationTrigger,
})
export const NotificationDeleted = z.object({ type: z.literal('notificationDeleted'), notificationId: Uuid })
export const NotificationMethodConfirmed = z.object({
  type: z.literal('notificationMethodConfirmed'),
  methodId: Uuid,
  config: NotificationMethodConfig,
})
export const NotificationMethodDeleted = z.object({ type: z.literal('notificationMethodDeleted'), methodId: Uuid })

export const notificationsEvents = [
  NotificationSaved,
  NotificationDeleted,
  NotificationMethodConfirmed,
  NotificationMethodDeleted,
] as const

export type NotificationSaved = z.infer<typeof NotificationSaved>
export type NotificationDeleted = z.infer<typeof NotificationDeleted>
export type NotificationMethodConfirmed = z.infer<typeof NotificationMethodConfirmed>
export type NotificationMethodDeleted = z.infer<typeof NotificationMethodDeleted>
export type NotificationsEvent =
  | NotificationSaved
  | NotificationDeleted
  | NotificationMethodConfirmed
  | NotificationMethodDeleted

/** A SaveNotification input as a `notificationSaved` event. */
export const notificationSavedEvent = (input: OperationInput<'SaveNotification'>): NotificationSaved => ({
  type: 'notificationSaved',
  notificationId: input.id,
  isNew: input.isNew,
  methodId: input.methodId,
  trigger: input.trigger,
})

export const notificationDeletedEvent = (notificationId: string): NotificationDeleted => ({
  type: 'notificationDeleted',
  notificationId,
})

export const notificationMethodConfirmedEvent = (
  methodId: string,
  config: NotificationMethodConfig,
): NotificationMethodConfirmed => ({ type: 'notificationMethodConfirmed', methodId, config })

export const notificationMethodDeletedEvent = (methodId: string): NotificationMethodDeleted => ({
  type: 'notificationMethodDeleted',
  methodId,
})

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
