/**
 * Billing on the fake server: StripeUrl issues a demo checkout
 * session that returns to the dashboard (or the billing-portal stand-in once subscribed);
 * HandleCheckoutSuccess makes the parent paid for 33 days; HandleCheckoutCancel changes nothing
 * for the parent; unknown and foreign sessions are refused.
 */
import { describe, expect, it } from 'vitest'
import { day } from '../../../../../fake-server/core/db/db'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, dashboard, startFake } from '../../harness'

const sessionOf = (url: string): string => new URL(url).searchParams.get('session_id') ?? ''

const demoAdmin = (h: Harness) => h.fake.db.admin.findFirst({ where: { id: { equals: seedIds.demoAdmin } } })

async function checkout(h: Harness, token: string): Promise<string> {
  const { url } = await h.ok('StripeUrl', undefined, { token })
  return sessionOf(url)
}

describe('StripeUrl', () => {
  it('without a subscription: a checkout session on the demo’s hosted checkout page', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { url } = await h.ok('StripeUrl', undefined, { token })
    expect(url).toMatch(new RegExp(`^${dashboard}/demo-checkout\\?session_id=cs_demo_[A-Za-z0-9]{24}$`))
    const sessions = h.fake.db.checkoutSession.getAll()
    expect(sessions.map((s) => [s.id, s.adminId, s.status])).toEqual([[sessionOf(url), seedIds.demoAdmin, 'pending']])
  })

  it('offers the parent’s latest pending session again; a finished one gets a new session', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const first = await checkout(h, token)
    h.clock.advance(day)
    expect(await checkout(h, token)).toBe(first)
    expect(h.fake.db.checkoutSession.count()).toBe(1)
    await h.ok('HandleCheckoutCancel', { stripeCheckoutSessionId: first }, { token })
    const second = await checkout(h, token)
    expect(second).not.toBe(first)
    expect(await checkout(h, token)).toBe(second)
    expect(h.fake.db.checkoutSession.count()).toBe(2)
  })

  it('builds the link on the dashboard the request came from', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const reply = await h.call('StripeUrl', undefined, { token, headers: { 'X-DashboardUrl': 'http://localhost:5173/' } })
    expect(reply.body.url).toMatch(/^http:\/\/localhost:5173\/demo-checkout\?session_id=cs_demo_/)
  })

  it('with a subscription: the billing portal, and no session', async () => {
    const h = await startFake()
    const other = await h.ok('Login', otherParent)
    const { url } = await h.ok('StripeUrl', undefined, { token: other.token })
    expect(url).toBe(`${dashboard}/settings?portal=demo`)
    expect(h.fake.db.checkoutSession.getAll()).toEqual([])
  })
})

