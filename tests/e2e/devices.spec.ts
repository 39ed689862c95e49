/**
 * Devices: the list, editing a computer's name and release channel (kept across a reload),
 * Cancel, an unsaved draft surviving a reload, a failed save rolling back, a foreign computer,
 * and the same pages on a phone. Axe runs on every page visited.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

// The seeded demo family's computers (lower case, as links carry them).
const mayaAir = 'd0000000-0000-4000-8000-000000000001'
const mayaIMac = 'd0000000-0000-4000-8000-000000000002'
const leoPro = 'd0000000-0000-4000-8000-000000000003'
const otherParentsMini = 'd0000000-0000-4000-8000-000000000004'
const leo = 'c0000000-0000-4000-8000-000000000002'

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true, level: 2 }) })
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name' })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })
const channel = (page: Page, name: 'Stable' | 'Beta' | 'Canary') => page.getByRole('radio', { name: new RegExp(`^${name}`) })

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth)
}

async function openLeosMac(page: Page) {
  await loginAsDemoParent(page, `/devices/${leoPro}`)
  await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()
  await expect(nameField(page)).toHaveValue('Leo’s MacBook Pro')
}

test.describe('devices list', () => {
  test('a card per computer: custom name or model, the child using it with status, and Edit', async ({ page }) => {
    await loginAsDemoParent(page, '/devices')
    await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible()
    await expect(
      page
        .getByRole('list', { name: 'Devices' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) }),
    ).toHaveCount(3)

    // No custom name: the model title names the card.
    const air = card(page, 'M2 MacBook Air (2022)')
    await expect(air.getByText('Maya', { exact: true })).toBeVisible()
    await expect(air.getByText('Protected')).toBeVisible()
    await expect(air.getByRole('link', { name: 'Edit M2 MacBook Air (2022)' })).toHaveAttribute('href', `/devices/${mayaAir}`)
    await expect(card(page, '21.5" iMac (2019)').getByText('Offline')).toBeVisible()
    await expect(card(page, '21.5" iMac (2019)').getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/devices/${mayaIMac}`)

    // A custom name, with the model under it; the child's status in parent words.
    const pro = card(page, 'Leo’s MacBook Pro')
    await expect(pro.getByText('16" M1 Pro MacBook Pro (2021)')).toBeVisible()
    await expect(pro.getByText('Leo', { exact: true })).toBeVisible()
    await expect(pro.getByText(/^Filter suspended/)).toBeVisible()

    // The other parent's Mac mini is not listed.
    await expect(page.getByText('Mac mini')).toHaveCount(0)
    await expectNoA11yViolations(page)

    await pro.getByRole('link', { name: 'Edit Leo’s MacBook Pro' }).click()
    await expect(page).toHaveURL(new RegExp(`/devices/${leoPro}$`))
    await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()
  })
})

test.describe('editing a device', () => {
  test('shows the model facts, children using it and each channel’s latest version', async ({ page }) => {
    await openLeosMac(page)
    const about = page.getByRole('region', { name: 'About this device' })
    await expect(about.getByText('16" M1 Pro MacBook Pro (2021)')).toBeVisible()
    await expect(about.getByText('C02GH1DEMO03')).toBeVisible()
    await expect(about.getByText('MacBookPro18,1')).toBeVisible()
    await expect(about.getByRole('link', { name: 'Leo' })).toHaveAttribute('href', `/children/${leo}`)
    await expect(page.getByText('How you refer to this device')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Release channel' })).toBeVisible()
    await expect(channel(page, 'Stable')).toBeChecked()
    for (const name of ['Stable', 'Beta', 'Canary'] as const) {
      await expect(channel(page, name)).toHaveAccessibleDescription(/Latest version \d+\.\d+\.\d+/)
    }
    await expect(saveButton(page)).toBeDisabled()
    await expectNoA11yViolations(page)
  })

  test('a new name and channel are saved, shown at once, and kept after a reload', async ({ page }) => {
    await openLeosMac(page)
    await nameField(page).fill('  Study laptop ')
    await expect(saveButton(page)).toBeEnabled()
    await channel(page, 'Beta').check()
    await expect(page.getByText('Unsaved changes')).toBeVisible()
    await saveButton(page).click()
    await expect(page.getByText('Device saved!')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Study laptop', level: 1 })).toBeVisible()
    await expect(saveButton(page)).toBeDisabled()

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Study laptop', level: 1 })).toBeVisible()
    await expect(nameField(page)).toHaveValue('Study laptop')
    await expect(channel(page, 'Beta')).toBeChecked()
    await expect(saveButton(page)).toBeDisabled()

    await page.getByRole('link', { name: 'Devices' }).first().click()
    const renamed = card(page, 'Study laptop')
    await expect(renamed.getByText('Beta channel')).toBeVisible()
    await expect(card(page, 'Leo’s MacBook Pro')).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('a blank name clears the custom name: the model title names the device again', async ({ page }) => {
    await openLeosMac(page)
    await nameField(page).fill('   ')
    await saveButton(page).click()
    await expect(page.getByText('Device saved!')).toBeVisible()
    await expect(page.getByRole('heading', { name: '16" M1 Pro MacBook Pro (2021)', level: 1 })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: '16" M1 Pro MacBook Pro (2021)', level: 1 })).toBeVisible()
    await expect(nameField(page)).toHaveValue('')
  })

  test('Save stays off when the edit changes nothing', async ({ page }) => {
    await openLeosMac(page)
    await nameField(page).fill(' Leo’s MacBook Pro  ')
    await expect(saveButton(page)).toBeDisabled()
    await channel(page, 'Canary').check()
    await expect(saveButton(page)).toBeEnabled()
    await channel(page, 'Stable').check()
    await expect(saveButton(page)).toBeDisabled()
  })

  test('Cancel discards the edit and goes back to the list', async ({ page }) => {
    await openLeosMac(page)
    await nameField(page).fill('Never saved')
    await channel(page, 'Canary').check()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/devices$/)
    await expect(card(page, 'Leo’s MacBook Pro')).toBeVisible()
    await expect(card(page, 'Never saved')).toHaveCount(0)

    await card(page, 'Leo’s MacBook Pro').getByRole('link', { name: /^Edit/ }).click()
    await expect(nameField(page)).toHaveValue('Leo’s MacBook Pro')
    await expect(channel(page, 'Stable')).toBeChecked()
    await expect(saveButton(page)).toBeDisabled()
    await page.reload()
    await expect(nameField(page)).toHaveValue('Leo’s MacBook Pro')
  })

  test('an unsaved edit survives a reload as a draft', async ({ page }) => {
    await openLeosMac(page)
    await nameField(page).fill('Half-typed')
    await channel(page, 'Beta').check()
    await page.reload()
    await expect(nameField(page)).toHaveValue('Half-typed')
    await expect(channel(page, 'Beta')).toBeChecked()
    await expect(saveButton(page)).toBeEnabled()
    // Not saved: the heading still shows the saved name.
    await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()
  })

  test('a failed save changes the page at once, then rolls back with an error toast and keeps the edit', async ({ page, demo }) => {
    await openLeosMac(page)
    await demo.setFaults({ operations: ['SaveDevice'], errorRate: 1, latencyMs: 1200 })
    await nameField(page).fill('Will fail')
    await saveButton(page).click()
    await expect(page.getByRole('heading', { name: 'Will fail', level: 1 })).toBeVisible()
    await expect(page.getByText('Saving device...')).toBeVisible()
    await expect(page.getByText('Failed to save device')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()
    await expect(nameField(page)).toHaveValue('Will fail')
    await expect(saveButton(page)).toBeEnabled()

    await demo.setFaults({ operations: [], errorRate: 0, latencyMs: 0 })
    await saveButton(page).click()
    await expect(page.getByText('Device saved!')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Will fail', level: 1 })).toBeVisible()
  })

  test('another parent’s computer is not found, with a way back', async ({ page }) => {
    await loginAsDemoParent(page, `/devices/${otherParentsMini}`)
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'All devices' })).toHaveAttribute('href', '/devices')
    await expectNoA11yViolations(page)
  })
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('list and edit page fit the screen, and an edit saves', async ({ page }) => {
    await loginAsDemoParent(page, '/devices')
    await expect(card(page, 'Leo’s MacBook Pro')).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoA11yViolations(page)

    await card(page, 'Leo’s MacBook Pro').getByRole('link', { name: /^Edit/ }).click()
    await expect(nameField(page)).toHaveValue('Leo’s MacBook Pro')
    await expectNoHorizontalScroll(page)
    await expectNoA11yViolations(page)

    await nameField(page).fill('Leo’s laptop')
    await channel(page, 'Canary').check()
    await saveButton(page).click()
    await expect(page.getByText('Device saved!')).toBeVisible()
    await page.reload()
    await expect(nameField(page)).toHaveValue('Leo’s laptop')
    await expect(channel(page, 'Canary')).toBeChecked()
    await expectNoHorizontalScroll(page)
  })
})
