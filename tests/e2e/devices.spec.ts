/**
 * Devices in a browser: axe on every state an edit passes through, and the list and edit page on
 * a phone. The screens' behaviour is tested in tests/unit/app/devices.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

// The seeded demo family's computers (lower case, as links carry them).
const leoPro = 'd0000000-0000-4000-8000-000000000003'
const otherParentsMini = 'd0000000-0000-4000-8000-000000000004'

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

// What each screen does with the parent's edits (the list, name and channel, Save, Cancel, drafts,
// rollback, a foreign computer) is tested in tests/unit/app/devices.test.tsx. Here: what only a
// browser shows, axe on the states those tests reach and the pages on a phone.
test('the states of an edit pass axe: unsaved, saved, failed, and another parent’s computer', async ({ page, demo }) => {
  await openLeosMac(page)
  await expectNoA11yViolations(page)
  await nameField(page).fill('Study laptop')
  await channel(page, 'Beta').check()
  await expect(page.getByText('Unsaved changes')).toBeVisible()
  await expectNoA11yViolations(page)
  await saveButton(page).click()
  await expect(page.getByText('Device saved!')).toBeVisible()
  await expectNoA11yViolations(page)

  await demo.setFaults({ operations: ['SaveDevice'], errorRate: 1 })
  await nameField(page).fill('Will fail')
  await saveButton(page).click()
  await expect(page.getByText('Failed to save device')).toBeVisible()
  await expectNoA11yViolations(page)
  await demo.setFaults({ operations: [], errorRate: 0 })

  await page.getByRole('link', { name: 'Devices' }).first().click()
  await expect(card(page, 'Study laptop')).toBeVisible()
  await expectNoA11yViolations(page)

  await loginAsDemoParent(page, `/devices/${otherParentsMini}`)
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
  await expectNoA11yViolations(page)
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
