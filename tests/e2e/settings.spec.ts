/**
 * Settings in a browser: axe on every state the screen's tests reach (a billing link that failed,
 * a rule being edited, a deletion to confirm and the page after the deletions, the add-method
 * panel at each step, a wrong code, "One more step!"), subscribing or cancelling through the
 * demo's checkout (which leaves the app for its checkout pages and comes back), and the page on
 * a phone. What the screen does with the parent's input and the server's answers is tested in
 * tests/unit/app/settings-plan.test.tsx, settings-methods.test.tsx and settings-rules.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations, demoHelpers, type DemoHelpers } from './fixtures'
import { countAnswers } from './answers'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const panel = (page: Page) => page.getByRole('dialog', { name: 'Add a notification method' })
const methodsCard = (page: Page) => page.getByRole('region', { name: 'Notification methods' })
const rulesCard = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true })
const planCard = (page: Page) => page.getByRole('region', { name: 'Basic plan' })
const ruleItem = (page: Page, trigger: string) =>
  rulesCard(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(trigger, { exact: true }) })

async function openSettings(page: Page) {
  await loginAsDemoParent(page, '/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(methodsCard(page)).toBeVisible()
}

async function openPanel(page: Page, kind: 'E-mail' | 'Text message' | 'Slack') {
  await methodsCard(page).getByRole('button', { name: 'Add notification method' }).click()
  await expect(panel(page)).toBeVisible()
  await panel(page).getByRole('radio', { name: kind }).check()
}

/** Sends the code and returns it, read from the outbox message sent to `to`. */
async function sendCode(page: Page, demo: DemoHelpers, to: string, previous?: string): Promise<string> {
  await panel(page).getByRole('button', { name: 'Send verification code' }).click()
  await expect(panel(page).getByRole('textbox', { name: 'Verification code' })).toBeFocused()
  const message = await demo.waitForMessage((m) => m.to === to && m.code !== undefined && m.code !== previous)
  return message.code ?? ''
}

async function verify(page: Page, code: string) {
  await panel(page).getByRole('textbox', { name: 'Verification code' }).fill(code)
  await panel(page).getByRole('button', { name: 'Verify code' }).click()
}

/** The panel's own message (toasts also render inside the open panel). */
const panelAlert = (page: Page) => panel(page).locator('.alert[role="alert"]')

const oneMoreStep = (page: Page) => page.getByRole('dialog', { name: 'One more step!' })

