/**
 * iOS devices in a browser (tagged @profiles, so they run against both builds): axe on every
 * state the iOS screens pass through under today's API (the list, an iPhone's page edited, the
 * rule editor, the delete confirmation) and, under `2025-05`, on the page that says the server
 * does not offer them; and an iPhone's page on a phone. What the screens do (settings saved and
 * read back, block rules created, edited and deleted, a reload keeping an edit, the sidebar's
 * entry under each profile) is tested in tests/unit/app/ios-devices.test.tsx and
 * tests/unit/app/ios-devices-2025-05.test.tsx.
 */
import type { TestInfo } from '@playwright/test'
import { expect, expectNoA11yViolations, loginAsDemoParent, test } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

// The seeded demo family's iPhone and iPad (lower case, as links carry them).
const mayaIPhone = '10000000-0000-4000-8000-000000000001'
const leoIPad = '10000000-0000-4000-8000-000000000002'

const profileOf = (metadata: Record<string, unknown>): string =>
  (typeof metadata.apiProfile === 'string' && metadata.apiProfile) || process.env.PW_API_PROFILE || '2025-05'

/** The iOS screens exist only under today's API. */
const onlyToday = (testInfo: TestInfo) => test.skip(profileOf(testInfo.project.metadata) !== 'current', 'only today’s API has iOS devices')

test('@profiles the states of iOS devices pass axe: the list, an iPhone edited, the rule editor, the delete confirmation; under 2025-05, not offered', async ({
  page,
}, testInfo) => {
  if (profileOf(testInfo.project.metadata) !== 'current') {
    await loginAsDemoParent(page, `/ios-devices/${mayaIPhone}`)
    await expect(page.getByRole('heading', { name: 'iOS devices are not available' })).toBeVisible()
    await expectNoA11yViolations(page)
    return
  }
  await loginAsDemoParent(page, '/ios-devices')
  const list = page.getByRole('list', { name: 'iOS devices' })
  await expect(list.getByRole('link')).toHaveCount(2)
  await expectNoA11yViolations(page)

  await list.getByRole('link', { name: /Maya’s iPhone/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Maya’s iPhone' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('checkbox', { name: 'GIFs', exact: true }).click()
  await page.getByRole('combobox', { name: 'Policy' }).selectOption({ label: 'Blocklist plus limit adult websites' })
  const field = page.getByRole('textbox', { name: 'Domain to add' })
  await field.fill('HTTPS://www.Roblox.com/games')
  await field.press('Enter')
  await expect(page.getByRole('list', { name: 'Blocked websites' })).toContainText('www.roblox.com')
  await page.getByRole('button', { name: 'Remove wikipedia.org' }).click()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('iOS device updated!')).toBeVisible()

  await loginAsDemoParent(page, `/ios-devices/${leoIPad}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Leo’s iPad' })).toBeVisible()
  await page.getByRole('button', { name: 'Add rule' }).click()
  const editor = page.getByRole('dialog', { name: 'Create Block Rule' })
  await editor.getByRole('textbox', { name: 'App Bundle ID:' }).fill('com.example.game')
  await editor.getByRole('combobox', { name: 'Block internet access:' }).selectOption({ label: 'unless address contains...' })
  await editor.getByRole('textbox', { name: 'Except addresses containing:' }).fill('homework.example.org\nlessons.example.org')
  await expectNoA11yViolations(page)
  await editor.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Block rule saved!')).toBeVisible()
  await expect(editor).toBeHidden()

  await page
    .getByRole('list', { name: 'Block rules' })
    .getByRole('button', { name: /^Delete block rule.*com\.example\.game/ })
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete block rule?' })
  await expect(confirm).toContainText('There is no undo.')
  await expectNoA11yViolations(page)
})

test.describe('@profiles iOS devices', () => {
  test('on a 360 px phone the device page fits', async ({ page }, testInfo) => {
    onlyToday(testInfo)
    await page.setViewportSize({ width: 360, height: 740 })
    await loginAsDemoParent(page, `/ios-devices/${mayaIPhone}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Maya’s iPhone' })).toBeVisible()
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    await expectNoA11yViolations(page)
  })
})
