// @vitest-environment happy-dom
/**
 * The subscription banner and the pages a checkout returns to (moved from the end-to-end tests;
 * their accessibility checks stay in tests/e2e/shell.spec.ts): a trial about to end, dismissed
 * and coming back when the account falls due, a payment page that cannot be reached, the busy
 * button after coming back from it, and the cancelled, empty and failed checkout returns.
 */
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cacheKeys } from '../../../src/data/queries'
import { dataEngine } from '../../../src/data/runtime'
import { openApp } from '../support/app'
import { day, findMain, mainNav, setStoredSubscription } from './shell-support'

/** The subscription status in the parent's data as the page holds it (undefined before the answer). */
const subscriptionShown = () => dataEngine().queryResult<{ subscriptionStatus: unknown }>(cacheKeys.admin()).data?.subscriptionStatus
const banner = () => screen.queryByRole('region', { name: 'Subscription' })
const findBanner = () => screen.findByRole('region', { name: 'Subscription' })

describe('subscription banner', () => {
  it('does not show for the seeded parent, whose trial has 12 days left', async () => {
    await openApp('/children')
    await findMain()
    // The banner would come with the parent's data: wait until the page has its answer, and the
    // page has drawn after it, then look.
    await expect.poll(() => subscriptionShown()).toEqual({ case: 'trialing', daysLeft: 12 })
    await act(async () => {})
    expect(banner()).toBeNull()
  })

  it('warns of a trial about to end, can be dismissed, and returns when the account falls due', async () => {
    const app = await openApp('/children')
    await findMain()
    await setStoredSubscription(app, 'trialExpiringSoon', 2.5 * day)
    let shown = await findBanner()
    expect(shown.textContent).toContain('2 days left in trial. Please subscribe to avoid interruptions.')
    expect(within(shown).getByRole('button', { name: 'Start Subscription' })).toBeTruthy()

    // It shows on every signed-in screen.
    await app.user.click(within(mainNav()).getByRole('link', { name: 'Keychains' }))
    await screen.findByRole('heading', { name: 'Keychains', level: 1 })
    shown = await findBanner()

    await app.user.click(within(shown).getByRole('button', { name: 'Dismiss subscription notice' }))
    await expect.poll(banner).toBeNull()
    await app.reload()
    await findMain()
    await screen.findByRole('heading', { level: 1 })
    await expect.poll(() => subscriptionShown()).toEqual({ case: 'trialing', daysLeft: 2 })
    await act(async () => {})
    expect(banner()).toBeNull()

    // A new state (the trial ran out) shows again.
    await setStoredSubscription(app, 'overdue', 5 * day)
    shown = await findBanner()
    expect(shown.textContent).toContain('Your subscription has expired. Please renew to continue using the app.')
    expect(within(shown).getByRole('button', { name: 'Renew Subscription' })).toBeTruthy()
  })

  it('a payment page that cannot be reached says so in a dismissible alert toast', async () => {
    const app = await openApp('/children')
    await findMain()
    await setStoredSubscription(app, 'unpaid', -day)
    const shown = await findBanner()
    expect(shown.textContent).toContain('Your subscription has expired.')
    app.fake.control.setFaults({ latencyMs: 1500, errorRate: 1, operations: ['StripeUrl'] })
    await app.user.click(within(shown).getByRole('button', { name: 'Renew Subscription' }))
    expect(within(shown).getByRole('button', { name: 'Redirecting you to Stripe' })).toBeTruthy()
    const alert = document.querySelector<HTMLElement>('.toasts-region [role="alert"]')
    expect(alert).not.toBeNull()
    await within(alert as HTMLElement).findByText(/Sorry, there's been some sort of technical issue/)
    // Error toasts last 6 s; dismiss this one by hand.
    await app.user.click(within(alert as HTMLElement).getByRole('button', { name: /^Dismiss/ }))
    await expect.poll(() => within(alert as HTMLElement).queryAllByRole('listitem')).toHaveLength(0)
    expect(within(shown).getByRole('button', { name: 'Renew Subscription' })).toBeTruthy()
    expect(app.address()).toBe('/children')
  })

  it('back from the payment page, the button can be pressed again', async () => {
    const app = await openApp('/children')
    await findMain()
    await setStoredSubscription(app, 'unpaid', -day)
    const shown = await findBanner()
    expect(shown.textContent).toContain('Your subscription has expired.')
    app.fake.control.setFaults({ latencyMs: 20_000, operations: ['StripeUrl'] })
    await app.user.click(within(shown).getByRole('button', { name: 'Renew Subscription' }))
    expect(within(shown).getByRole('button', { name: 'Redirecting you to Stripe' })).toBeTruthy()
    // The browser restores the page from its back/forward cache as it was left.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    const again = await within(shown).findByRole<HTMLButtonElement>('button', { name: 'Renew Subscription' })
    expect(again.disabled).toBe(false)
  })

  it('a singular last day of trial', async () => {
    const app = await openApp('/settings')
    await findMain()
    await setStoredSubscription(app, 'trialExpiringSoon', 1.5 * day)
    expect((await findBanner()).textContent).toContain('1 day left in free trial. Please subscribe to avoid interruptions.')
  })
})

describe('checkout returns', () => {
  it('a cancelled checkout says nothing changed and offers Settings and support', async () => {
    const app = await openApp('/checkout-cancel?session_id=cs_test_cancelled')
    await screen.findByRole('heading', { name: 'Checkout canceled' })
    const back = screen.getByRole('link', { name: 'Back to settings' })
    expect(back.getAttribute('href')).toBe('/settings')
    expect(screen.getByRole('link', { name: /Contact support/ }).getAttribute('target')).toBe('_blank')
    await app.user.click(back)
    await expect.poll(() => app.address()).toBe('/settings')
  })

  it('a success link without its session explains there is nothing to confirm', async () => {
    await openApp('/checkout-success')
    await screen.findByRole('heading', { name: 'Nothing to confirm' })
    expect(screen.getByRole('link', { name: 'Back to settings' })).toBeTruthy()
  })

  it('a confirmation the server fails offers Try again and Contact support', async () => {
    const app = await openApp('/children')
    await findMain()
    app.fake.control.setFaults({ errorRate: 1, operations: ['HandleCheckoutSuccess'] })
    await app.open('/checkout-success?session_id=cs_test_failing')
    await screen.findByRole('heading', { name: 'We couldn’t confirm your payment' })
    expect(screen.getByText(/Sorry, there's been some sort of technical issue/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Contact support/ }).getAttribute('target')).toBe('_blank')
  })
})
