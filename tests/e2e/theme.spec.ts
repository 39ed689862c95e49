/**
 * Light and dark themes in a browser: the dialogs, drawers and panels over the pages pass axe
 * (colour contrast included) in both (every page itself: ./every-page.spec.ts); the page's colours
 * and the browser's colour for the page (`theme-color`) follow the parent's choice, from the first
 * paint after a reload; with System chosen they follow the system's setting as it changes; a
 * choice made in another tab applies in this one. What the switch stores and writes on the
 * document is tested in tests/unit/app/theme-switch.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'
import { expectAccessibleInBothThemes, pageIsDark } from './page-checks'
import { activityDay } from './activity-days'
import { browserToday, demoIds, openSignedIn, settled } from './pages'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const themeRadio = (page: Page, name: 'System' | 'Light' | 'Dark') => page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name })

/** The colour the browser gives its own interface around the page: the first `theme-color` whose condition holds. */
const themeColor = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((m) => !m.media || window.matchMedia(m.media).matches)
        ?.content ?? null,
  )
const lightThemeColor = '#1f3a5f'
const darkThemeColor = '#0e1520'

test.describe('dialogs, drawers and panels', () => {
  // Each opens a page, then runs axe twice per dialog: slow on a busy machine.
  test.describe.configure({ timeout: 180_000 })

  test('the add-keychain drawer', async ({ page }) => {
    await openSignedIn(page, { name: 'child', path: () => `/children/${demoIds.maya}` })
    await page
      .getByRole('button', { name: /add a keychain/i })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })

  test('the screenshot lightbox and the keyboard shortcuts', async ({ page }) => {
    // Yesterday: a whole day of screenshots at any hour (today has none in its first minutes).
    await openSignedIn(page, { name: 'activity', path: () => `/children/${demoIds.maya}/activity` })
    await loginAsDemoParent(page, `/children/${demoIds.maya}/activity/${(await activityDay(page, 1)).url}`)
    await settled(page)
    await page.locator('.feed-shot').first().click()
    await expect(page.locator('dialog.lightbox')).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog.lightbox')).toBeHidden()
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })

  test('a confirmation dialog', async ({ page }) => {
    await openSignedIn(page, { name: 'child', path: () => `/children/${demoIds.maya}` })
    await page.getByRole('button', { name: 'Delete child' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })

  test('the demo panel and the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page, { name: 'children', path: () => '/children' })
    await page.getByRole('button', { name: 'Demo' }).click()
    await expectAccessibleInBothThemes(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(themeRadio(page, 'System')).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })

  test('the add-notification-method drawer, the notification editor and a delete confirmation', async ({ page }) => {
    await openSignedIn(page, { name: 'settings', path: () => '/settings' })
    await page.getByRole('button', { name: 'Add notification method' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a notification method' })
    await expect(drawer).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await drawer.getByRole('button', { name: 'Cancel' }).click()
    await expect(drawer).toBeHidden()

    await page.getByRole('button', { name: 'Create notification' }).click()
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await page.getByRole('button', { name: 'Cancel' }).click()

    await page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click()
    await expect(page.getByRole('alertdialog', { name: 'Delete notification?' })).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })

  test('the subscription banner, before a trial ends and once it has', async ({ page }) => {
    await openSignedIn(page, { name: 'children', path: () => '/children' })
    const banner = page.getByRole('region', { name: 'Subscription' })
    for (const [status, days, text] of [
      ['trialing', 3, '3 days left in trial'],
      ['unpaid', undefined, 'Your subscription has expired.'],
    ] as const) {
      await page.evaluate(([s, d]) => window.gatehouseDemo?.setSubscription?.(s, d), [status, days] as const)
      await page.reload()
      await settled(page)
      await expect(banner).toContainText(text)
      await expectAccessibleInBothThemes(page)
    }
  })

  test('a waiting toast and an error toast', async ({ page, demo }) => {
    await openSignedIn(page, { name: 'settings', path: () => '/settings' })
    const toasts = page.locator('.toasts-region')
    // A deletion the server answers late: its waiting toast stays until the answer.
    await demo.setFaults({ latencyMs: 120_000, operations: ['DeleteEntity'] })
    await page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click()
    await page.getByRole('alertdialog', { name: 'Delete notification?' }).getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(toasts.getByText('Deleting notification...')).toBeVisible()
    await expectAccessibleInBothThemes(page)

    // A payment page that cannot be reached: an error toast, which leaves after 6 s, so axe looks
    // at the toast alone (it finishes well before) and the toast must still be there after.
    await page.evaluate(() => window.gatehouseDemo?.setSubscription?.('unpaid'))
    await page.reload()
    await settled(page)
    await demo.setFaults({ latencyMs: 0, errorRate: 1, operations: ['StripeUrl'] })
    await page.getByRole('region', { name: 'Subscription' }).getByRole('button', { name: 'Renew Subscription' }).click()
    const error = toasts.locator('[role="alert"] .toast')
    await expect(error).toBeVisible()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expect.poll(() => pageIsDark(page)).toBe(colorScheme === 'dark')
      await expectNoA11yViolations(page, { include: '.toasts-region' })
    }
    await expect(error).toBeVisible()
  })

  test('the demo checkout page', async ({ page }) => {
    await openSignedIn(page, { name: 'settings', path: () => '/settings' })
    await page.getByRole('region', { name: 'Basic plan' }).getByRole('button', { name: 'Start subscription...' }).click()
    await expect(page.getByRole('heading', { name: 'Demo checkout', level: 1 })).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })
})

test('the theme the parent chooses is remembered after a reload: the page’s colours and the browser’s theme-color', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await loginAsDemoParent(page, '/children')
  await settled(page)
  expect(await pageIsDark(page)).toBe(false)
  expect(await themeColor(page)).toBe(lightThemeColor)

  await themeRadio(page, 'Dark').check()
  await expect.poll(() => pageIsDark(page)).toBe(true)
  expect(await themeColor(page)).toBe(darkThemeColor)
  // The explicit dark theme passes axe too (the system is light here).
  await expectNoA11yViolations(page)

  // A reload applies the stored choice before the first paint.
  await page.reload()
  await settled(page)
  expect(await pageIsDark(page)).toBe(true)
  expect(await themeColor(page)).toBe(darkThemeColor)

  // Light stays light on a dark system, across a reload.
  await page.emulateMedia({ colorScheme: 'dark' })
  await themeRadio(page, 'Light').check()
  expect(await pageIsDark(page)).toBe(false)
  expect(await themeColor(page)).toBe(lightThemeColor)
  await page.reload()
  await settled(page)
  expect(await pageIsDark(page)).toBe(false)
  expect(await themeColor(page)).toBe(lightThemeColor)

  // System again: the system's (dark) colour.
  await themeRadio(page, 'System').check()
  expect(await themeColor(page)).toBe(darkThemeColor)
})

test('with System chosen, the dashboard follows the system setting as it changes: the page’s colours', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await loginAsDemoParent(page, '/children')
  await settled(page)
  await themeRadio(page, 'Dark').check()
  await themeRadio(page, 'System').check()
  expect(await pageIsDark(page)).toBe(true)

  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => pageIsDark(page)).toBe(false)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => pageIsDark(page)).toBe(true)
})

test('a choice made in another tab applies in this one', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await loginAsDemoParent(page, '/children')
  await settled(page)
  const other = await context.newPage()
  await other.emulateMedia({ colorScheme: 'light' })
  await other.goto(`/children/activity/${await browserToday(page)}`)
  await settled(other)
  await themeRadio(other, 'Dark').check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(themeRadio(page, 'Dark')).toBeChecked()
  expect(await pageIsDark(page)).toBe(true)
})
