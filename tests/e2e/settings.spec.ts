/**
 * Settings: the account and plan cards, adding e-mail, text and Slack notification methods with
 * the code from the outbox (and a wrong code, a refusing Slack, a reload mid-verification),
 * creating and editing notification rules, the deletions that are refused and the ones
 * confirmed, and subscribing or cancelling through the demo's checkout. Axe runs on every page,
 * dialog and panel visited; saves are checked again after a reload.
 */
import type { Locator, Page } from '@playwright/test'
import type { DemoSubscriptionStatus } from '@domain/demo/control'
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

/** The parent is still logged in on Settings: a refusal of one request ended nothing. */
async function expectStillLoggedIn(page: Page) {
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).not.toBeNull()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
}

/**
 * Saves the rule in `editor` and waits for the server's answer: the list shows the rule at once,
 * before the server has it, so a reload must wait for the answer.
 */
async function saveRule(page: Page, editor: Locator) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/SaveNotification'))
  await editor.getByRole('button', { name: 'Save' }).click()
  await answered
}

const oneMoreStep = (page: Page) => page.getByRole('dialog', { name: 'One more step!' })

async function expectMethod(list: Locator, kind: string, address: string) {
  await expect(list.getByRole('listitem').filter({ hasText: kind }).filter({ hasText: address })).toHaveCount(1)
}