// What the screen does with the parent's input and the server's answers is tested in
// tests/unit/app/settings-*.test.tsx. Here axe runs on the states those tests reach, in one page.
// Settings as first loaded is left out: tests/e2e/every-page.spec.ts checks it (pages.ts).
test('the states of Settings pass axe: a failed billing link, editing and deleting, and the add-method panel at each step', async ({
  page,
  demo,
}) => {
  const deletionsAnswered = countAnswers(page, /^DeleteEntity(_v2)?$/)
  await openSettings(page)

  // A billing link that failed to load.
  await demo.setFaults({ errorRate: 1, operations: ['StripeUrl'] })
  await planCard(page).getByRole('button', { name: 'Start subscription...' }).click()
  await expect(planCard(page).getByRole('alert')).toContainText('Failed to load')
  await expectNoA11yViolations(page)
  await demo.setFaults({ errorRate: 0 })

  // A rule being edited, its method changed.
  await ruleItem(page, 'Unlock requests').getByRole('button', { name: /^Edit/ }).click()
  const editor = rulesCard(page).getByRole('form', { name: 'Edit notification' })
  await editor.getByRole('combobox', { name: 'Send to' }).selectOption({ label: 'Text message: (555) 555-0123' })
  await expectNoA11yViolations(page)
  await editor.getByRole('button', { name: 'Cancel' }).click()
  await expect(editor).toBeHidden()

  // A deletion to confirm; then the page once both rules and the text method are deleted.
  const confirm = page.getByRole('alertdialog', { name: 'Delete notification?' })
  await ruleItem(page, 'Filter suspension requests')
    .getByRole('button', { name: /^Delete/ })
    .click()
  await expect(confirm).toContainText('There is no undo.')
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(ruleItem(page, 'Filter suspension requests')).toHaveCount(0)
  await ruleItem(page, 'Unlock requests')
    .getByRole('button', { name: /^Delete/ })
    .click()
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await methodsCard(page).getByRole('button', { name: 'Delete Text message (555) 555-0123' }).click()
  await page.getByRole('alertdialog', { name: 'Delete notification method?' }).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect.poll(deletionsAnswered).toBe(3)
  await page.reload()
  await expect(rulesCard(page)).toContainText('No notifications yet')
  await expect(methodsCard(page).getByText('(555) 555-0123')).toHaveCount(0)
  await expectNoA11yViolations(page)

  // The add-method panel: e-mail chosen, Slack's field messages, the code step, a wrong code,
  // and "One more step!" once a new code is verified.
  await openPanel(page, 'E-mail')
  await expectNoA11yViolations(page)
  await panel(page).getByRole('radio', { name: 'Slack' }).check()
  await panel(page).getByRole('button', { name: 'Send verification code' }).click()
  await expect(panel(page).getByText('A bot token starts with xoxb-')).toBeVisible()
  await expectNoA11yViolations(page)
  await panel(page).getByRole('radio', { name: 'E-mail' }).check()
  await panel(page).getByRole('textbox', { name: 'E-mail address' }).fill('aunt@example.com')
  const code = await sendCode(page, demo, 'aunt@example.com')
  await expect(panel(page)).toContainText('We sent a 6-digit code to aunt@example.com')
  await expectNoA11yViolations(page)
  await verify(page, code === '999999' ? '100000' : String(Number(code) + 1))
  await expect(panelAlert(page)).toContainText('That code isn’t right, or it has expired')
  await expectNoA11yViolations(page)
  await panel(page).getByRole('button', { name: 'Send a new code' }).click()
  const fresh = (await demo.waitForMessage((m) => m.to === 'aunt@example.com' && m.code !== code)).code ?? ''
  await expect(panel(page).getByText('We sent a new code. Enter the newest one.')).toBeVisible()
  await verify(page, fresh)
  await expect(oneMoreStep(page)).toBeVisible()
  await expect(panel(page)).toBeHidden()
  await expectNoA11yViolations(page)
})

test.describe('account and plan', () => {
  test('subscribing through the checkout turns the badge active; the link then manages it', async ({ page }) => {
    await openSettings(page)
    await planCard(page).getByRole('button', { name: 'Start subscription...' }).click()
    await expect(page.getByRole('heading', { name: 'Demo checkout', level: 1 })).toBeVisible()
    await expect(page.getByText('$15 per month')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_demo_/)
    await expect(page.getByRole('heading', { name: 'You’re subscribed!' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to settings' }).click()
    await expect(planCard(page).getByText('active', { exact: true })).toBeVisible()
    await page.reload()
    await expect(planCard(page).getByText('active', { exact: true })).toBeVisible()
    await planCard(page).getByRole('button', { name: 'Manage subscription...' }).click()
    await expect(page).toHaveURL(/\/settings\?portal=demo$/)
    await expect(planCard(page)).toContainText('The demo has no billing portal')
    await expectNoA11yViolations(page)
  })

  test('cancelling the checkout leads to the cancel page; nothing changes', async ({ page, demo }) => {
    await openSettings(page)
    await planCard(page).getByRole('button', { name: 'Start subscription...' }).click()
    // The price comes from the demo's server: the checkout page it shows is the one that stays.
    await expect(page.getByText('$15 per month')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel and go back' }).click()
    await expect(page).toHaveURL(/\/checkout-cancel\?session_id=cs_demo_/)
    // The cancel page needs no answer, so it shows before the demo's server is up on it; a page
    // its worker did not come to control loads once more then (fake-server/browser.ts).
    await demo.ready()
    await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Contact support/ })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Back to settings' }).click()
    await expect(planCard(page).getByText('trialing', { exact: true })).toBeVisible()
  })
})

test('the settings page on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openSettings(page)
  await expectNoA11yViolations(page)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  await openPanel(page, 'Text message')
  await expectNoA11yViolations(page)
  await demoHelpers(page).ready()
})
