/**
 * The signed-in frame in a browser: axe on the states the frame's tests reach (the phone menu,
 * the subscription banner and its failed payment page, a failed checkout confirmation, the Not
 * found dialog, the demo panel), the skip link, the sidebar's width when collapsed, and where the
 * demo's button sits. What the frame does with the parent's input and the server's answers (an
 * ended session's way to the login page included) is tested in tests/unit/app/shell*.test.tsx.
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
  test('the sidebar leads to each part of the dashboard and marks where the parent is: the skip link lands on the main region', async ({ page }) => {
    await signIn(page, '/children')
    // From the top of a freshly loaded document, the first Tab reaches the skip link.
    await page.reload()
    await expect(mainNav(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('a collapsed sidebar stays collapsed after a reload: the sidebar’s width', async ({ page }) => {
    await signIn(page, '/children')
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' })
    const wide = (await sidebar.boundingBox())?.width ?? 0
    expect(wide).toBeGreaterThan(150)

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100)
    await expectNoA11yViolations(page)

    await page.reload()
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100)

    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(150)
  })
})

test.describe('phones', () => {
  test.use({ signedIn: true })
  test.use({ viewport: { width: 390, height: 844 } })

  test('the demo button stays out of the way until opened', async ({ page }) => {
    await signIn(page, '/children')
    const toggle = page.getByRole('button', { name: /^Demo/ })
    await expect(toggle).toBeVisible()
    const box = await toggle.boundingBox()
    expect(box && box.width * box.height).toBeLessThan(150 * 48)
    await expect(page.getByRole('region', { name: 'Demo controls' })).toHaveCount(0)
  })
})

// The pages the sidebar leads to, and the checkout pages as first loaded (with or without a
// session to confirm), are checked by every-page.spec.ts; iOS devices by ios-devices.spec.ts too.
test.describe('the states of the frame', () => {
  test.use({ signedIn: true })
  // Leo's MacBook Pro (only Leo uses it) and Leo's login on it, as seeded.
  const leosMac = 'd0000000-0000-4000-8000-000000000003'
  const leoOnLeosMac = 'DD000000-0000-4000-8000-000000000003'

  test('pass axe: the phone menu closed and open, the banners, a payment page out of reach, a failed checkout confirmation, the Not found dialog', async ({
    page,
    demo,
  }) => {
    // Eight states, each with an axe check: more than the default 60 s on a busy machine.
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, '/children')
    const menu = page.getByRole('button', { name: /^Menu( \d+ pending)?$/ })
    await expect(menu).toBeVisible()
    // On a phone the sidebar stays out of sight until the menu opens it.
    await expect(mainNav(page)).toBeHidden()
    await expectNoA11yViolations(page)
    await menu.click()
    await expect(page.getByRole('dialog', { name: 'Dashboard' })).toBeVisible()
    await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Dashboard' })).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 800 })

    const banner = page.getByRole('region', { name: 'Subscription' })
    await setDemoSubscription(page, 'trialExpiringSoon', 2.5 * day)
    await expect(banner).toContainText('2 days left in trial.')
    await expectNoA11yViolations(page)
    await setDemoSubscription(page, 'overdue', 5 * day)
    await expect(banner).toContainText('Your subscription has expired. Please renew to continue using the app.')
    await expectNoA11yViolations(page)

    await setDemoSubscription(page, 'unpaid', -day)
    await expect(banner).toContainText('Your subscription has expired.')
    await demo.setFaults({ errorRate: 1, operations: ['StripeUrl'] })
    await banner.getByRole('button', { name: 'Renew Subscription' }).click()
    await expect(page.locator('.toasts-region [role="alert"]')).toContainText("Sorry, there's been some sort of technical issue")
    await expectNoA11yViolations(page)

    // Faults last until a reload, so move within the app.
    await demo.setFaults({ errorRate: 1, operations: ['HandleCheckoutSuccess'] })
    await page.evaluate(() => {
      window.history.pushState({}, '', '/checkout-success?session_id=cs_test_failing')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { name: 'We couldn’t confirm your payment' })).toBeVisible()
    await expectNoA11yViolations(page)
    await demo.setFaults({ errorRate: 0, operations: [] })

    await loginAsDemoParent(page, `/devices/${leosMac}`)
    await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()
    await page.getByRole('textbox', { name: 'Name' }).fill('Study laptop')
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
    await expect(page.getByRole('alertdialog', { name: 'Not found' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

test.describe('demo panel', () => {
  test('its states pass axe: the outbox with a message, and the faults', async ({ page, demo }) => {
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
    await page.getByRole('button', { name: /^Demo/ }).click()
    const panel = page.getByRole('region', { name: 'Demo controls' })
    await expect(panel.getByRole('article').first()).toContainText(email)
    await expectNoA11yViolations(page)
    await panel.getByRole('tab', { name: 'Faults' }).click()
    await expect(panel.getByLabel('Server errors')).toBeVisible()
    await expectNoA11yViolations(page)
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
})
