/**
 * Children in a browser: axe on every state a parent's edits pass through, what needs a real
 * browser (the schedule error's colour, the drawer's backdrop under a real pointer, one Esc in a
 * real search box and in a dialog above the drawer, the toast above the drawer taking the click),
 * and the pages on a phone. The screens' behaviour (the list, adding a child and connecting the
 * simulated Mac, settings, keychains, the drawer, requests, deletions, rollbacks) is tested in
 * tests/unit/app/children-*.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

// Pages here render a lot at once; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 })

// Whole flows with axe on each state: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'
const ava = 'c0000000-0000-4000-8000-000000000003'

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save child', exact: true })
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Add a keychain for Leo' })

// The children list, a child's settings and a child without a device, each as first loaded, pass
// axe in tests/e2e/every-page.spec.ts (pages 'children', 'child-settings', 'child-onboarding').
test('the states of the children pages pass axe: the confirmations, a blank new child, its onboarding and its connection code', async ({ page }) => {
  await loginAsDemoParent(page, `/children/${maya}`)
  const devices = page.getByRole('list', { name: 'Maya’s devices' })
  await devices
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Delete device/ })
    .click()
  const confirmDevice = page.getByRole('alertdialog', { name: 'Delete device?' })
  await expect(confirmDevice).toBeVisible()
  await expectNoA11yViolations(page)
  await confirmDevice.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmDevice).toBeHidden()
  await page.getByRole('button', { name: 'Delete child' }).click()
  const confirmChild = page.getByRole('alertdialog', { name: 'Delete child?' })
  await expect(confirmChild).toBeVisible()
  await expectNoA11yViolations(page)
  await confirmChild.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmChild).toBeHidden()

  await loginAsDemoParent(page, '/children')
  await page.getByRole('link', { name: 'Add a child' }).click()
  await expect(page.getByRole('heading', { name: 'Add a child' })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('   ')
  await expect(saveButton(page)).toBeDisabled()
  await expectNoA11yViolations(page)
  await page.getByLabel('Name', { exact: true }).fill('Wren')
  await saveButton(page).click()
  await expect(page.getByText('Child saved!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Wren', level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code for Gatehouse on the App Store' })).toBeVisible()
  await expectNoA11yViolations(page)
  // Last: the simulated Mac types the code a few seconds later, and the page moves on.
  await page.getByRole('button', { name: 'Get connection code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connection code' })
  await expect(dialog.locator('.connection-code')).toHaveText(/^\d{3} \d{3}$/)
  await expectNoA11yViolations(page)
})

test('edit options, downtime and blocked apps, save, reload and see them kept: the schedule error in red', async ({ page }) => {
  await loginAsDemoParent(page, `/children/${maya}`)
  await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
  await page.getByLabel('Record typed text (keylogging)').uncheck()
  await page.getByLabel('Screenshot frequency').selectOption('300')
  const useDowntime = page.getByLabel('Use downtime')
  if (!(await useDowntime.isChecked())) await useDowntime.check()
  await page.getByLabel('Downtime starts').fill('22:30')
  await page.getByLabel('Downtime ends').fill('06:15')
  await page.getByLabel('App to block').fill('com.roblox.RobloxPlayer')
  await page.getByRole('button', { name: 'Add blocked app' }).click()
  await page.getByRole('button', { name: 'Add schedule for com.roblox.RobloxPlayer' }).click()
  const editor = page.getByRole('group', { name: 'Schedule for com.roblox.RobloxPlayer' })
  // End before start: the message in red.
  await editor.getByLabel('End time').fill('06:00')
  const message = editor.getByText('End time must be after start time')
  await expect(message).toBeVisible()
  await expect(message).toHaveCSS('color', 'rgb(180, 35, 24)')
  await expect(saveButton(page)).toBeDisabled()
  await expectNoA11yViolations(page)
  await editor.getByLabel('End time').fill('20:00')
  await editor.getByRole('button', { name: 'Saturday' }).click()
  await editor.getByRole('radio', { name: /Inactive/ }).check()
  await expect(saveButton(page)).toBeEnabled()
  await expectNoA11yViolations(page)
})

test('add one own and one public keychain with a schedule through the drawer: the backdrop, dragged onto or clicked', async ({ page }) => {
  await loginAsDemoParent(page, `/children/${leo}`)
  await page.getByRole('button', { name: 'Add a keychain' }).click()
  const drawer = drawerOf(page)
  await expect(drawer.getByRole('button', { name: /Music Practice/ })).toBeVisible()
  await expectNoA11yViolations(page)
  // A selection dragged from the panel onto the backdrop keeps it open; a click there closes.
  const heading = drawer.getByRole('heading', { name: 'Add a keychain for Leo' })
  const headingBox = await heading.boundingBox()
  const panelBox = await drawer.locator('.drawer__panel').boundingBox()
  if (!headingBox || !panelBox) throw new Error('The drawer has no box')
  expect(panelBox.x).toBeGreaterThan(40)
  await page.mouse.move(headingBox.x + headingBox.width - 4, headingBox.y + headingBox.height / 2)
  await page.mouse.down()
  await page.mouse.move(10, headingBox.y + headingBox.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(drawer).toBeVisible()
  await page.mouse.click(10, panelBox.y + panelBox.height / 2)
  await expect(drawer).toBeHidden()
})

test('one Esc closes the add-keychain drawer with text in its search box: in a browser’s search box and the dialog above the drawer', async ({
  page,
}) => {
  await loginAsDemoParent(page, `/children/${leo}`)
  await page.getByRole('button', { name: 'Add a keychain' }).click()
  const drawer = drawerOf(page)
  const search = drawer.getByLabel('Search keychains')
  await expect(search).toBeFocused()
  // A search box's own Esc would only empty it: one Esc closes the drawer.
  await search.pressSequentially('music')
  await expect(search).toHaveValue('music')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  // Esc in the warning dialog opened from the drawer (the focus in it, as the browser puts it)
  // closes the warning only.
  await page.getByRole('button', { name: 'Add a keychain' }).click()
  await drawer.getByRole('button', { name: 'Public keychains' }).click()
  await search.fill('video')
  await drawer.getByRole('button', { name: 'Warning about Video Calls' }).click()
  const warning = page.getByRole('alertdialog', { name: 'Keychain warning' })
  await expect(warning).toContainText('Check the keys before assigning this keychain.')
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(warning).toBeHidden()
  await expect(drawer).toBeVisible()
  await expect(search).toHaveValue('video')
})

test('a failing request says so: the toast above the drawer takes the click', async ({ page, demo }) => {
  await loginAsDemoParent(page, `/children/${leo}`)
  await demo.setFaults({ errorRate: 1, operations: ['RequestPublicKeychain'] })
  await page.getByRole('button', { name: 'Add a keychain' }).click()
  const drawer = drawerOf(page)
  await drawer.getByRole('button', { name: 'Public keychains' }).click()
  await drawer.getByLabel('Search keychains').fill('chess')
  await drawer.getByLabel('What should the keychain unlock?').fill('Chess')
  await expectNoA11yViolations(page)
  await drawer.getByRole('button', { name: 'Request keychain' }).click()
  // The error toast shows above the open drawer, not behind its backdrop: it is announced, and
  // its dismiss button takes the click (Playwright's click fails on a covered or inert target).
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to request keychain' })
  await expect(failed).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss: Failed to request keychain' }).click()
  await expect(page.getByText('Failed to request keychain')).toHaveCount(0)
  await expect(drawer).toBeVisible()
  // Another search asks afresh; its failure toast passes axe with the drawer open.
  await drawer.getByLabel('Search keychains').fill('robotics')
  await drawer.getByLabel('What should the keychain unlock?').fill('Robotics')
  await drawer.getByRole('button', { name: 'Request keychain' }).click()
  await expect(failed).toBeVisible()
  await expectNoA11yViolations(page)
  await expect(drawer).toBeVisible()
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the list, settings, drawer and onboarding fit and pass axe', async ({ page }) => {
    await loginAsDemoParent(page, '/children')
    await expect(card(page, 'Maya')).toBeVisible()
    await expectNoA11yViolations(page)
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)
    expect(await noSideScroll()).toBe(true)

    await loginAsDemoParent(page, `/children/${maya}`)
    await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
    expect(await noSideScroll()).toBe(true)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a keychain for Maya' })
    await expect(drawer).toBeVisible()
    const box = await drawer.boundingBox()
    expect(box?.width ?? 0).toBeLessThanOrEqual(390.5)
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')

    await loginAsDemoParent(page, `/children/${ava}`)
    await expect(page.getByRole('button', { name: 'Get connection code' })).toBeVisible()
    expect(await noSideScroll()).toBe(true)
    await expectNoA11yViolations(page)

    await loginAsDemoParent(page, '/children/new')
    await expect(page.getByRole('heading', { name: 'Add a child' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
