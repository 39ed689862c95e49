/**
 * The signed-in frame: sidebar, phone panel, subscription banner, demo panel, checkout returns
 * and the logged-out redirect.
 */
import type { Locator, Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations, demoHelpers } from './fixtures'

const day = 24 * 60 * 60 * 1000

/**
 * Rewrites the demo parent's subscription in the demo server's saved state, then reloads so the
 * server starts from it (the state is restored from local storage on start).
 */
async function setDemoSubscription(
  page: Page,
  status: 'trialing' | 'trialExpiringSoon' | 'overdue' | 'unpaid' | 'paid' | 'complimentary',
  msFromNow: number,
): Promise<void> {
  await demoHelpers(page).ready()
  await page.evaluate(
    ({ status, msFromNow }) => {
      const email = window.gatehouseDemo?.credentials.email.toLowerCase()
      const key = Object.keys(localStorage).find((k) => {
        const v = localStorage.getItem(k) ?? ''
        return v.startsWith('{"format":"gatehouse-fake-server"')
      })
      if (!key || !email) throw new Error('The demo server has not saved its state yet')
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        db: { admin: { email: string; subscriptionStatus: string; statusExpiration: number }[] }
      }
      const admin = state.db.admin.find((a) => a.email === email)
      if (!admin) throw new Error('The demo parent is not in the saved state')
      admin.subscriptionStatus = status
      admin.statusExpiration = Date.now() + msFromNow
      localStorage.setItem(key, JSON.stringify(state))
    },
    { status, msFromNow },
  )
  await page.reload()
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** Signs in as the demo parent, opens `path` and waits until the demo and the app shell are up. */
async function signIn(page: Page, path: string): Promise<void> {
  await loginAsDemoParent(page, path)
  await demoHelpers(page).ready()
  await expect(page.locator('main#main')).toBeVisible()
}

