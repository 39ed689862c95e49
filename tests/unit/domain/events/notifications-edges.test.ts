/**
 * Notification events at their edges: a save naming the rule's method in another case changes
 * nothing, and an update of a rule the view does not hold adds nothing.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { type NotificationsEvent, notificationSavedEvent, notificationsProjector } from '@domain/events/notifications'
import type { OperationOutput } from '@domain/api/operations'

type Admin = OperationOutput<'GetAdmin'>

const mid = (n: number) => `0E000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`
const nid = (n: number) => `0F000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

const admin = (): Admin =>
  ({
    id: 'DE000000-0000-4000-8000-000000000001',
    email: 'demo@gatehouse.app',
    subscriptionStatus: { case: 'trialing', daysLeft: 12 },
    notifications: [{ id: nid(1), trigger: 'unlockRequestSubmitted', methodId: mid(1) }],
    verifiedNotificationMethods: [{ id: mid(1), config: { case: 'email', email: 'demo@gatehouse.app' } }],
    hasAdminChild: true,
    monthlyPriceInDollars: 15,
  }) as Admin

const apply = (data: Admin, event: NotificationsEvent): Admin =>
  produce(data, (draft) => notificationsProjector.GetAdmin?.(draft as Admin, event, undefined as never))

describe('notificationSaved at its edges', () => {
  it('the same rule with its method id in lower case leaves the view as it was', () => {
    const before = admin()
    const event = notificationSavedEvent({ id: nid(1), isNew: false, methodId: mid(1).toLowerCase(), trigger: 'unlockRequestSubmitted' })
    expect(apply(before, event)).toBe(before)
  })

  it('an update of a rule the view does not hold adds nothing', () => {
    const before = admin()
    const event = notificationSavedEvent({ id: nid(9), isNew: false, methodId: mid(1), trigger: 'suspendFilterRequestSubmitted' })
    expect(apply(before, event).notifications).toEqual(before.notifications)
  })
})
