/**
 * Keychains: the list (giving a keychain to a child from the plus menu, deleting one), creating
 * a keychain and adding a key of every kind through the wizard, editing and deleting keys, the
 * list and table views, "Test an address", 'Add keys from a list', drafts across a reload, and
 * phone widths. Every save is checked again after a reload; axe runs on every page and dialog.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 120_000 })

const leo = 'c0000000-0000-4000-8000-000000000002'
const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Keychains' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const keyList = (page: Page) => page.getByRole('list', { name: /^Keys of / })
const wizard = (page: Page) => page.getByRole('dialog')

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

/** Walks the open wizard from its current step to the comment step with Next. */
async function nextUntilComment(page: Page) {
  const dialog = wizard(page)
  while (!(await dialog.getByRole('textbox', { name: /Comment/ }).isVisible())) await button(page, 'Next').click()
}

async function createKey(page: Page, fill: (dialog: ReturnType<typeof wizard>) => Promise<void>, expected: string) {
  await button(page, 'Add new key').click()
  const dialog = wizard(page)
  await expect(dialog.getByRole('heading', { name: 'Create a new key' })).toBeVisible()
  await fill(dialog)
  await nextUntilComment(page)
  await dialog.getByRole('button', { name: 'Create key' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(keyList(page).getByText(expected, { exact: true })).toBeVisible()
  // The toast of the key made just before may still show: the newest is the last.
  await expect(page.getByText('Key created!').last()).toBeVisible()
}

test.describe('keychains list', () => {
  test('cards, giving a keychain to a child from the plus menu, an unused keychain, deleting one', async ({ page }) => {
    await loginAsDemoParent(page, '/keychains')
    await expect(page.getByRole('heading', { name: 'Keychains', level: 1 })).toBeVisible()
    const music = card(page, 'Music Practice')
    await expect(music.getByText('3 keys')).toBeVisible()
    await expect(music.getByText('Sites for piano and guitar practice')).toBeVisible()
    await expect(music.getByRole('link', { name: 'Maya' })).toBeVisible()
    await expectNoA11yViolations(page)

    // Give Music Practice to Leo: the chip appears at once and links to his page.
    await music.getByRole('button', { name: 'Choose children for Music Practice' }).click()
    await expectNoA11yViolations(page)
    await music.getByRole('checkbox', { name: 'Leo' }).check()
    await expect(music.getByRole('link', { name: 'Leo' })).toHaveAttribute('href', `/children/${leo}`)
    await page.keyboard.press('Escape')
    await expect(music.getByRole('checkbox', { name: 'Leo' })).toHaveCount(0)

    // Take Ava's keychain from Ava: it is no longer used.
    const avas = card(page, 'Ava’s Keychain')
    await avas.getByRole('button', { name: /^Choose children/ }).click()
    await avas.getByRole('checkbox', { name: 'Ava' }).uncheck()
    await expect(avas.getByText("This keychain isn't doing anything")).toBeVisible()
    await expect(avas.getByText('Not being used')).toBeVisible()
    await expect(page.getByText('Keychain updated!').first()).toBeVisible()

    await page.reload()
    await expect(card(page, 'Music Practice').getByRole('link', { name: 'Leo' })).toBeVisible()
    await expect(card(page, 'Ava’s Keychain').getByText('Not being used')).toBeVisible()

    // Delete Music Practice after confirming.
    await card(page, 'Music Practice').getByRole('button', { name: 'Delete Music Practice' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete keychain?' })
    await expect(confirm).toBeVisible()
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete keychain' }).click()
    await expect(card(page, 'Music Practice')).toHaveCount(0)
    await expect(page.getByText('Keychain deleted!')).toBeVisible()
    await page.reload()
    await expect(card(page, 'Maya’s Keychain')).toBeVisible()
    await expect(card(page, 'Music Practice')).toHaveCount(0)
  })
})

test.describe('creating a keychain', () => {
  test('a new keychain, then a key of every kind', async ({ page }) => {
    await loginAsDemoParent(page, '/keychains')
    await page.getByRole('link', { name: 'Create a keychain' }).click()
    await expect(page).toHaveURL(/\/keychains\/[0-9a-f-]{36}$/)
    await expect(button(page, 'Create keychain')).toBeDisabled()
    await expect(button(page, 'Add new key')).toBeDisabled()
    await page.getByRole('textbox', { name: 'Name' }).fill('School')
    await page.getByRole('textbox', { name: /Description/ }).fill('Sites and apps for class')
    await expect(page.getByRole('textbox', { name: /Description/ })).toHaveAttribute('rows', '5')
    await expectNoA11yViolations(page)
    await button(page, 'Create keychain').click()
    await expect(page.getByText('Keychain created!')).toBeVisible()
    await expect(button(page, 'Save keychain')).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'No keys' })).toBeVisible()

    // Website, standard, with an expiration and a comment; the address is cleaned.
    await button(page, 'Add new key').click()
    await expectNoA11yViolations(page)
    await wizard(page).getByRole('button', { name: 'Cancel' }).click()
    await createKey(
      page,
      async (dialog) => {
        await button(page, 'Next').click()
        const address = dialog.getByRole('textbox', { name: 'Website address' })
        await address.fill('khanacademy')
        await address.blur()
        await expect(dialog.getByText('invalid address')).toBeVisible()
        await expect(button(page, 'Next')).toBeDisabled()
        await address.fill('1.2.3.4')
        await expect(dialog.getByText('This is an IP address: turn on Advanced and choose IP address.')).toBeVisible()
        await address.fill('https://www.KhanAcademy.org/math')
        await expect(dialog.getByText('The key will be for www.khanacademy.org')).toBeVisible()
        await button(page, 'Next').click()
        await button(page, 'Next').click()
        await dialog.getByRole('checkbox', { name: 'Key expires' }).check()
        await expect(dialog.getByLabel('Expires on')).toBeVisible()
        await expectNoA11yViolations(page)
        await button(page, 'Next').click()
        await dialog.getByRole('textbox', { name: /Comment/ }).fill('math practice')
      },
      'www.khanacademy.org and all its subdomains, in web browsers',
    )
    // Website, strict, for all apps.
    await createKey(
      page,
      async (dialog) => {
        await button(page, 'Next').click()
        await dialog.getByRole('textbox', { name: 'Website address' }).fill('docs.google.com')
        await dialog.getByRole('radio', { name: 'Strict', exact: true }).check()
        await button(page, 'Next').click()
        await dialog.getByRole('radio', { name: 'All apps', exact: true }).check()
      },
      'Exactly docs.google.com, in every app',
    )
    // IP address and regular expression, under Advanced.
    await createKey(
      page,
      async (dialog) => {
        await button(page, 'Next').click()
        await dialog.getByRole('checkbox', { name: /^Advanced/ }).check()
        await dialog.getByRole('radio', { name: 'IP address', exact: true }).check()
        await dialog.getByRole('textbox', { name: 'Website address' }).fill('140.82.112.3')
      },
      'The IP address 140.82.112.3, in web browsers',
    )
    await createKey(
      page,
      async (dialog) => {
        await button(page, 'Next').click()
        await dialog.getByRole('checkbox', { name: /^Advanced/ }).check()
        await dialog.getByRole('radio', { name: 'Regular expression', exact: true }).check()
        await dialog.getByRole('textbox', { name: 'Website address' }).fill('deploy-preview-*.netlify.app')
      },
      'Addresses matching deploy-preview-*.netlify.app, in web browsers',
    )
    // An app chosen by name, unrestricted.
    await createKey(
      page,
      async (dialog) => {
        await dialog.getByRole('radio', { name: 'App', exact: true }).check()
        await button(page, 'Next').click()
        await expect(button(page, 'Next')).toBeDisabled()
        await dialog.getByRole('combobox', { name: 'App' }).selectOption({ label: 'Zoom' })
        await button(page, 'Next').click()
        await dialog.getByRole('radio', { name: 'Unrestricted', exact: true }).check()
      },
      'Every address (*), in Zoom only',
    )
    // An app named by bundle ID, limited to one address.
    await createKey(
      page,
      async (dialog) => {
        await dialog.getByRole('radio', { name: 'App', exact: true }).check()
        await button(page, 'Next').click()
        await dialog.getByRole('radio', { name: 'Bundle ID', exact: true }).check()
        await dialog.getByRole('textbox', { name: 'Bundle ID' }).fill('ab')
        await expect(dialog.getByText('A bundle ID has at least 3 characters')).toBeVisible()
        await dialog.getByRole('textbox', { name: 'Bundle ID' }).fill('com.example.Game')
        await button(page, 'Next').click()
        await dialog.getByRole('radio', { name: 'Only one address', exact: true }).check()
        await button(page, 'Next').click()
        await dialog.getByRole('textbox', { name: 'Address com.example.Game may reach' }).fill('roblox.com')
      },
      'roblox.com and all its subdomains, in com.example.Game only',
    )

    await page.reload()
    await expect(page.getByRole('heading', { name: 'School', level: 1 })).toBeVisible()
    await expect(keyList(page).getByRole('listitem')).toHaveCount(6)
    await expect(keyList(page).getByText('math practice')).toBeVisible()
    await expect(keyList(page).getByText(/^Expires /)).toHaveCount(1)
  })
})

test.describe('the keys of a keychain', () => {
  test('list and table views, editing a key, deleting a key', async ({ page }) => {
    await loginAsDemoParent(page, `/keychains/${mayasKeychain}`)
    await expect(page.getByRole('heading', { name: 'Maya’s Keychain', level: 1 })).toBeVisible()
    await expect(keyList(page).getByRole('listitem')).toHaveCount(4)

    // The table: the spec's columns, comments cut at 30 characters, the expiry icon.
    await button(page, 'Table').click()
    await expect(button(page, 'Table')).toHaveAttribute('aria-pressed', 'true')
    const table = page.getByRole('table', { name: 'Keys of Maya’s Keychain' })
    for (const column of ['Key type', 'Key target', 'Key scope', 'Comment']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
    }
    const zoomRow = table.getByRole('row').filter({ hasText: 'Zoom' })
    await expect(zoomRow.getByRole('cell').nth(0)).toHaveText('App')
    // An app key with unrestricted access opens every address: its target is `*`.
    await expect(zoomRow.getByRole('cell').nth(1)).toHaveText('*')
    await expect(zoomRow.getByRole('button', { name: 'Edit key * in Zoom' })).toBeVisible()
    await expect(zoomRow.getByRole('cell').nth(2)).toHaveText('Zoom only')
    await expect(zoomRow.getByRole('img', { name: /^Expires / })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.reload()
    await expect(page.getByRole('table', { name: 'Keys of Maya’s Keychain' })).toBeVisible()

    // Edit the docs.google.com key: every step a closed section; Save key waits for a change.
    await table.getByRole('button', { name: 'Edit key docs.google.com' }).click()
    const dialog = wizard(page)
    await expect(dialog.getByRole('heading', { name: 'Edit key' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Save key' })).toBeDisabled()
    const commentSection = dialog.getByRole('button', { name: /^Comment/ })
    await expect(commentSection).toHaveAttribute('aria-expanded', 'false')
    await commentSection.click()
    await expect(commentSection).toHaveAttribute('aria-expanded', 'true')
    await expectNoA11yViolations(page)
    await dialog.getByRole('textbox', { name: /Comment/ }).fill('Shared documents for school projects and homework')
    await commentSection.click()
    await expect(commentSection).toHaveAttribute('aria-expanded', 'false')
    await dialog.getByRole('button', { name: 'Save key' }).click()
    await expect(page.getByText('Key saved!')).toBeVisible()
    const row = table.getByRole('row').filter({ hasText: 'docs.google.com' })
    await expect(row.getByRole('cell').nth(3)).toHaveText('Shared documents for school pr…')
    await page.reload()
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'docs.google.com' }).getByRole('cell').nth(3)).toHaveText(
      'Shared documents for school pr…',
    )

    // Delete the khanacademy.org key after confirming.
    await page.getByRole('button', { name: 'Delete key khanacademy.org and subdomains' }).click()
    await expect(page.getByRole('alertdialog', { name: 'Delete key?' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete key' }).click()
    await expect(page.getByText('Key deleted!')).toBeVisible()
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(4)
    await button(page, 'List').click()
    await expect(keyList(page).getByRole('listitem')).toHaveCount(3)
    await page.reload()
    await expect(keyList(page).getByRole('listitem')).toHaveCount(3)
    await expect(keyList(page).getByText(/khanacademy/)).toHaveCount(0)
  })

  test('Test an address, and Add keys from a list', async ({ page }) => {
    await loginAsDemoParent(page, `/keychains/${mayasKeychain}`)
    const tester = page.getByRole('searchbox', { name: 'Address or app' })
    await tester.fill('https://www.khanacademy.org/math')
    const results = page.locator('.address-tester__results')
    // The khanacademy.org key, and the Zoom key (Zoom may reach every address).
    await expect(results.getByText('2 keys unlock https://www.khanacademy.org/math:')).toBeVisible()
    await expect(results.getByText('khanacademy.org and all its subdomains, in web browsers')).toBeVisible()
    await expect(results.getByText('Every address (*), in Zoom only')).toBeVisible()
    await expect(results.getByText(/^Maya: active now/).first()).toBeVisible()
    await tester.fill('zoom')
    await expect(results.getByText('Every address (*), in Zoom only')).toBeVisible()
    await tester.fill('Minecraft')
    await expect(results.getByText('Nothing in this keychain unlocks Minecraft.')).toBeVisible()
    await expectNoA11yViolations(page)

    await button(page, 'Add keys from a list').click()
    const dialog = page.getByRole('dialog', { name: 'Add keys from a list' })
    await dialog
      .getByRole('textbox', { name: 'Addresses, one a line' })
      .fill(['khanacademy.org', 'https://wikipedia.org/wiki/Cat', 'wikipedia.org', 'not a site', '140.82.112.4'].join('\n'))
    const lines = dialog.getByRole('list', { name: 'Proposed keys' }).getByRole('listitem')
    await expect(lines).toHaveCount(5)
    await expect(lines.nth(0)).toContainText('Already in this keychain')
    await expect(lines.nth(2)).toContainText('Same as line 2')
    await expect(lines.nth(3)).toContainText('invalid address: The given input does not look like a hostname.')
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Create 2 keys' }).click()
    await expect(page.getByText('Keys created!')).toBeVisible()
    await expect(keyList(page).getByRole('listitem')).toHaveCount(6)
    await page.reload()
    await expect(keyList(page).getByText('wikipedia.org and all its subdomains, in web browsers')).toBeVisible()
    await expect(keyList(page).getByText('The IP address 140.82.112.4, in web browsers')).toBeVisible()
  })

  test('an unfinished key and keychain edits survive a reload', async ({ page }) => {
    await loginAsDemoParent(page, `/keychains/${mayasKeychain}`)
    await page.getByRole('textbox', { name: 'Name' }).fill('Maya’s school keys')
    await expect(button(page, 'Save keychain')).toBeEnabled()
    await button(page, 'Add new key').click()
    await button(page, 'Next').click()
    await wizard(page).getByRole('textbox', { name: 'Website address' }).fill('scratch.mit.edu')
    await expect(page).toHaveURL(/\?key=new$/)
    await page.reload()
    await expect(wizard(page).getByRole('textbox', { name: 'Website address' })).toHaveValue('scratch.mit.edu')
    await wizard(page).getByRole('button', { name: 'Create key' }).click()
    await expect(keyList(page).getByText('scratch.mit.edu and all its subdomains, in web browsers')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya’s school keys')
    await button(page, 'Save keychain').click()
    await expect(page.getByText('Keychain saved!')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Maya’s school keys', level: 1 })).toBeVisible()
    await expect(button(page, 'Save keychain')).toBeDisabled()
  })
})

test.describe('on a child’s page', () => {
  test('Test an address over the child’s keychains, with their schedules', async ({ page }) => {
    await loginAsDemoParent(page, '/children/c0000000-0000-4000-8000-000000000001')
    await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Address or app' }).fill('musictheory.net')
    const results = page.locator('.address-tester__results')
    await expect(results.getByText('Music Practice', { exact: true })).toBeVisible()
    await expect(results.getByText('musictheory.net and all its subdomains, in web browsers')).toBeVisible()
    await expect(results.getByText(/^Maya: (active now|not active now) \(Weekdays, 3:00 PM – 6:00 PM\)$/).first()).toBeVisible()
    await expect(results.getByText('Not tested: Homework Helpers (public keychains do not show their keys).')).toBeVisible()
    await expectNoA11yViolations(page)
  })
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
