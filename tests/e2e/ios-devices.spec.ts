/**
 * iOS devices (today's API only; tagged @profiles so they run against the `current` build): the
 * list, an iPhone's groups and policy changed and saved and read back from the API, a block rule
 * created, edited and deleted, a reload in the middle of an edit keeping it, and, under
 * `2025-05`, no iOS entry and routes that say the server does not offer them. Axe runs on every
 * page and dialog.
 */
import type { Page, TestInfo } from '@playwright/test'
import { expect, expectNoA11yViolations, loginAsDemoParent, test } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

// The seeded demo family's iPhone and iPad (lower case, as links carry them).
const mayaIPhone = '10000000-0000-4000-8000-000000000001'
const leoIPad = '10000000-0000-4000-8000-000000000002'
const gifs = '087628B2-742C-4164-A3CC-717C4AC72C1A'
const spotlight = 'DF7FB156-488A-497B-AA12-C585D3FA4E6C'

const profileOf = (metadata: Record<string, unknown>): string =>
  (typeof metadata.apiProfile === 'string' && metadata.apiProfile) || process.env.PW_API_PROFILE || '2025-05'

/** The iOS screens exist only under today's API. */
const onlyToday = (testInfo: TestInfo) => test.skip(profileOf(testInfo.project.metadata) !== 'current', 'only today’s API has iOS devices')

/** Asks the API what it stored, as any PairQL client would. */
async function readDevice(page: Page, token: string, id: string): Promise<any> {
  return page.evaluate(
    async ({ token, id }) => {
      const response = await fetch('/pairql/dashboard/GetIOSDevice', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-AdminToken': token },
        body: JSON.stringify(id),
      })
      return response.json()
    },
    { token, id },
  )
}

const policySelect = (page: Page) => page.getByRole('combobox', { name: 'Policy' })
const groupBox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true })
const saveSettings = (page: Page) => page.getByRole('button', { name: 'Save settings' })
const editor = (page: Page) => page.getByRole('dialog', { name: /^(Create|Edit) Block Rule$/ })

