/**
 * Subscription badge, billing link label and banner: texts, levels and thresholds.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bannerButtonLabel,
  billingLinkLabel,
  isBannerVisible,
  isFollowablePaymentUrl,
  subscriptionBadge,
  subscriptionBanner,
  trialBadgeWarningDays,
  trialNoticeDays,
  type BillingLinkState,
} from '@domain/subscription/subscription'
import type { AdminSubscriptionStatus } from '@domain/api/wire'

const trialing = (daysLeft: number): AdminSubscriptionStatus => ({ case: 'trialing', daysLeft })
const arbTrialing = fc.integer({ min: -5, max: 400 }).map(trialing)
const arbStatus: fc.Arbitrary<AdminSubscriptionStatus> = fc.oneof(
  arbTrialing,
  fc.constantFrom<AdminSubscriptionStatus>({ case: 'complimentary' }, { case: 'paid' }, { case: 'overdue' }, { case: 'unpaid' }),
)
const arbLinkState = fc.constantFrom<BillingLinkState>('idle', 'loading', 'failed', 'redirecting')

describe('subscriptionBadge', () => {
  it('names each settled status as the product does', () => {
    expect(subscriptionBadge({ case: 'complimentary' })).toEqual({ label: 'complimentary', level: 'ok' })
    expect(subscriptionBadge({ case: 'paid' })).toEqual({ label: 'active', level: 'ok' })
    expect(subscriptionBadge({ case: 'overdue' })).toEqual({ label: 'past due', level: 'warning' })
    expect(subscriptionBadge({ case: 'unpaid' })).toEqual({ label: 'payment required', level: 'error' })
  })

  it('counts down the last days of a trial, singular at one day', () => {
    expect(subscriptionBadge(trialing(1))).toEqual({ label: '1 day left in trial', level: 'warning' })
    expect(subscriptionBadge(trialing(2))).toEqual({ label: '2 days left in trial', level: 'warning' })
    expect(subscriptionBadge(trialing(9))).toEqual({ label: '9 days left in trial', level: 'warning' })
    expect(subscriptionBadge(trialing(10))).toEqual({ label: 'trialing', level: 'ok' })
    expect(subscriptionBadge(trialing(24))).toEqual({ label: 'trialing', level: 'ok' })
  })

  it('warns exactly when fewer than the warning threshold of trial days remain', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (daysLeft) => {
        const badge = subscriptionBadge(trialing(daysLeft))
        expect(badge.level === 'warning').toBe(daysLeft < trialBadgeWarningDays)
        if (badge.level === 'warning') expect(badge.label).toContain(String(daysLeft))
      }),
    )
  })
})

describe('billingLinkLabel', () => {
  it('offers no link to complimentary accounts, whatever the loading state', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbLinkState, (state) => {
        expect(billingLinkLabel({ case: 'complimentary' }, state)).toBeNull()
      }),
    )
  })

  it('labels the idle link by status', () => {
    expect(billingLinkLabel(trialing(12))).toBe('Start subscription...')
    expect(billingLinkLabel({ case: 'paid' })).toBe('Manage subscription...')
    expect(billingLinkLabel({ case: 'overdue' })).toBe('Resolve payment status...')
    expect(billingLinkLabel({ case: 'unpaid' })).toBe('Resolve payment status...')
  })

  it('shows the loading, failure and redirect texts for every status with a link', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbStatus, (status) => {
        fc.pre(status.case !== 'complimentary')
        expect(billingLinkLabel(status, 'loading')).toBe('Loading link...')
        expect(billingLinkLabel(status, 'failed')).toBe('Failed to load')
        expect(billingLinkLabel(status, 'redirecting')).toBe('Redirecting to Stripe')
      }),
    )
  })
})

describe('subscriptionBanner', () => {
  it('warns of a trial ending in three days or fewer', () => {
    expect(subscriptionBanner(trialing(3))?.message).toBe('3 days left in trial. Please subscribe to avoid interruptions.')
    expect(subscriptionBanner(trialing(2))?.message).toBe('2 days left in trial. Please subscribe to avoid interruptions.')
    expect(subscriptionBanner(trialing(1))?.message).toBe('1 day left in free trial. Please subscribe to avoid interruptions.')
    expect(subscriptionBanner(trialing(0))?.message).toBe('0 days left in trial. Please subscribe to avoid interruptions.')
    expect(subscriptionBanner(trialing(3))?.action).toBe('Start Subscription')
    expect(subscriptionBanner(trialing(4))).toBeNull()
  })

  it('asks overdue and unpaid parents to renew', () => {
    for (const status of [{ case: 'overdue' }, { case: 'unpaid' }] as const) {
      const banner = subscriptionBanner(status)
      expect(banner?.message).toBe('Your subscription has expired. Please renew to continue using the app.')
      expect(banner?.action).toBe('Renew Subscription')
      expect(banner?.kind).toBe('expired')
    }
  })

  it('stays hidden for paid and complimentary accounts', () => {
    expect(subscriptionBanner({ case: 'paid' })).toBeNull()
    expect(subscriptionBanner({ case: 'complimentary' })).toBeNull()
  })

  it('shows for a trial exactly when at most the notice days remain', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 400 }), (daysLeft) => {
        const banner = subscriptionBanner(trialing(daysLeft))
        expect(banner !== null).toBe(daysLeft <= trialNoticeDays)
        if (banner) {
          expect(banner.kind).toBe('trial')
          expect(banner.message.endsWith('Please subscribe to avoid interruptions.')).toBe(true)
          expect(banner.message).not.toContain('-')
        }
      }),
    )
  })

  it('gives different states different dismissal keys, and equal states equal keys', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbStatus, arbStatus, (a, b) => {
        const ba = subscriptionBanner(a)
        const bb = subscriptionBanner(b)
        fc.pre(ba !== null && bb !== null)
        expect(ba.dismissKey === bb.dismissKey).toBe(JSON.stringify(a) === JSON.stringify(b))
      }),
    )
  })

  it('hides a dismissed banner until its state changes', () => {
    const threeDays = subscriptionBanner(trialing(3))
    const twoDays = subscriptionBanner(trialing(2))
    const overdue = subscriptionBanner({ case: 'overdue' })
    const dismissed = [threeDays!.dismissKey]
    expect(isBannerVisible(threeDays, dismissed)).toBe(false)
    expect(isBannerVisible(twoDays, dismissed)).toBe(true)
    expect(isBannerVisible(overdue, dismissed)).toBe(true)
    expect(isBannerVisible(null, [])).toBe(false)
  })

  it('names the payment provider on the button while redirecting', () => {
    const banner = subscriptionBanner({ case: 'unpaid' })!
    expect(bannerButtonLabel(banner, false)).toBe('Renew Subscription')
    expect(bannerButtonLabel(banner, true)).toBe('Redirecting you to Stripe')
  })
})

describe('payment page address', () => {
  const page = 'http://localhost:5173'
  it('follows https addresses and http ones on the dashboard itself', () => {
    expect(isFollowablePaymentUrl('https://checkout.stripe.com/c/pay/cs_live_1', page)).toBe(true)
    expect(isFollowablePaymentUrl('https://billing.stripe.com/p/session/abc', 'https://dashboard.example')).toBe(true)
    expect(isFollowablePaymentUrl('http://localhost:5173/checkout-success?session_id=cs_demo_1', page)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/pay',
    'http://localhost:5174/checkout-success',
    'ftp://files.example/pay',
    // A blob address carries the dashboard's own origin, but is not a page to go to.
    'blob:http://localhost:5173/5f0c0b9e-1d2a-4c1e-9d1f-0c5b2f6a7e11',
    '/checkout-success',
    '',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isFollowablePaymentUrl(url, page)).toBe(false)
  })
})
