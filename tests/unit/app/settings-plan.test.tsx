// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://dashboard.gatehouse.test/settings" }
/**
 * Settings' account and plan cards, as a parent sees them (moved from the end-to-end tests; their
 * accessibility checks stay there, in tests/e2e/settings.spec.ts, as do the checkouts, which
 * leave the app and load its pages again): the read-only e-mail and Change password, the price,
 * the badge and billing link of every subscription state, and a billing link that fails to load.
 * The page is at the fake server's dashboard address, so that the demo's checkout address is one
 * of its own pages, as in the demo.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DemoSubscriptionStatus } from '@domain/demo/control'
import { openSettings, planCard } from './settings-support'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('account and plan', () => {
  it('the read-only e-mail, Change password, the price and the trial badge', async () => {
    await openSettings()
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' })
    expect(email.value).toBe('demo@gatehouse.app')
    expect(email.getAttribute('readonly')).toBe('')
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/reset-password')
    expect(planCard().textContent).toContain('$15 per month')
    expect(within(planCard()).getByText('trialing', { exact: true })).toBeTruthy()
    expect(within(planCard()).getByRole('button', { name: 'Start subscription...' })).toBeTruthy()
  })

  it('the badge and the billing link follow every subscription state', async () => {
    const app = await openSettings()
    const cases: [DemoSubscriptionStatus, number | undefined, string, string | null][] = [
      ['trialing', 9, '9 days left in trial', 'Start subscription...'],
      ['trialing', 3, '3 days left in trial', 'Start subscription...'],
      ['trialing', 1, '1 day left in trial', 'Start subscription...'],
      ['trialing', 20, 'trialing', 'Start subscription...'],
      ['overdue', undefined, 'past due', 'Resolve payment status...'],
      ['unpaid', undefined, 'payment required', 'Resolve payment status...'],
      ['paid', undefined, 'active', 'Manage subscription...'],
      ['complimentary', undefined, 'complimentary', null],
    ]
    for (const [status, days, badge, link] of cases) {
      await app.fake.control.setSubscription?.(status, days)
      await app.reload()
      await screen.findByRole('region', { name: 'Basic plan' })
      await within(planCard()).findByText(badge, { exact: true })
      if (link) expect(within(planCard()).getByRole('button', { name: link })).toBeTruthy()
      else expect(within(planCard()).queryAllByRole('button')).toHaveLength(0)
    }
    expect(planCard().textContent).toContain('Your account is complimentary')
  })

  it('a billing link that fails to load says so and can be tried again', async () => {
    const app = await openSettings()
    // The app leaves for the checkout through the address bar: the address it goes to is kept.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    app.fake.control.setFaults({ errorRate: 1, operations: ['StripeUrl'] })
    await app.user.click(within(planCard()).getByRole('button', { name: 'Start subscription...' }))
    expect((await within(planCard()).findByRole('alert')).textContent).toContain('Failed to load')
    expect(assign).not.toHaveBeenCalled()
    app.fake.control.setFaults({ errorRate: 0 })
    await app.user.click(within(planCard()).getByRole('button', { name: 'Start subscription...' }))
    await expect.poll(() => assign.mock.calls.length).toBe(1)
    expect(new URL(String(assign.mock.calls[0]![0])).href).toMatch(/\/demo-checkout\?session_id=cs_demo_/)
  })
})