test.describe('account and plan', () => {
  test('the read-only e-mail, Change password, the price and the trial badge', async ({ page }) => {
    await openSettings(page)
    const email = page.getByRole('textbox', { name: 'E-mail' })
    await expect(email).toHaveValue('demo@gatehouse.app')
    await expect(email).toHaveAttribute('readonly', '')
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/reset-password')
    await expect(planCard(page)).toContainText('$15 per month')
    await expect(planCard(page).getByText('trialing', { exact: true })).toBeVisible()
    await expect(planCard(page).getByRole('button', { name: 'Start subscription...' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('the badge and the billing link follow every subscription state', async ({ page }) => {
    await openSettings(page)
    const set = async (status: DemoSubscriptionStatus, daysLeft?: number) => {
      await page.evaluate(([s, d]) => window.gatehouseDemo?.setSubscription?.(s, d), [status, daysLeft] as const)
      await page.reload()
      await expect(planCard(page)).toBeVisible()
    }
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
      await set(status, days)
      await expect(planCard(page).getByText(badge, { exact: true })).toBeVisible()
      if (link) await expect(planCard(page).getByRole('button', { name: link })).toBeVisible()
      else await expect(planCard(page).getByRole('button')).toHaveCount(0)
    }
    await expect(planCard(page)).toContainText('Your account is complimentary')
  })

  test('a billing link that fails to load says so and can be tried again', async ({ page, demo }) => {
    await openSettings(page)
    await demo.setFaults({ errorRate: 1, operations: ['StripeUrl'] })
    await planCard(page).getByRole('button', { name: 'Start subscription...' }).click()
    await expect(planCard(page).getByRole('alert')).toContainText('Failed to load')
    await expectNoA11yViolations(page)
    await demo.setFaults({ errorRate: 0 })
    await planCard(page).getByRole('button', { name: 'Start subscription...' }).click()
    await expect(page).toHaveURL(/\/demo-checkout\?session_id=cs_demo_/)
  })

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

test.describe('adding notification methods', () => {
  test('an e-mail method, verified with the code from the outbox, then a notification for it', async ({ page, demo }) => {
    await openSettings(page)
    await openPanel(page, 'E-mail')
    await expectNoA11yViolations(page)
    await panel(page).getByRole('textbox', { name: 'E-mail address' }).fill('grandma@example')
    await panel(page).getByRole('button', { name: 'Send verification code' }).click()
    await expect(panel(page).getByText('Enter an e-mail address like name@example.com')).toBeVisible()
    await panel(page).getByRole('textbox', { name: 'E-mail address' }).fill('grandma@example.com')
    const code = await sendCode(page, demo, 'grandma@example.com')
    await expect(panel(page)).toContainText('We sent a 6-digit code to grandma@example.com')
    await expectNoA11yViolations(page)
    await verify(page, code)

    await expect(oneMoreStep(page)).toBeVisible()
    await expect(panel(page)).toBeHidden()
    await expectNoA11yViolations(page)
    await oneMoreStep(page).getByRole('button', { name: 'Create notification' }).click()
    const editor = rulesCard(page).getByRole('form', { name: 'New notification' })
    await expect(editor.getByRole('combobox', { name: 'Notify me about' })).toHaveValue('suspendFilterRequestSubmitted')
    await expect(editor.getByRole('combobox', { name: 'Send to' }).locator('option:checked')).toHaveText('E-mail: grandma@example.com')
    await saveRule(page, editor)
    await expect(ruleItem(page, 'Filter suspension requests').filter({ hasText: 'grandma@example.com' })).toHaveCount(1)

    await page.reload()
    await expectMethod(methodsCard(page), 'E-mail', 'grandma@example.com')
    await expect(ruleItem(page, 'Filter suspension requests').filter({ hasText: 'grandma@example.com' })).toHaveCount(1)
  })

  test('a text method: the number is normalised, shown US style, and a reload keeps the code step', async ({ page, demo }) => {
    await openSettings(page)
    await openPanel(page, 'Text message')
    const phone = panel(page).getByRole('textbox', { name: 'Mobile phone number' })
    await phone.fill('12345')
    await panel(page).getByRole('button', { name: 'Send verification code' }).click()
    await expect(panel(page).getByText(/Enter a phone number with 7 to 15 digits/)).toBeVisible()
    await phone.fill('555.867.5309')
    await expect(panel(page).getByText('We’ll text (555) 867-5309.')).toBeVisible()
    const code = await sendCode(page, demo, '+15558675309')

    await page.reload()
    await expect(panel(page)).toBeVisible()
    await expect(panel(page)).toContainText('We sent a 6-digit code to (555) 867-5309')
    await verify(page, code)
    await oneMoreStep(page).getByRole('button', { name: 'Not now' }).click()
    await expect(oneMoreStep(page)).toBeHidden()
    await expectMethod(methodsCard(page), 'Text message', '(555) 867-5309')
    await page.reload()
    await expectMethod(methodsCard(page), 'Text message', '(555) 867-5309')
    await expect(panel(page)).toBeHidden()
  })

  test('a text method abroad: the trunk prefix after the country code is dropped before the code is sent', async ({ page, demo }) => {
    await openSettings(page)
    await openPanel(page, 'Text message')
    const phone = panel(page).getByRole('textbox', { name: 'Mobile phone number' })
    await phone.fill('+33 01 42 86 82 00')
    await expect(panel(page).getByText('We’ll text +33142868200.')).toBeVisible()
    await phone.fill('+44 (0) 20 7946 0958')
    await expect(panel(page).getByText('We’ll text +442079460958.')).toBeVisible()
    const sent = page.waitForRequest((r) => r.url().endsWith('/CreatePendingNotificationMethod'))
    const code = await sendCode(page, demo, '+442079460958')
    expect((await sent).postDataJSON()).toMatchObject({ case: 'text', phoneNumber: '+442079460958' })
    await verify(page, code)
    await oneMoreStep(page).getByRole('button', { name: 'Not now' }).click()
    await expectMethod(methodsCard(page), 'Text message', '+442079460958')
  })

  test('a Slack method: its rules, a Slack that refuses, then the code posted to the channel', async ({ page, demo }) => {
    await openSettings(page)
    await openPanel(page, 'Slack')
    await panel(page).getByRole('button', { name: 'Send verification code' }).click()
    await expect(panel(page).getByText('A bot token starts with xoxb-')).toBeVisible()
    await expect(panel(page).getByText('A channel name has at least 2 characters')).toBeVisible()
    await expect(panel(page).getByText('A channel ID has at least 4 characters')).toBeVisible()
    await expectNoA11yViolations(page)

    await panel(page).getByRole('textbox', { name: 'Bot token' }).fill('xoxb-fail-123')
    await panel(page).getByRole('textbox', { name: 'Channel name' }).fill('#family')
    await panel(page).getByRole('textbox', { name: 'Channel ID' }).fill('C0FAMILY')
    await panel(page).getByRole('button', { name: 'Send verification code' }).click()
    await expect(panelAlert(page)).toContainText('Slack didn’t accept the verification message')
    // Slack's refusal is a 401, but not the session's end.
    await expectStillLoggedIn(page)
    await expect(panel(page).getByRole('textbox', { name: 'Bot token' })).toHaveValue('xoxb-fail-123')

    await panel(page).getByRole('textbox', { name: 'Bot token' }).fill('xoxb-1234-family')
    const code = await sendCode(page, demo, '#family')
    await verify(page, code)
    await oneMoreStep(page).getByRole('button', { name: 'Not now' }).click()
    await page.reload()
    await expectMethod(methodsCard(page), 'Slack', '#family')
  })

  test('a wrong code is refused and used up; a new code works', async ({ page, demo }) => {
    await openSettings(page)
    await openPanel(page, 'E-mail')
    await panel(page).getByRole('textbox', { name: 'E-mail address' }).fill('aunt@example.com')
    const code = await sendCode(page, demo, 'aunt@example.com')
    await verify(page, code === '999999' ? '100000' : String(Number(code) + 1))
    await expect(panelAlert(page)).toContainText('That code isn’t right, or it has expired')
    // The wrong code is a 401, but not the session's end.
    await expectStillLoggedIn(page)
    await expect(panel(page).getByRole('textbox', { name: 'Verification code' })).toBeDisabled()
    await expect(panel(page).getByRole('button', { name: 'Verify code' })).toBeDisabled()
    await expectNoA11yViolations(page)

    await panel(page).getByRole('button', { name: 'Send a new code' }).click()
    const fresh = (await demo.waitForMessage((m) => m.to === 'aunt@example.com' && m.code !== code)).code ?? ''
    await expect(panel(page).getByText('We sent a new code. Enter the newest one.')).toBeVisible()
    await verify(page, fresh)
    await expect(oneMoreStep(page)).toBeVisible()
    await oneMoreStep(page).getByRole('button', { name: 'Not now' }).click()
    await expectMethod(methodsCard(page), 'E-mail', 'aunt@example.com')
  })

  test('Cancel closes the panel and forgets what was typed', async ({ page }) => {
    await openSettings(page)
    await openPanel(page, 'E-mail')
    await panel(page).getByRole('textbox', { name: 'E-mail address' }).fill('someone@example.com')
    await panel(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(panel(page)).toBeHidden()
    await page.reload()
    await expect(methodsCard(page)).toBeVisible()
    await expect(panel(page)).toBeHidden()
    await openPanel(page, 'E-mail')
    await expect(panel(page).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('')
  })
})

test.describe('notification rules', () => {
  test('edit then Cancel puts the rule back; edit then Save keeps it after a reload', async ({ page }) => {
    await openSettings(page)
    const unlock = ruleItem(page, 'Unlock requests')
    await expect(unlock).toContainText('demo@gatehouse.app')
    await unlock.getByRole('button', { name: /^Edit/ }).click()
    const editor = rulesCard(page).getByRole('form', { name: 'Edit notification' })
    await expect(editor.getByRole('combobox', { name: 'Notify me about' })).toBeFocused()
    // Leo is a macOS administrator on his Mac, so security events are offered.
    await expect(editor.getByRole('option', { name: 'Security events' })).toHaveCount(1)
    await editor.getByRole('combobox', { name: 'Send to' }).selectOption({ label: 'Text message: (555) 555-0123' })
    await expectNoA11yViolations(page)
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await expect(ruleItem(page, 'Unlock requests')).toContainText('demo@gatehouse.app')

    await ruleItem(page, 'Unlock requests').getByRole('button', { name: /^Edit/ }).click()
    await editor.getByRole('combobox', { name: 'Send to' }).selectOption({ label: 'Text message: (555) 555-0123' })
    await saveRule(page, editor)
    await expect(ruleItem(page, 'Unlock requests')).toContainText('(555) 555-0123')
    await page.reload()
    await expect(ruleItem(page, 'Unlock requests')).toContainText('(555) 555-0123')

    // The same trigger through the same method twice cannot be saved.
    await ruleItem(page, 'Filter suspension requests').getByRole('button', { name: /^Edit/ }).click()
    await editor.getByRole('combobox', { name: 'Notify me about' }).selectOption('unlockRequestSubmitted')
    await expect(editor.getByRole('alert')).toHaveText('You already get these notifications this way.')
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  test('a new notification starts with filter suspension requests and is kept', async ({ page }) => {
    await openSettings(page)
    await rulesCard(page).getByRole('button', { name: 'Create notification' }).click()
    const editor = rulesCard(page).getByRole('form', { name: 'New notification' })
    await expect(editor.getByRole('combobox', { name: 'Notify me about' })).toHaveValue('suspendFilterRequestSubmitted')
    await editor.getByRole('combobox', { name: 'Notify me about' }).selectOption('adminChildSecurityEvent')
    await saveRule(page, editor)
    await expect(ruleItem(page, 'Security events')).toContainText('demo@gatehouse.app')
    await page.reload()
    await expect(ruleItem(page, 'Security events')).toContainText('demo@gatehouse.app')
  })

  test('leaving while a save waits for its answer asks first; after the answer it does not', async ({ page, demo }) => {
    await openSettings(page)
    await demo.setFaults({ latencyMs: 5_000, operations: ['SaveNotification'] })
    await rulesCard(page).getByRole('button', { name: 'Create notification' }).click()
    const editor = rulesCard(page).getByRole('form', { name: 'New notification' })
    await editor.getByRole('combobox', { name: 'Notify me about' }).selectOption('adminChildSecurityEvent')
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/SaveNotification'))
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(ruleItem(page, 'Security events')).toContainText('demo@gatehouse.app')

    // While the save is out, leaving asks first (the page cancels 'beforeunload': the browser
    // then asks "Leave site?"); once the answer came, the page leaves freely and the rule stayed.
    const leavingAsks = () =>
      page.evaluate(() => {
        const leaving = new Event('beforeunload', { cancelable: true })
        window.dispatchEvent(leaving)
        return leaving.defaultPrevented
      })
    expect(await leavingAsks()).toBe(true)
    await answered
    await expect.poll(leavingAsks).toBe(false)
    await page.reload()
    await expect(ruleItem(page, 'Security events')).toContainText('demo@gatehouse.app')
  })
})

test.describe('deleting', () => {
  test('methods in use or of the account address cannot be deleted, and say why; others are deleted after confirming', async ({ page }) => {
    const deletionsAnswered = countAnswers(page, /^DeleteEntity(_v2)?$/)
    await openSettings(page)
    const methods = methodsCard(page)
    await expect(methods.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
    await expect(methods.getByText('A notification uses this method. Delete that notification or change its method first.')).toHaveCount(2)

    // Delete the text message rule, after a confirmation.
    await ruleItem(page, 'Filter suspension requests')
      .getByRole('button', { name: /^Delete/ })
      .click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete notification?' })
    await expect(confirm).toContainText('Are you sure you want to delete this notification? There is no undo.')
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(ruleItem(page, 'Filter suspension requests')).toHaveCount(1)
    await ruleItem(page, 'Filter suspension requests')
      .getByRole('button', { name: /^Delete/ })
      .click()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(ruleItem(page, 'Filter suspension requests')).toHaveCount(0)

    // The text method is free now; the account's own e-mail stays, even unused.
    await ruleItem(page, 'Unlock requests')
      .getByRole('button', { name: /^Delete/ })
      .click()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(rulesCard(page)).toContainText('No notifications yet')
    await expect(methods.getByText('This is your account’s e-mail address, so it stays.')).toBeVisible()
    await methods.getByRole('button', { name: 'Delete Text message (555) 555-0123' }).click()
    const confirmMethod = page.getByRole('alertdialog', { name: 'Delete notification method?' })
    await expect(confirmMethod).toContainText('Are you sure you want to delete this notification method? There is no undo.')
    await confirmMethod.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(methods.getByText('(555) 555-0123')).toHaveCount(0)
    // Each deletion shows before the server has it: reload once all three are answered.
    await expect.poll(deletionsAnswered).toBe(3)

    await page.reload()
    await expect(rulesCard(page)).toContainText('No notifications yet')
    await expect(methodsCard(page).getByText('(555) 555-0123')).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('a failed deletion comes back with an error toast', async ({ page, demo }) => {
    await openSettings(page)
    await demo.setFaults({ errorRate: 1, operations: ['DeleteEntity'] })
    await ruleItem(page, 'Unlock requests')
      .getByRole('button', { name: /^Delete/ })
      .click()
    await page.getByRole('alertdialog', { name: 'Delete notification?' }).getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Failed to delete notification')).toBeVisible()
    await expect(ruleItem(page, 'Unlock requests')).toHaveCount(1)
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