describe('HandleCheckoutSuccess', () => {
  it('makes a trialing parent paid for 33 days; the link then leads to the portal', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect((await h.ok('GetAdmin', undefined, { token })).subscriptionStatus).toEqual({ case: 'trialing', daysLeft: 12 })
    const session = await checkout(h, token)
    expect(await h.ok('HandleCheckoutSuccess', { stripeCheckoutSessionId: session }, { token })).toEqual({ success: true })
    expect((await h.ok('GetAdmin', undefined, { token })).subscriptionStatus).toEqual({ case: 'paid' })
    const admin = demoAdmin(h)
    expect(admin?.statusExpiration).toBe(h.clock.now().getTime() + 33 * day)
    expect(admin?.subscriptionId).toMatch(/^sub_demo_/)
    expect(h.fake.db.checkoutSession.findFirst({ where: { id: { equals: session } } })?.status).toBe('completed')
    expect((await h.ok('StripeUrl', undefined, { token })).url).toBe(`${dashboard}/settings?portal=demo`)
  })

  it('also pays an overdue or unpaid parent', async () => {
    for (const status of ['overdue', 'unpaid', 'trialExpiringSoon'] as const) {
      const h = await startFake()
      const { token } = await h.loginDemo()
      h.fake.db.admin.update({ where: { id: { equals: seedIds.demoAdmin } }, data: { subscriptionStatus: status } })
      await h.ok('HandleCheckoutSuccess', { stripeCheckoutSessionId: await checkout(h, token) }, { token })
      expect(demoAdmin(h)?.subscriptionStatus, status).toBe('paid')
    }
  })

  it('leaves a complimentary parent alone and still succeeds', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const session = await checkout(h, token)
    h.fake.db.admin.update({ where: { id: { equals: seedIds.demoAdmin } }, data: { subscriptionStatus: 'complimentary' } })
    expect(await h.ok('HandleCheckoutSuccess', { stripeCheckoutSessionId: session }, { token })).toEqual({ success: true })
    expect(demoAdmin(h)?.subscriptionStatus).toBe('complimentary')
    expect(demoAdmin(h)?.subscriptionId).toBeNull()
  })

  it('an unknown session id gets the payment provider’s error', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const reply = await h.call('HandleCheckoutSuccess', { stripeCheckoutSessionId: 'cs_demo_nope' }, { token })
    expect(reply.status).toBe(500)
    expect(reply.body).toMatchObject({
      id: 'xstripe:invalid_request_error:resource_missing',
      type: 'serverError',
      debugMessage: "No such checkout.session: 'cs_demo_nope'",
      showContactSupport: true,
    })
    expect(demoAdmin(h)?.subscriptionStatus).toBe('trialing')
  })

  it('another parent’s session is not found (404 Admin) and pays nobody', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const session = await checkout(h, token)
    const other = await h.ok('Login', otherParent)
    h.fake.db.admin.update({ where: { id: { equals: seedIds.otherAdmin } }, data: { subscriptionStatus: 'unpaid', subscriptionId: null } })
    const reply = await h.call('HandleCheckoutSuccess', { stripeCheckoutSessionId: session }, { token: other.token })
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ id: '6ac1205a', entityName: 'Admin' })
    expect(demoAdmin(h)?.subscriptionStatus).toBe('trialing')
    expect(h.fake.db.admin.findFirst({ where: { id: { equals: seedIds.otherAdmin } } })?.subscriptionStatus).toBe('unpaid')
  })
})

describe('HandleCheckoutCancel', () => {
  it('records the abandoned checkout and changes nothing for the parent', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const session = await checkout(h, token)
    expect(await h.ok('HandleCheckoutCancel', { stripeCheckoutSessionId: session }, { token })).toEqual({ success: true })
    expect(h.fake.db.checkoutSession.findFirst({ where: { id: { equals: session } } })?.status).toBe('canceled')
    expect(demoAdmin(h)?.subscriptionStatus).toBe('trialing')
    const staff = h.fake.db.analyticsEvent.findMany({ where: { kind: { equals: 'staff' } } })
    expect(staff.map((e) => [e.eventId, e.detail])).toEqual([['checkoutCanceled', session]])
    // A left checkout has no subscription behind it: a later success call changes nothing.
    await h.ok('HandleCheckoutSuccess', { stripeCheckoutSessionId: session }, { token })
    expect(demoAdmin(h)?.subscriptionStatus).toBe('trialing')
    // A fresh checkout still works.
    await h.ok('HandleCheckoutSuccess', { stripeCheckoutSessionId: await checkout(h, token) }, { token })
    expect(demoAdmin(h)?.subscriptionStatus).toBe('paid')
  })

  it('refuses unknown and foreign sessions like HandleCheckoutSuccess', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const unknown = await h.call('HandleCheckoutCancel', { stripeCheckoutSessionId: 'cs_demo_missing' }, { token })
    expect(unknown).toMatchObject({ status: 500, body: { id: 'xstripe:invalid_request_error:resource_missing' } })
    const session = await checkout(h, token)
    const other = await h.ok('Login', otherParent)
    const foreign = await h.call('HandleCheckoutCancel', { stripeCheckoutSessionId: session }, { token: other.token })
    expect(foreign).toMatchObject({ status: 404, body: { entityName: 'Admin' } })
    expect(h.fake.db.checkoutSession.findFirst({ where: { id: { equals: session } } })?.status).toBe('pending')
  })
})
