/**
 * The settings screen's writes, as commands: notification rules, notification methods (a code
 * sent, then confirmed) and the billing page's address.
 */
import {
  notificationDeletedEvent,
  notificationMethodConfirmedEvent,
  notificationMethodDeletedEvent,
  notificationSavedEvent,
} from '@domain/events/notifications'
import type { OperationInput } from '@domain/api/operations'
import type { NotificationMethodConfig } from '@domain/api/wire'
import { type Command, cacheKeys, command, entityTexts, verbs } from '../../data'

export function saveNotification(input: OperationInput<'SaveNotification'>): Command<'SaveNotification'> {
  return command({
    op: 'SaveNotification',
    input,
    event: notificationSavedEvent(input),
    invalidate: [cacheKeys.admin()],
    texts: entityTexts(verbs.save, 'notification'),
  })
}

/** A rule's notifications are security events too: their list changes with it. */
export function deleteNotification(ruleId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'adminNotification', id: ruleId },
    event: notificationDeletedEvent(ruleId),
    invalidate: [cacheKeys.admin(), cacheKeys.securityEvents()],
    texts: entityTexts(verbs.delete, 'notification'),
  })
}

export function deleteNotificationMethod(methodId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'adminVerifiedNotificationMethod', id: methodId },
    event: notificationMethodDeletedEvent(methodId),
    invalidate: [cacheKeys.admin()],
    texts: entityTexts(verbs.delete, 'notification method'),
  })
}

/** Sends a verification code for a new method; the panel says itself how it went. */
export const sendMethodCode = (config: NotificationMethodConfig): Command<'CreatePendingNotificationMethod'> =>
  command({ op: 'CreatePendingNotificationMethod', input: config })

/** Confirms a pending method with the code the parent received. */
export function confirmMethod(methodId: string, code: number, config: NotificationMethodConfig): Command<'ConfirmPendingNotificationMethod'> {
  return command({
    op: 'ConfirmPendingNotificationMethod',
    input: { id: methodId, code },
    event: notificationMethodConfirmedEvent(methodId, config),
    invalidate: [cacheKeys.admin()],
    texts: entityTexts(verbs.add, 'notification method'),
  })
}