test.describe('wide screens', () => {
  test.use({ signedIn: true })
  test('the sidebar leads to each part of the dashboard and marks where the parent is', async ({ page }) => {
    // Eight pages, each with an axe check: more than the default 60 s on a busy machine.
    test.setTimeout(150_000)
    await signIn(page, '/children')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Children' })).toHaveAttribute('aria-current', 'page')
    await expectNoA11yViolations(page)

    const stops = [
      { name: 'Settings', path: '/settings' },
      { name: 'Keychains', path: '/keychains' },
      { name: 'Devices', path: '/devices' },
      { name: 'iOS devices', path: '/ios-devices' },
      { name: 'Unlock requests', path: '/unlock-requests' },
      { name: 'Security events', path: '/security-events' },
      { name: 'Activity', path: '/children/activity' },
      { name: 'Dashboard', path: '/' },
      { name: 'Children', path: '/children' },
    ]
    for (const stop of stops) {
      // Named from the start: "Devices" is not "iOS devices"; "Unlock requests" may carry its count.
      const link = nav.getByRole('link', { name: new RegExp(`^${stop.name}`) })
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${stop.path}$`))
      await expect(link).toHaveAttribute('aria-current', 'page')
      await expect(page.locator('main#main')).toBeFocused()
      // Exactly one entry is current.
      await expect(nav.locator('[aria-current]')).toHaveCount(1)
      await expectNoA11yViolations(page)
    }

    // Support opens the provider's contact page in a new tab; the logo goes home.
    const support = page.getByRole('complementary').getByRole('link', { name: /^Support/ })
    await expect(support).toHaveAttribute('target', '_blank')
    await expect(support).toHaveAttribute('rel', /noopener/)
    await page.getByRole('complementary').getByRole('link', { name: 'Gatehouse home' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    // The skip link lands on the main region.
    await page.reload()
    await expect(mainNav(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('a collapsed sidebar stays collapsed after a reload', async ({ page }) => {
    await signIn(page, '/children')
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' })
    const wide = (await sidebar.boundingBox())?.width ?? 0
    expect(wide).toBeGreaterThan(150)

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100)
    // Names stay available to assistive technology.
    await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toBeVisible()
    await expectNoA11yViolations(page)

    await page.reload()
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100)

    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(150)
  })

  test('a parent whose session ended is sent to log in and brought back afterwards', async ({ page }) => {
    await signIn(page, '/children')
    await expect(mainNav(page)).toBeVisible()
    // The server no longer knows this token: the next call answers loggedOut.
    await page.evaluate(() => localStorage.setItem('admin_token', '0BADC0DE-0000-4000-8000-000000000000'))
    await loginAsDemoParent(page, '/settings')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings/)
  })
})

test.describe('phones', () => {
  test.use({ signedIn: true })
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu button opens a slide-in panel that Esc, the backdrop and a link close', async ({ page }) => {
    await signIn(page, '/children')
    const menu = page.getByRole('button', { name: /^Menu( \d+ pending)?$/ })
    await expect(menu).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()
    await expectNoA11yViolations(page)

    await menu.click()
    const panel = page.getByRole('dialog', { name: 'Dashboard' })
    await expect(panel).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toBeVisible()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await expectNoA11yViolations(page)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(menu).toBeFocused()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

    // The backdrop (right of the panel) closes it too.
    await menu.click()
    await expect(panel).toBeVisible()
    await page.mouse.click(370, 400)
    await expect(panel).toBeHidden()

    // Following a link closes the panel.
    await menu.click()
    await mainNav(page).getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(panel).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    // Focus moves on to the new page's content.
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('the demo button stays out of the way until opened', async ({ page }) => {
    await signIn(page, '/children')
    const toggle = page.getByRole('button', { name: /^Demo/ })
    await expect(toggle).toBeVisible()
    const box = await toggle.boundingBox()
    expect(box && box.width * box.height).toBeLessThan(150 * 48)
    await expect(page.getByRole('region', { name: 'Demo controls' })).toHaveCount(0)
  })
})

test.describe('subscription banner', () => {
  test.use({ signedIn: true })
  test('does not show for the seeded parent, whose trial has 12 days left', async ({ page }) => {
    await signIn(page, '/children')
    // The banner would come with the parent's data: wait until this document has its answer
    // (not the one before the reload), and a frame after it, then look.
    const answered = page.waitForResponse((response) => response.url().endsWith('/GetAdmin'))
    await page.reload()
    await answered
    await expect(mainNav(page)).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
    await expect(page.getByRole('region', { name: 'Subscription' })).toHaveCount(0)
  })

  test('warns of a trial about to end, can be dismissed, and returns when the account falls due', async ({ page }) => {
    await signIn(page, '/children')
    await setDemoSubscription(page, 'trialExpiringSoon', 2.5 * day)
    const banner = page.getByRole('region', { name: 'Subscription' })
    await expect(banner).toContainText('2 days left in trial. Please subscribe to avoid interruptions.')
    await expect(banner.getByRole('button', { name: 'Start Subscription' })).toBeVisible()
    await expectNoA11yViolations(page)

    // It shows on every signed-in screen.
    await mainNav(page).getByRole('link', { name: 'Keychains' }).click()
    await expect(banner).toBeVisible()

    await banner.getByRole('button', { name: 'Dismiss subscription notice' }).click()
    await expect(banner).toHaveCount(0)
    await page.reload()
    await expect(mainNav(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)

    // A new state (the trial ran out) shows again.
    await setDemoSubscription(page, 'overdue', 5 * day)
    await expect(banner).toContainText('Your subscription has expired. Please renew to continue using the app.')
    await expect(banner.getByRole('button', { name: 'Renew Subscription' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('a payment page that cannot be reached says so in a dismissible alert toast', async ({ page, demo }) => {
    await signIn(page, '/children')
    await setDemoSubscription(page, 'unpaid', -day)
    const banner = page.getByRole('region', { name: 'Subscription' })
    await expect(banner).toContainText('Your subscription has expired.')
    await demo.setFaults({ latencyMs: 1500, errorRate: 1, operations: ['StripeUrl'] })
    await banner.getByRole('button', { name: 'Renew Subscription' }).click()
    await expect(banner.getByRole('button', { name: 'Redirecting you to Stripe' })).toBeVisible()
    const alert = page.locator('.toasts-region [role="alert"]')
    await expect(alert).toContainText("Sorry, there's been some sort of technical issue")
    // Error toasts last 6 s; dismiss this one by hand.
    await alert.getByRole('button', { name: /^Dismiss/ }).click()
    await expect(alert.getByRole('listitem')).toHaveCount(0)
    await expect(banner.getByRole('button', { name: 'Renew Subscription' })).toBeVisible()
    await expect(page).toHaveURL(/\/children$/)
    await expectNoA11yViolations(page)
  })

  test('back from the payment page, the button can be pressed again', async ({ page, demo }) => {
    await signIn(page, '/children')
    await setDemoSubscription(page, 'unpaid', -day)
    const banner = page.getByRole('region', { name: 'Subscription' })
    await expect(banner).toContainText('Your subscription has expired.')
    await demo.setFaults({ latencyMs: 20_000, operations: ['StripeUrl'] })
    await banner.getByRole('button', { name: 'Renew Subscription' }).click()
    await expect(banner.getByRole('button', { name: 'Redirecting you to Stripe' })).toBeVisible()
    // The browser restores the page from its back/forward cache as it was left.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    await expect(banner.getByRole('button', { name: 'Renew Subscription' })).toBeEnabled()
  })

  test('a singular last day of trial', async ({ page }) => {
    await signIn(page, '/settings')
    await setDemoSubscription(page, 'trialExpiringSoon', 1.5 * day)
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText(
      '1 day left in free trial. Please subscribe to avoid interruptions.',
    )
  })
})

test.describe('checkout returns', () => {
  test.use({ signedIn: true })
  test('a cancelled checkout says nothing changed and offers Settings and support', async ({ page }) => {
    await signIn(page, '/checkout-cancel?session_id=cs_test_cancelled')
    await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings')
    await expect(page.getByRole('link', { name: /Contact support/ })).toHaveAttribute('target', '_blank')
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Back to settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)
  })

  test('a success link without its session explains there is nothing to confirm', async ({ page }) => {
    await signIn(page, '/checkout-success')
    await expect(page.getByRole('heading', { name: 'Nothing to confirm' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to settings' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('a confirmation the server fails offers Try again and Contact support', async ({ page, demo }) => {
    await signIn(page, '/children')
    await demo.setFaults({ errorRate: 1, operations: ['HandleCheckoutSuccess'] })
    // Faults last until a reload, so move within the app.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/checkout-success?session_id=cs_test_failing')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { name: 'We couldn’t confirm your payment' })).toBeVisible()
    await expect(page.getByText(/Sorry, there's been some sort of technical issue/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Contact support/ })).toHaveAttribute('target', '_blank')
    await expectNoA11yViolations(page)
  })
})

test.describe('demo panel', () => {
  test('shows the outbox, newest first, with working links', async ({ page, demo }) => {
    await page.goto('/login')
    await demo.ready()
    const { email } = await demo.credentials()
    await page.evaluate(async (address) => {
      const response = await fetch('/pairql/dashboard/RequestMagicLink', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, redirect: '/keychains' }),
      })
      if (!response.ok) throw new Error(`RequestMagicLink answered ${response.status}`)
    }, email)
    const [message] = await demo.outbox()
    expect(message).toBeDefined()

    const toggle = page.getByRole('button', { name: /^Demo/ })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = page.getByRole('region', { name: 'Demo controls' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true')
    const item = panel.getByRole('article').first()
    await expect(item).toContainText(email)
    await expect(item).toContainText(message!.subject)
    await expectNoA11yViolations(page)

    // Esc closes the panel and puts focus back on its button.
    await panel.getByRole('tab', { name: 'Outbox' }).focus()
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(toggle).toBeFocused()

    // The message's link works in this dashboard: it signs the parent in.
    await toggle.click()
    const link = message!.links[0]
    expect(link).toBeDefined()
    await panel.getByRole('article').first().getByRole('link', { name: link! }).first().click()
    await expect(page).toHaveURL(/\/keychains$/)
    await expect(mainNav(page)).toBeVisible()
  })

  test('fault toggles change the demo server, and can be cleared', async ({ page, demo }) => {
    await page.goto('/login')
    await demo.ready()
    await page.getByRole('button', { name: /^Demo/ }).click()
    const panel = page.getByRole('region', { name: 'Demo controls' })
    await panel.getByRole('tab', { name: 'Faults' }).click()
    await expectNoA11yViolations(page)

    await panel.getByLabel('Server errors').focus()
    await page.keyboard.press('End')
    await panel.getByLabel('Extra latency').selectOption({ label: '300 ms' })
    const faults = await page.evaluate(() => window.gatehouseDemo?.faults())
    expect(faults?.errorRate).toBe(1)
    expect(faults?.latencyMs).toBe(300)
    await expect(panel.getByText('100%')).toBeVisible()

    await panel.getByRole('button', { name: 'Clear faults' }).click()
    const cleared = await page.evaluate(() => window.gatehouseDemo?.faults())
    expect(cleared?.errorRate).toBe(0)
    expect(cleared?.latencyMs).toBe(0)
  })

  test('resetting the demo data signs the parent out', async ({ page }) => {
    await signIn(page, '/children')
    await page.getByRole('button', { name: /^Demo/ }).click()
    const panel = page.getByRole('region', { name: 'Demo controls' })
    await panel.getByRole('tab', { name: 'Demo data' }).click()
    await panel.getByRole('button', { name: 'Reset demo data' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Reset demo data?' })
    await expect(confirm).toBeVisible()
    // The parent is told before confirming that they will be signed out.
    await expect(confirm).toContainText('Resetting signs you out and restores the demo family')
    await confirm.getByRole('button', { name: 'Reset demo data' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull()
  })

  test('the demo button covers none of the page’s controls, on wide screens and phones', async ({ page }) => {
    const maya = 'c0000000-0000-4000-8000-000000000001'
    const leosMac = 'd0000000-0000-4000-8000-000000000003'
    const toggle = page.getByRole('button', { name: /^Demo/ })
    /** The two boxes share no point, and the control's centre takes a click (nothing lies over it). */
    async function expectClear(control: Locator) {
      await expect(control).toBeVisible()
      await expect(toggle).toBeVisible()
      const a = await toggle.boundingBox()
      const b = await control.boundingBox()
      if (!a || !b) throw new Error('The demo button or the control has no box')
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlap, `demo button ${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false)
      const onTop = await control.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        return hit !== null && el.contains(hit)
      })
      expect(onTop).toBe(true)
    }
    await signIn(page, `/children/${maya}`)
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await test.step(`${size.width}×${size.height}`, async () => {
        await page.setViewportSize(size)
        await page.goto(`/children/${maya}`)
        const save = page.getByRole('button', { name: 'Save child', exact: true })
        await expectClear(save)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expectClear(save)

        await page.goto(`/devices/${leosMac}`)
        const saveDevice = page.getByRole('button', { name: 'Save', exact: true })
        await saveDevice.scrollIntoViewIfNeeded()
        await expectClear(saveDevice)
      })
    }
  })

  test('a demo reset that fails says so and the dialog can still be closed', async ({ page }) => {
    await signIn(page, '/children')
    await page.evaluate(() => {
      const control = window.gatehouseDemo
      if (!control) throw new Error('The demo is not running')
      control.reset = () => Promise.reject(new Error('storage is full'))
    })
    await page.getByRole('button', { name: /^Demo/ }).click()
    const panel = page.getByRole('region', { name: 'Demo controls' })
    await panel.getByRole('tab', { name: 'Demo data' }).click()
    await panel.getByRole('button', { name: 'Reset demo data' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Reset demo data?' })
    await confirm.getByRole('button', { name: 'Reset demo data' }).click()
    await expect(confirm.getByText('The demo data could not be reset. Please try again.')).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Reset demo data' })).toBeEnabled()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(page).toHaveURL(/\/children$/)
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).not.toBeNull()
  })
})

