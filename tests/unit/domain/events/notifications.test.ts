/**
 * Settings' domain events projected over GetAdmin: what the parent sees at once after saving or
 * deleting a rule, confirming or deleting a method; that each event is idempotent (also on an
 * answer that already reflects it, where a new rule carries the server's id), and that the view
 * matches what the fake server answers next.
 */
import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { DomainEvent, foldView, projections, type LoggedEvent } from '@domain/events'
import {
  type NotificationsEvent,
  notificationDeletedEvent,
  notificationMethodConfirmedEvent,
  notificationMethodDeletedEvent,
  notificationSavedEvent,
} from '@domain/events/notifications'
import { notificationsProjector } from '@domain/events/projectors/notifications'
import type { OperationOutput } from '@domain/api/operations'
import { AdminNotificationTrigger } from '@domain/api/wire'
import { seedIds } from '../../../../fake-server/demo/seed/seed'
import { startFake } from '../../fake-server/harness'

type Admin = OperationOutput<'GetAdmin'>

const mid = (n: number) => `0E000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`
const nid = (n: number) => `0F000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

const admin = (): Admin =>
  ({
    id: 'DE000000-0000-4000-8000-000000000001',
    email: 'demo@gatehouse.app',
    subscriptionStatus: { case: 'trialing', daysLeft: 12 },
    notifications: [
      { id: nid(1), trigger: 'unlockRequestSubmitted', methodId: mid(1) },
      { id: nid(2), trigger: 'suspendFilterRequestSubmitted', methodId: mid(2) },
    ],
    verifiedNotificationMethods: [
      { id: mid(1), config: { case: 'email', email: 'demo@gatehouse.app' } },
      { id: mid(2), config: { case: 'text', phoneNumber: '+15555550123' } },
    ],
    hasAdminChild: true,
    monthlyPriceInDollars: 15,
  }) as Admin

const apply = (data: Admin, event: NotificationsEvent): Admin =>
  produce(data, (draft) => notificationsProjector.GetAdmin?.(draft as Admin, event, undefined as never))

const triggers = AdminNotificationTrigger.options
const arbEvent: fc.Arbitrary<NotificationsEvent> = fc.oneof(
  fc
    .record({ n: fc.integer({ min: 1, max: 4 }), m: fc.integer({ min: 1, max: 3 }), t: fc.constantFrom(...triggers), isNew: fc.boolean() })
    .map(({ n, m, t, isNew }) => notificationSavedEvent({ id: nid(n), isNew, methodId: mid(m), trigger: t })),
  fc.integer({ min: 1, max: 4 }).map((n) => notificationDeletedEvent(nid(n))),
  fc.integer({ min: 1, max: 4 }).map((n) => notificationMethodConfirmedEvent(mid(n), { case: 'email', email: `m${n}@example.com` })),
  fc.integer({ min: 1, max: 4 }).map((n) => notificationMethodDeletedEvent(mid(n))),
)

describe('each event', () => {
  it('is a valid domain event', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbEvent, (e) => {
        const parsed = DomainEvent.safeParse(e)
        expect(parsed.error?.message).toBeUndefined()
      }),
    )
  })

  it('is idempotent on any account view', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 4 }), arbEvent, (before, event) => {
        const base = before.reduce(apply, admin())
        const once = apply(base, event)
        expect(apply(once, event)).toEqual(once)
      }),
    )
  })

  it('changes nothing else than the rules and methods', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbEvent, (event) => {
        const { notifications: _n, verifiedNotificationMethods: _m, ...rest } = apply(admin(), event)
        const { notifications: _n2, verifiedNotificationMethods: _m2, ...original } = admin()
        expect(rest).toEqual(original)
      }),
    )
  })
})

describe('notificationSaved', () => {
  it('an edit changes the rule’s trigger and method in place', () => {
    const view = apply(
      admin(),
      notificationSavedEvent({ id: nid(1).toLowerCase(), isNew: false, methodId: mid(2), trigger: 'adminChildSecurityEvent' }),
    )
    expect(view.notifications[0]).toEqual({ id: nid(1), trigger: 'adminChildSecurityEvent', methodId: mid(2) })
    expect(view.notifications).toHaveLength(2)
  })

  it('an edit of a rule that is gone adds nothing', () => {
    const base = admin()
    expect(apply(base, notificationSavedEvent({ id: nid(9), isNew: false, methodId: mid(1), trigger: 'unlockRequestSubmitted' }))).toBe(base)
  })

  it('a new rule shows at once, and not twice once the server’s answer has it under its own id', () => {
    const event = notificationSavedEvent({ id: nid(7), isNew: true, methodId: mid(2), trigger: 'unlockRequestSubmitted' })
    const view = apply(admin(), event)
    expect(view.notifications.at(-1)).toEqual({ id: nid(7), trigger: 'unlockRequestSubmitted', methodId: mid(2) })
    const answer = produce(admin(), (d) => void d.notifications.push({ id: nid(42), trigger: 'unlockRequestSubmitted', methodId: mid(2) } as never))
    expect(apply(answer, event)).toBe(answer)
  })
})

describe('deleting', () => {
  it('notificationDeleted removes the rule', () => {
    expect(apply(admin(), notificationDeletedEvent(nid(2))).notifications.map((n) => n.id)).toEqual([nid(1)])
  })

  it('notificationMethodDeleted removes the method and the rules that used it, as the server does', () => {
    const view = apply(admin(), notificationMethodDeletedEvent(mid(1).toLowerCase()))
    expect(view.verifiedNotificationMethods.map((m) => m.id)).toEqual([mid(2)])
    expect(view.notifications.map((n) => n.id)).toEqual([nid(2)])
  })

  it('notificationMethodConfirmed adds the method once', () => {
    const event = notificationMethodConfirmedEvent(mid(5), { case: 'slack', token: 'xoxb-1', channelId: 'C0FAM', channelName: '#family' })
    const view = apply(admin(), event)
    expect(view.verifiedNotificationMethods.at(-1)).toEqual({ id: mid(5), config: event.config })
  })
})

describe('against the fake server', () => {
  const strip = (a: Admin) => ({
    methods: [...a.verifiedNotificationMethods].sort((x, y) => x.id.localeCompare(y.id)),
    rules: a.notifications.map((n) => `${n.trigger}:${n.methodId.toLowerCase()}`).sort(),
  })

  it('the view after each event is what GetAdmin answers after the operation', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const events: LoggedEvent[] = []
    const viewOf = async () => {
      const snapshot = await h.ok('GetAdmin', undefined, { token })
      return { snapshot, ref: { op: 'GetAdmin' as const, input: undefined, data: snapshot, requestedAt: 0 } }
    }

    // Confirm a method.
    const { methodId } = await h.ok('CreatePendingNotificationMethod', { case: 'email', email: 'grandma@example.com' }, { token })
    const code = Number(h.fake.control.outbox()[0]?.code)
    let before = await viewOf()
    const confirmed = notificationMethodConfirmedEvent(methodId, { case: 'email', email: 'grandma@example.com' })
    events.push({ id: 'e1', at: 1, status: 'pending', event: confirmed })
    const optimistic1 = foldView(projections, produce, before.ref, events) as Admin
    await h.ok('ConfirmPendingNotificationMethod', { id: methodId, code }, { token })
    expect(strip(optimistic1)).toEqual(strip((await viewOf()).snapshot))

    // A new rule for it, then deleting a seeded rule, then deleting the text method.
    const steps: [NotificationsEvent, () => Promise<unknown>][] = [
      [
        notificationSavedEvent({ id: nid(77), isNew: true, methodId, trigger: 'adminChildSecurityEvent' }),
        () => h.ok('SaveNotification', { id: nid(77), isNew: true, methodId, trigger: 'adminChildSecurityEvent' }, { token }),
      ],
      [notificationDeletedEvent(nid(1)), () => h.ok('DeleteEntity', { type: 'adminNotification', id: nid(1) }, { token })],
      [
        notificationMethodDeletedEvent(seedIds.textMethod),
        () => h.ok('DeleteEntity', { type: 'adminVerifiedNotificationMethod', id: seedIds.textMethod }, { token }),
      ],
    ]
    for (const [event, run] of steps) {
      before = await viewOf()
      const optimistic = apply(before.snapshot, event)
      await run()
      const after = (await viewOf()).snapshot
      expect(strip(optimistic)).toEqual(strip(after))
      // Projected again onto the answer, the event changes nothing.
      expect(strip(apply(after, event))).toEqual(strip(after))
    }
  })
})

/**
 * Notification events at their edges: a save naming the rule's method in another case changes
 * nothing, and an update of a rule the view does not hold adds nothing.
 */
describe('at the edges', () => {
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
})
