/**
 * Keychains in a browser: axe on every state a parent's work on keychains passes through (the
 * plus menu, confirmations, the address tester, 'Add keys from a list', the table, the key editor,
 * the wizard), in one walk, and the list, the editor and the wizard on a phone. What the screens
 * do with the parent's input (giving and deleting keychains, keys of every kind, views, edits,
 * drafts, the tester) is tested in tests/unit/app/keychains-list.test.tsx,
 * keychains-create.test.tsx and keychains-keys.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 240_000 })

const maya = 'c0000000-0000-4000-8000-000000000001'
const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Keychains' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const wizard = (page: Page) => page.getByRole('dialog')

/**
 * Clicks a form's button once the toasts of earlier steps are gone: on a wide window they can sit
 * over it, and they stay while the pointer rests on them (the click would wait on them for ever).
 */
async function clickBelowToasts(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await expect(page.getByRole('button', { name: /^Dismiss: / })).toHaveCount(0)
  await button(page, name).click()
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

// Left out of the walk as first loaded, since tests/e2e/every-page.spec.ts runs axe on them
// (tests/e2e/pages.ts): the list of keychains, Maya's Keychain and Maya's page.
test('the states of keychains pass axe: plus menu, confirmations, tester, list of addresses, table, key editor, wizard', async ({ page }) => {
  // A child's keychains tested against an address.
  await loginAsDemoParent(page, `/children/${maya}`)
  await page.getByRole('searchbox', { name: 'Address or app' }).fill('musictheory.net')
  await expect(page.locator('.address-tester__results').getByText('Music Practice', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  // The plus menu open, and the confirmation before deleting a keychain.
  await loginAsDemoParent(page, '/keychains')
  const music = card(page, 'Music Practice')
  await music.getByRole('button', { name: 'Choose children for Music Practice' }).click()
  await expect(music.getByRole('checkbox', { name: 'Leo' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(music.getByRole('checkbox', { name: 'Leo' })).toHaveCount(0)
  await music.getByRole('button', { name: 'Delete Music Practice' }).click()
  const confirmKeychain = page.getByRole('alertdialog', { name: 'Delete keychain?' })
  await expect(confirmKeychain).toBeVisible()
  await expectNoA11yViolations(page)
  await confirmKeychain.getByRole('button', { name: 'Delete keychain' }).click()
  await expect(page.getByText('Keychain deleted!')).toBeVisible()

  // Maya's Keychain: the tester finding nothing, 'Add keys from a list' with its proposals.
  await loginAsDemoParent(page, `/keychains/${mayasKeychain}`)
  await page.getByRole('searchbox', { name: 'Address or app' }).fill('Minecraft')
  await expect(page.getByText('Nothing in this keychain unlocks Minecraft.')).toBeVisible()
  await expectNoA11yViolations(page)
  await button(page, 'Add keys from a list').click()
  const addresses = page.getByRole('dialog', { name: 'Add keys from a list' })
  await addresses
    .getByRole('textbox', { name: 'Addresses, one a line' })
    .fill(['khanacademy.org', 'https://wikipedia.org/wiki/Cat', 'wikipedia.org', 'not a site', '140.82.112.4'].join('\n'))
  await expect(addresses.getByRole('list', { name: 'Proposed keys' }).getByRole('listitem')).toHaveCount(5)
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The table, a key's editor with its comment open, and the confirmation before deleting a key.
  await button(page, 'Table').click()
  const table = page.getByRole('table', { name: 'Keys of Maya’s Keychain' })
  await expect(table).toBeVisible()
  await expectNoA11yViolations(page)
  await table.getByRole('button', { name: 'Edit key docs.google.com' }).click()
  await wizard(page)
    .getByRole('button', { name: /^Comment/ })
    .click()
  await expect(wizard(page).getByRole('textbox', { name: /Comment/ })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Delete key khanacademy.org and subdomains' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Delete key?' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete key' }).click()
  await expect(page.getByText('Key deleted!')).toBeVisible()

  // A new keychain filled in, then the wizard's first step and its expiry step.
  await loginAsDemoParent(page, '/keychains')
  await page.getByRole('link', { name: 'Create a keychain' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('School')
  await page.getByRole('textbox', { name: /Description/ }).fill('Sites and apps for class')
  await expectNoA11yViolations(page)
  await clickBelowToasts(page, 'Create keychain')
  await expect(page.getByText('Keychain created!')).toBeVisible()
  await button(page, 'Add new key').click()
  await expect(wizard(page).getByRole('heading', { name: 'Create a new key' })).toBeVisible()
  await expectNoA11yViolations(page)
  await button(page, 'Next').click()
  await wizard(page).getByRole('textbox', { name: 'Website address' }).fill('https://www.KhanAcademy.org/math')
  await button(page, 'Next').click()
  await button(page, 'Next').click()
  await wizard(page).getByRole('checkbox', { name: 'Key expires' }).check()
  await expect(wizard(page).getByLabel('Expires on')).toBeVisible()
  await expectNoA11yViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the list, the editor and the wizard fit the screen', async ({ page }) => {
    await loginAsDemoParent(page, '/keychains')
    await expect(card(page, 'Maya’s Keychain')).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoA11yViolations(page)
    await card(page, 'Maya’s Keychain').getByRole('link', { name: 'Edit Maya’s Keychain' }).click()
    await expect(page.getByRole('heading', { name: 'Maya’s Keychain', level: 1 })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await button(page, 'Table').click()
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoHorizontalScroll(page)
    await button(page, 'List').click()
    await button(page, 'Add new key').click()
    await expect(wizard(page).getByRole('heading', { name: 'Create a new key' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoA11yViolations(page)
  })
})