test.describe('@profiles iOS devices', () => {
  test('an iPhone’s groups and policy changed, saved and read back from the API', async ({ page }, testInfo) => {
    onlyToday(testInfo)
    const { token } = await loginAsDemoParent(page, '/ios-devices')
    await expect(page.getByRole('heading', { level: 1, name: 'iOS Devices' })).toBeVisible()
    const list = page.getByRole('list', { name: 'iOS devices' })
    await expect(list.getByRole('link')).toHaveCount(2)
    await expect(list.getByRole('link', { name: /Leo’s iPad/ })).toContainText('iOS 17.7.2')
    await expect(page.getByRole('link', { name: 'iOS devices' })).toHaveAttribute('aria-current')
    await expectNoA11yViolations(page)

    await list.getByRole('link', { name: /Maya’s iPhone/ }).click()
    await expect(page).toHaveURL(new RegExp(`/ios-devices/${mayaIPhone}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Maya’s iPhone' })).toBeVisible()
    await expect(groupBox(page, 'GIFs')).toBeChecked()
    await expect(saveSettings(page)).toBeDisabled()
    await expectNoA11yViolations(page)

    // Toggling a group off and on again is no change.
    await groupBox(page, 'Ads').click()
    await groupBox(page, 'Ads').click()
    await expect(saveSettings(page)).toBeDisabled()

    await groupBox(page, 'GIFs').click()
    await groupBox(page, 'Spotlight').click()
    await policySelect(page).selectOption({ label: 'Blocklist plus limit adult websites' })
    await expect(page.getByRole('heading', { name: 'Blocked websites:' })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Domain to add' })
    await field.fill('not a host!')
    await expect(page.getByText('invalid address')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add domain' })).toBeDisabled()
    await field.fill('HTTPS://www.Roblox.com/games')
    await field.press('Enter')
    await expect(page.getByRole('list', { name: 'Blocked websites' })).toContainText('www.roblox.com')
    await page.getByRole('button', { name: 'Remove wikipedia.org' }).click()
    await expectNoA11yViolations(page)

    await saveSettings(page).click()
    await expect(page.getByText('iOS device updated!')).toBeVisible()
    await expect(saveSettings(page)).toBeDisabled()

    const stored = await readDevice(page, token, mayaIPhone)
    expect(stored.webPolicy).toBe('blockAdultAnd')
    expect(stored.webPolicyDomains).toEqual(['khanacademy.org', 'www.roblox.com'])
    expect(stored.enabledBlockGroups).toContain(spotlight)
    expect(stored.enabledBlockGroups).not.toContain(gifs)
  })

  test('a block rule created, edited and deleted; a rule the editor cannot show is listed read-only', async ({ page }, testInfo) => {
    onlyToday(testInfo)
    const { token } = await loginAsDemoParent(page, `/ios-devices/${leoIPad}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Leo’s iPad' })).toBeVisible()
    const rules = page.getByRole('list', { name: 'Block rules' })
    // The seeded nested rule: Other, described in full, with Delete but no editor.
    await expect(rules.getByRole('listitem')).toHaveCount(1)
    await expect(rules).toContainText('Other')
    await expect(rules).toContainText('“school.example.org”')
    await expect(rules.getByRole('button', { name: /, edit$/ })).toHaveCount(0)

    await page.getByRole('button', { name: 'Add rule' }).click()
    await expect(editor(page)).toBeVisible()
    await expect(editor(page).getByRole('heading', { name: 'Create Block Rule' })).toBeVisible()
    const create = editor(page).getByRole('button', { name: 'Create' })
    await expect(create).toBeDisabled()
    await editor(page).getByRole('textbox', { name: 'App Bundle ID:' }).fill(' com.example.game ')
    await editor(page).getByRole('combobox', { name: 'Block internet access:' }).selectOption({ label: 'unless address contains...' })
    await expect(create).toBeDisabled()
    await editor(page).getByRole('textbox', { name: 'Except addresses containing:' }).fill('homework.example.org\n\n  lessons.example.org ')
    await expectNoA11yViolations(page)
    await create.click()
    await expect(page.getByText('Block rule saved!')).toBeVisible()
    await expect(editor(page)).toBeHidden()
    await expect(rules.getByRole('listitem')).toHaveCount(2)

    let stored = await readDevice(page, token, leoIPad)
    const created = stored.customBlockRules.find((r: any) => r.rule.case === 'unless' && r.rule.rule.case === 'bundleIdContains')
    expect(created.rule).toEqual({
      case: 'unless',
      rule: { case: 'bundleIdContains', value: 'com.example.game' },
      negatedBy: [
        { case: 'targetContains', value: 'homework.example.org' },
        { case: 'targetContains', value: 'lessons.example.org' },
      ],
    })

    await rules.getByRole('button', { name: /^App com\.example\.game .*, edit$/ }).click()
    await expect(editor(page).getByRole('heading', { name: 'Edit Block Rule' })).toBeVisible()
    await expect(editor(page).getByRole('textbox', { name: 'Except addresses containing:' })).toHaveValue('homework.example.org\nlessons.example.org')
    await editor(page).getByRole('combobox', { name: 'Block internet access:' }).selectOption({ label: 'when is browser' })
    await editor(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Block rule saved!').first()).toBeVisible()
    await expect(editor(page)).toBeHidden()
    stored = await readDevice(page, token, leoIPad)
    expect(stored.customBlockRules.find((r: any) => r.id === created.id).rule).toEqual({
      case: 'both',
      a: { case: 'bundleIdContains', value: 'com.example.game' },
      b: { case: 'flowTypeIs', value: 'browser' },
    })

    await rules.getByRole('button', { name: /^Delete block rule.*com\.example\.game/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete block rule?' })
    await expect(confirm).toContainText('There is no undo.')
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Block rule deleted!')).toBeVisible()
    await expect(rules.getByRole('listitem')).toHaveCount(1)
    stored = await readDevice(page, token, leoIPad)
    expect(stored.customBlockRules.map((r: any) => r.id)).not.toContain(created.id)
  })

  test('a reload in the middle of an edit keeps the settings and the open rule editor', async ({ page }, testInfo) => {
    onlyToday(testInfo)
    await loginAsDemoParent(page, `/ios-devices/${mayaIPhone}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Maya’s iPhone' })).toBeVisible()
    await policySelect(page).selectOption({ label: 'Unrestricted' })
    await groupBox(page, 'Spotlight').click()
    await page.getByRole('button', { name: /^App com\.zhiliaoapp\.musically .*, edit$/ }).click()
    await editor(page).getByRole('textbox', { name: 'App Bundle ID:' }).fill('com.zhiliaoapp')

    await page.reload()
    await expect(editor(page).getByRole('heading', { name: 'Edit Block Rule' })).toBeVisible()
    await expect(editor(page).getByRole('textbox', { name: 'App Bundle ID:' })).toHaveValue('com.zhiliaoapp')
    await editor(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(policySelect(page)).toHaveValue('allowAll')
    await expect(groupBox(page, 'Spotlight')).toBeChecked()
    await expect(saveSettings(page)).toBeEnabled()
    await expect(page.getByText('Unsaved changes')).toBeVisible()
  })

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

test('@profiles the sidebar offers iOS devices only under today’s API', async ({ page }, testInfo) => {
  await loginAsDemoParent(page, '/children')
  const main = page.getByRole('navigation', { name: 'Main' })
  await expect(main.getByRole('link', { name: 'Children' })).toBeVisible()
  if (profileOf(testInfo.project.metadata) === 'current') {
    await expect(main.getByRole('link', { name: 'iOS devices' })).toHaveAttribute('href', '/ios-devices')
    return
  }
  await expect(main.getByRole('link', { name: 'iOS devices' })).toHaveCount(0)
  const calls: string[] = []
  page.on('request', (r) => {
    if (/\/pairql\/dashboard\/\w*IOSDevice/.test(r.url())) calls.push(r.url())
  })
  await loginAsDemoParent(page, `/ios-devices/${mayaIPhone}`)
  await expect(page.getByRole('heading', { name: 'iOS devices are not available' })).toBeVisible()
  await expectNoA11yViolations(page)
  expect(calls).toEqual([])
})
