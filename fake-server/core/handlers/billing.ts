/**
 * Billing: StripeUrl, HandleCheckoutSuccess,
 * HandleCheckoutCancel. The demo has no payment provider: the fake server plays its part with
 * checkout sessions of its own (`cs_demo_…`). A checkout "URL" is the demo dashboard's own
 * stand-in for the hosted checkout page, and the billing portal is the dashboard's settings page.
 *
 * Stricter than the real server: a session issued to another parent answers 404 "Admin" (the
 * real one trusts the session's client reference).
 */
import type { AdminContext, HandlerRegistry, ServerDeps } from '../context'
import { type AdminStatus, day } from '../db/db'
import { notFound, pqlError } from '../errors'
import { normalizeDashboardUrl } from '../outbox'

/** How long a paid period lasts after a completed checkout (the real server's rule). */
export const paidPeriodMs = 33 * day

/** Statuses a completed checkout turns into `paid`; any other is left alone (and still succeeds). */
const payableStatuses: readonly AdminStatus[] = ['trialing', 'trialExpiringSoon', 'overdue', 'paid', 'unpaid']

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function randomToken(deps: ServerDeps, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(deps.random() * alphabet.length)] ?? 'a'
  return out
}

/** The billing-portal stand-in: the dashboard's settings page. */
export const portalUrl = (dashboardUrl: string): string => `${normalizeDashboardUrl(dashboardUrl)}/settings?portal=demo`

/**
 * The demo's hosted checkout page for a session: a page of the demo dashboard playing the
 * payment provider, which returns to /checkout-success or /checkout-cancel with the session id,
 * as the provider's success and cancel addresses do.
 */
export const checkoutUrl = (dashboardUrl: string, sessionId: string): string =>
  `${normalizeDashboardUrl(dashboardUrl)}/demo-checkout?session_id=${encodeURIComponent(sessionId)}`

/** What the payment provider answers for a session id it does not know. */
const noSuchSession = (sessionId: string) =>
  pqlError({
    id: 'xstripe:invalid_request_error:resource_missing',
    type: 'serverError',
    status: 500,
    debugMessage: `No such checkout.session: '${sessionId}'`,
    showContactSupport: true,
  })

/** The caller's checkout session: unknown → the provider's error; another parent's → 404 "Admin". */
function ownSession(ctx: AdminContext, sessionId: string) {
  const session = ctx.deps.db.checkoutSession.findFirst({ where: { id: { equals: sessionId } } })
  if (!session) throw noSuchSession(sessionId)
  if (session.adminId !== ctx.admin.id) throw notFound('Admin')
  return session
}

export const billingHandlers = {
  StripeUrl(_input, ctx) {
    const { deps, admin, now } = ctx
    // With a subscription: the billing portal; without one (any status): a new checkout session.
    if (admin.subscriptionId !== null) return { url: portalUrl(ctx.dashboardUrl) }
    // The parent's latest unfinished checkout is offered again rather than piling up sessions.
    const pending = deps.db.checkoutSession
      .findMany({ where: { adminId: { equals: admin.id }, status: { equals: 'pending' } } })
      .sort((a, b) => b.createdAt - a.createdAt)[0]
    if (pending) return { url: checkoutUrl(ctx.dashboardUrl, pending.id) }
    const id = `cs_demo_${randomToken(deps, 24)}`
    deps.db.checkoutSession.create({
      id,
      adminId: admin.id,
      status: 'pending',
      createdAt: now.getTime(),
      updatedAt: now.getTime(),
    })
    return { url: checkoutUrl(ctx.dashboardUrl, id) }
  },

  HandleCheckoutSuccess(input, ctx) {
    const { deps, admin, now } = ctx
    const session = ownSession(ctx, input.stripeCheckoutSessionId)
    // A checkout the parent left has no active subscription: "unexpected", no change, success.
    if (session.status === 'canceled') return { success: true }
    deps.db.checkoutSession.update({
      where: { id: { equals: session.id } },
      data: { status: 'completed', updatedAt: now.getTime() },
    })
    if (!payableStatuses.includes(admin.subscriptionStatus)) return { success: true }
    deps.db.admin.update({
      where: { id: { equals: admin.id } },
      data: {
        subscriptionStatus: 'paid',
        subscriptionId: admin.subscriptionId ?? `sub_demo_${randomToken(deps, 14)}`,
        statusExpiration: now.getTime() + paidPeriodMs,
      },
    })
    return { success: true }
  },

  HandleCheckoutCancel(input, ctx) {
    const { deps, now } = ctx
    const session = ownSession(ctx, input.stripeCheckoutSessionId)
    if (session.status === 'pending') {
      deps.db.checkoutSession.update({
        where: { id: { equals: session.id } },
        data: { status: 'canceled', updatedAt: now.getTime() },
      })
    }
    // The real server tells its staff ("Checkout canceled"); nothing changes for the parent.
    deps.db.analyticsEvent.create({
      id: deps.newId(),
      adminId: ctx.admin.id,
      kind: 'staff',
      eventId: 'checkoutCanceled',
      detail: session.id,
      createdAt: now.getTime(),
    })
    return { success: true }
  },
} satisfies HandlerRegistry
