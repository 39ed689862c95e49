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
import { uuidPattern } from '../api/ids'
import type { OperationInput } from '../api/operations'
import { AdminNotificationTrigger } from '../api/wire/scalars'
import { NotificationMethodConfig } from '../api/wire/unions'

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

export const notificationsEvents = [NotificationSaved, NotificationDeleted, NotificationMethodConfirmed, NotificationMethodDeleted] as const

export type NotificationSaved = z.infer<typeof NotificationSaved>
export type NotificationDeleted = z.infer<typeof NotificationDeleted>
export type NotificationMethodConfirmed = z.infer<typeof NotificationMethodConfirmed>
export type NotificationMethodDeleted = z.infer<typeof NotificationMethodDeleted>
export type NotificationsEvent = NotificationSaved | NotificationDeleted | NotificationMethodConfirmed | NotificationMethodDeleted

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

export const notificationMethodConfirmedEvent = (methodId: string, config: NotificationMethodConfig): NotificationMethodConfirmed => ({
  type: 'notificationMethodConfirmed',
  methodId,
  config,
})

export const notificationMethodDeletedEvent = (methodId: string): NotificationMethodDeleted => ({
  type: 'notificationMethodDeleted',
  methodId,
})