test.describe('error dialog', () => {
  test.use({ signedIn: true })
  // Leo's MacBook Pro (only Leo uses it) and Leo's login on it, as seeded.
  const leosMac = 'd0000000-0000-4000-8000-000000000003'
  const leoOnLeosMac = 'DD000000-0000-4000-8000-000000000003'

  test('saving a device deleted behind the page’s back says Not found and leads back to the dashboard', async ({ page }) => {
    await signIn(page, `/devices/${leosMac}`)
    await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()
    await page.getByRole('textbox', { name: 'Name' }).fill('Study laptop')

    // Another tab removes Leo from the Mac; with no child left on it, the computer goes too.
    const status = await page.evaluate(async (id) => {
      const response = await fetch('/pairql/dashboard/DeleteEntity', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admintoken': localStorage.getItem('admin_token') ?? '' },
        body: JSON.stringify({ type: 'userDevice', id }),
      })
      return response.status
    }, leoOnLeosMac)
    expect(status).toBe(200)

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Not found' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Device not found.', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: /^Contact support/ })).toBeVisible()
    // The dialog replaces the error toast, it does not come with one.
    await expect(page.getByText('Failed to save device')).toHaveCount(0)
    // The save was rolled back: the page shows the name the Mac had.
    await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)

    await dialog.getByRole('button', { name: 'Go to dashboard' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
})
