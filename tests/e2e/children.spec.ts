/**
 * Children: the list, adding a child and connecting the simulated Mac, child settings (options,
 * downtime, blocked apps, keychains with schedules), the add-keychain drawer, deleting a device
 * and a child. Axe runs on every page and dialog visited.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

// Pages here render a lot at once; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 })

// Whole flows with a live device connection and axe on each page: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 90_000 })

const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'
const ava = 'c0000000-0000-4000-8000-000000000003'

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save child', exact: true })

async function saveAndWait(page: Page) {
  await saveButton(page).click()
  await expect(page.getByText('Child saved!')).toBeVisible()
  await expect(saveButton(page)).toBeDisabled()
}

test.describe('children list', () => {
  test('cards with devices, protection health, setup incomplete, and the add button', async ({ page }) => {
    await loginAsDemoParent(page, '/children')
    await expect(page.getByRole('heading', { name: 'Children', level: 1 })).toBeVisible()
    const mayaCard = card(page, 'Maya')
    await expect(mayaCard.getByText('2 devices')).toBeVisible()
    // One Mac protected, one offline: the headline is the reported state, the offline one a detail.
    await expect(mayaCard.getByText('Protected').first()).toBeVisible()
    await expect(mayaCard.getByText('1 of 2 devices offline')).toBeVisible()
    await expect(mayaCard.getByRole('link', { name: 'Settings for Maya' })).toHaveAttribute('href', `/children/${maya}`)
    await expect(mayaCard.getByRole('link', { name: 'Screenshots of Maya' })).toHaveAttribute('href', `/children/${maya}/activity`)
    await expect(card(page, 'Leo').getByText('1 device', { exact: true })).toBeVisible()
    const avaCard = card(page, 'Ava')
    await expect(avaCard.getByText('Setup incomplete')).toBeVisible()
    await expect(avaCard.getByRole('link', { name: 'Finish setup' })).toHaveAttribute('href', `/children/${ava}`)
    await expect(page.getByRole('link', { name: 'Add a child' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('Add a device on a child who already has one opens the panel and gets a code', async ({ page }) => {
    await loginAsDemoParent(page, '/children')
    const leoCard = card(page, 'Leo')
    await expect(leoCard.getByText('1 device', { exact: true })).toBeVisible()
    await leoCard.getByRole('link', { name: 'Add a device for Leo' }).click()
    await expect(page).toHaveURL(new RegExp(`/children/${leo}\\?add-device=1$`))
    await expect(page.getByRole('heading', { name: 'Leo', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add a device', exact: true })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Get connection code' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connection code' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.connection-code')).toHaveText(/^\d{3} \d{3}$/)
  })

  test('closing the add-device panel while a code is on its way keeps it closed', async ({ page, demo }) => {
    await loginAsDemoParent(page, `/children/${leo}?add-device=1`)
    const toggle = page.getByRole('button', { name: 'Add a device', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // Long enough that the panel is closed before the answer, however busy the machine.
    await demo.setFaults({ latencyMs: 20_000, operations: ['CreatePendingAppConnection'] })
    const reply = page.waitForResponse((r) => r.url().endsWith('/CreatePendingAppConnection'))
    await page.getByRole('button', { name: 'Get connection code' }).click()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Get connection code' })).toHaveCount(0)
    // The late reply must neither bring the panel back nor open the code's dialog: once it has
    // arrived and the page has rendered two more frames, neither is there.
    await reply
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(page.getByRole('button', { name: 'Get connection code' })).toHaveCount(0)
    await expect(page.getByRole('dialog', { name: 'Connection code' })).toHaveCount(0)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('adding a child', () => {
  test('add a child, get a code, the simulated Mac connects and the parent lands on the activity', async ({ page }, testInfo) => {
    // The code goes into the app on a Mac, iPhone or iPad under today's API; a Mac under May 2025's.
    const profile = (testInfo.project.metadata as { apiProfile?: string }).apiProfile ?? process.env.PW_API_PROFILE ?? 'current'
    const devices = profile === 'current' ? 'Mac, iPhone or iPad' : 'Mac'
    await loginAsDemoParent(page, '/children')
    await page.getByRole('link', { name: 'Add a child' }).click()
    await expect(page).toHaveURL(/\/children\/[0-9a-f-]{36}$/)
    const childUrl = page.url()
    const userId = childUrl.split('/').at(-1) ?? ''
    await expect(page.getByRole('heading', { name: 'Add a child' })).toBeVisible()
    await expect(saveButton(page)).toBeDisabled()
    await page.getByLabel('Name', { exact: true }).fill('   ')
    await expect(saveButton(page)).toBeDisabled()
    await expectNoA11yViolations(page)
    await page.getByLabel('Name', { exact: true }).fill('Wren')
    await saveAndWaitNew(page)

    // The child exists now: the onboarding shows (no device yet).
    await expect(page.getByRole('heading', { name: 'Wren', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Connect Wren’s ${devices}` })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Download the Gatehouse app' })).toBeVisible()
    await expect(page.getByText(`Open the Gatehouse app on Wren’s ${devices} and choose to connect.`)).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR code for Gatehouse on the App Store' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Gatehouse on the App Store/ })).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: /Read how to connect a Mac/ })).toHaveAttribute('target', '_blank')
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Get connection code' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connection code' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`Enter this code in the Gatehouse app on Wren’s ${devices}:`)).toBeVisible()
    await expect(dialog.locator('.connection-code')).toHaveText(/^\d{3} \d{3}$/)
    await expect(dialog.getByText('The device will appear here once it’s connected.')).toBeVisible()
    await expectNoA11yViolations(page)
    // The simulated Mac types the code about 4 s later; the child is refetched every 2.5 s.
    await expect(page).toHaveURL(`/children/${userId}/activity`)

    await loginAsDemoParent(page, '/children')
    await expect(card(page, 'Wren').getByText('1 device', { exact: true })).toBeVisible()
  })

  test('adding a child asks the server nothing about the child until it is saved: no failed request, nothing in the console', async ({ page }) => {
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text())
    })
    await loginAsDemoParent(page, '/children')
    await expect(card(page, 'Maya')).toBeVisible()
    await page.getByRole('link', { name: 'Add a child' }).click()
    await expect(page.getByRole('heading', { name: 'Add a child' })).toBeVisible()
    // Reloaded, the form of the child not saved yet comes back, still asking nothing about them.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Add a child' })).toBeVisible()
    await page.getByLabel('Name', { exact: true }).fill('Sasha')
    await saveButton(page).click()
    await expect(page.getByText('Child saved!')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sasha', level: 1 })).toBeVisible()
    expect(failed).toEqual([])
  })

  test('Cancel leaves the new-child form without creating anyone', async ({ page }) => {
    await loginAsDemoParent(page, '/children/new')
    await expect(page.getByRole('heading', { name: 'Add a child' })).toBeVisible()
    await page.getByLabel('Name', { exact: true }).fill('Nobody')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL('/children')
    // Once the list has loaded (the seeded children show), nobody new is on it.
    await expect(page.getByRole('heading', { name: 'Maya', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Nobody' })).toHaveCount(0)
  })
})

async function saveAndWaitNew(page: Page) {
  await saveButton(page).click()
  await expect(page.getByText('Child saved!')).toBeVisible()
}

test.describe('child settings', () => {
  test('edit options, downtime and blocked apps, save, reload and see them kept', async ({ page }) => {
    await loginAsDemoParent(page, `/children/${maya}`)
    await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
    await expect(saveButton(page)).toBeDisabled()
    await expectNoA11yViolations(page)

    await page.getByLabel('Record typed text (keylogging)').uncheck()
    await page.getByLabel('Screenshot frequency').selectOption('300')
    await page.getByLabel('Screenshot resolution').selectOption('1400')
    await expect(saveButton(page)).toBeEnabled()
    // Back to the original: unchanged again.
    await page.getByLabel('Record typed text (keylogging)').check()
    await page.getByLabel('Screenshot frequency').selectOption('120')
    await page.getByLabel('Screenshot resolution').selectOption('1000')
    await expect(saveButton(page)).toBeDisabled()
    await page.getByLabel('Record typed text (keylogging)').uncheck()
    await page.getByLabel('Screenshot frequency').selectOption('300')

    // Downtime: may run past midnight; an empty window is refused.
    const useDowntime = page.getByLabel('Use downtime')
    if (!(await useDowntime.isChecked())) await useDowntime.check()
    await page.getByLabel('Downtime starts').fill('22:30')
    await page.getByLabel('Downtime ends').fill('22:30')
    await expect(page.getByText('End time must differ from start time').first()).toBeVisible()
    await expect(saveButton(page)).toBeDisabled()
    await page.getByLabel('Downtime ends').fill('06:15')
    await expect(page.getByText('10:30 PM – 6:15 AM')).toBeVisible()
    // An emptied time is not kept silently: it asks for a time and holds the save back.
    await expect(saveButton(page)).toBeEnabled()
    await page.getByLabel('Downtime ends').fill('')
    await expect(page.getByText('Enter a time').first()).toBeVisible()
    await expect(saveButton(page)).toBeDisabled()
    await page.getByLabel('Downtime ends').fill('06:15')
    await expect(page.getByText('Enter a time')).toHaveCount(0)
    await expect(saveButton(page)).toBeEnabled()

    // Blocked apps: a new one needs an identifier.
    const add = page.getByRole('button', { name: 'Add blocked app' })
    await expect(add).toBeDisabled()
    await page.getByLabel('App to block').fill('   ')
    await expect(add).toBeDisabled()
    await page.getByLabel('App to block').fill('com.roblox.RobloxPlayer')
    await add.click()
    const blocked = page.getByRole('list', { name: 'Blocked apps' })
    await expect(blocked.getByText('com.roblox.RobloxPlayer')).toBeVisible()
    await page.getByRole('button', { name: 'Add schedule for com.roblox.RobloxPlayer' }).click()
    const editor = page.getByRole('group', { name: 'Schedule for com.roblox.RobloxPlayer' })
    await expect(editor.getByLabel('Start time')).toHaveValue('07:00')
    await expect(editor.getByLabel('End time')).toHaveValue('17:00')
    // End before start: the red message, and no save.
    await editor.getByLabel('End time').fill('06:00')
    const message = editor.getByText('End time must be after start time')
    await expect(message).toBeVisible()
    await expect(message).toHaveCSS('color', 'rgb(180, 35, 24)')
    await expect(saveButton(page)).toBeDisabled()
    await editor.getByLabel('End time').fill('20:00')
    // Weekdays only; the last selected day cannot be turned off.
    await editor.getByRole('button', { name: 'Saturday' }).click()
    await editor.getByRole('button', { name: 'Sunday' }).click()
    await expect(page.getByText('Weekdays, 7:00 AM – 8:00 PM')).toBeVisible()
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) await editor.getByRole('button', { name: day }).click()
    const friday = editor.getByRole('button', { name: 'Friday' })
    await expect(friday).toHaveAttribute('aria-pressed', 'true')
    await expect(friday).toHaveAttribute('aria-disabled', 'true')
    await friday.click({ force: true })
    await expect(friday).toHaveAttribute('aria-pressed', 'true')
    await editor.getByRole('radio', { name: /Inactive/ }).check()
    await expect(page.getByText('All times except Fri, 7:00 AM – 8:00 PM')).toBeVisible()
    await expectNoA11yViolations(page)

    await saveAndWait(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Record typed text (keylogging)')).not.toBeChecked()
    await expect(page.getByLabel('Screenshot frequency')).toHaveValue('300')
    await expect(page.getByLabel('Downtime starts')).toHaveValue('22:30')
    await expect(page.getByLabel('Downtime ends')).toHaveValue('06:15')
    await expect(page.getByRole('list', { name: 'Blocked apps' }).getByText('com.roblox.RobloxPlayer')).toBeVisible()
    await expect(page.getByText('All times except Fri, 7:00 AM – 8:00 PM')).toBeVisible()
    await expect(saveButton(page)).toBeDisabled()
  })

  test('add one own and one public keychain with a schedule through the drawer', async ({ page }) => {
    await loginAsDemoParent(page, `/children/${leo}`)
    await expect(page.getByRole('heading', { name: 'Leo', level: 1 })).toBeVisible()
    const keychains = page.getByRole('list', { name: 'Leo’s keychains' })
    await expect(keychains.getByText('Leo’s Keychain')).toBeVisible()
    await expect(keychains.getByText('Always active').first()).toBeVisible()
    // A schedule can be added, edited and removed again.
    await page.getByRole('button', { name: 'Add schedule for Leo’s Keychain' }).click()
    await expect(keychains.getByText('Every day, 7:00 AM – 5:00 PM')).toBeVisible()
    await page.getByRole('group', { name: 'Schedule for Leo’s Keychain' }).getByLabel('Start time').fill('08:15')
    await expect(keychains.getByText('Every day, 8:15 AM – 5:00 PM')).toBeVisible()
    await expect(saveButton(page)).toBeEnabled()
    await page.getByRole('button', { name: 'Remove schedule for Leo’s Keychain' }).click()
    await expect(keychains.getByText('Always active').first()).toBeVisible()
    await expect(saveButton(page)).toBeDisabled()

    await page.getByRole('button', { name: 'Add a keychain' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a keychain for Leo' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'My keychains' })).toHaveAttribute('aria-pressed', 'true')
    await expect(drawer.getByRole('button', { name: /Music Practice/ })).toBeVisible()
    // The search box has the focus, ready to type.
    await expect(drawer.getByLabel('Search keychains')).toBeFocused()
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
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    await expect(drawer).toBeVisible()
    // Esc closes.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // Own keychain, with a schedule from the footer.
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    await drawer.getByLabel('Search keychains').fill('zzz-nothing')
    await expect(drawer.getByText("Hmm, we couldn't find that keychain")).toBeVisible()
    await drawer.getByLabel('Search keychains').fill('music')
    await drawer.getByRole('button', { name: /Music Practice/ }).click()
    await drawer.getByRole('button', { name: 'Add schedule' }).click()
    // An end that is not after the start cannot be added.
    await drawer.getByLabel('Start time').fill('19:00')
    await drawer.getByLabel('End time').fill('18:30')
    await expect(drawer.getByText('End time must be after start time')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Add keychain' })).toBeDisabled()
    await drawer.getByLabel('Start time').fill('15:00')
    await expect(drawer.getByRole('button', { name: 'Add keychain' })).toBeEnabled()
    await drawer.getByRole('button', { name: 'Add keychain' }).click()
    await expect(drawer).toBeHidden()
    await expect(keychains.getByText('Music Practice')).toBeVisible()
    await expect(keychains.getByText('Every day, 3:00 PM – 6:30 PM')).toBeVisible()

    // Public keychain: two pages of six, a warning badge, then add one.
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    await drawer.getByRole('button', { name: 'Public keychains' }).click()
    const grid = drawer.getByRole('list', { name: 'Public keychains' })
    await expect(grid.getByRole('listitem')).toHaveCount(6)
    await expect(drawer.getByRole('button', { name: 'Page 1 of 2' })).toHaveAttribute('aria-current', 'page')
    await drawer.getByRole('button', { name: 'Next page' }).click()
    await expect(drawer.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await drawer.getByRole('button', { name: 'Previous page' }).click()
    await drawer.getByLabel('Search keychains').fill('video')
    await drawer.getByRole('button', { name: 'Warning about Video Calls' }).click()
    const warning = page.getByRole('alertdialog', { name: 'Keychain warning' })
    await expect(warning).toContainText('Check the keys before assigning this keychain.')
    await expectNoA11yViolations(page)
    await warning.getByRole('button', { name: 'OK' }).click()
    await expect(warning).toBeHidden()
    await expect(drawer).toBeVisible()
    await drawer.getByLabel('Search keychains').fill('coding')
    await drawer.getByRole('button', { name: /Coding Club/ }).click()
    await drawer.getByRole('button', { name: 'Add schedule' }).click()
    await drawer.getByRole('button', { name: 'Saturday' }).click()
    await drawer.getByRole('button', { name: 'Sunday' }).click()
    await drawer.getByRole('button', { name: 'Add keychain' }).click()
    await expect(keychains.getByText('Coding Club')).toBeVisible()
    await expect(keychains.getByText('Weekdays, 7:00 AM – 5:00 PM')).toBeVisible()

    await saveAndWait(page)
    await page.reload()
    await expect(keychains.getByText('Music Practice')).toBeVisible()
    await expect(keychains.getByText('Every day, 3:00 PM – 6:30 PM')).toBeVisible()
    await expect(keychains.getByText('Coding Club')).toBeVisible()
    await expect(keychains.getByText('Weekdays, 7:00 AM – 5:00 PM')).toBeVisible()
  })

  test('one Esc closes the add-keychain drawer with text in its search box', async ({ page }) => {
    await loginAsDemoParent(page, `/children/${leo}`)
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a keychain for Leo' })
    const search = drawer.getByLabel('Search keychains')
    await expect(search).toBeFocused()
    await search.pressSequentially('music')
    await expect(search).toHaveValue('music')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    // Opened again, it starts afresh.
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    await expect(drawer).toBeVisible()
    await expect(search).toHaveValue('')
    // Esc in the warning dialog opened from the drawer closes the warning only.
    await drawer.getByRole('button', { name: 'Public keychains' }).click()
    await search.fill('video')
    await drawer.getByRole('button', { name: 'Warning about Video Calls' }).click()
    const warning = page.getByRole('alertdialog', { name: 'Keychain warning' })
    await expect(warning).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(warning).toBeHidden()
    await expect(drawer).toBeVisible()
    await expect(search).toHaveValue('video')
  })

  test('request a public keychain that does not exist', async ({ page, demo }) => {
    await loginAsDemoParent(page, `/children/${leo}`)
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a keychain for Leo' })
    await drawer.getByRole('button', { name: 'Public keychains' }).click()
    await drawer.getByLabel('Search keychains').fill('chess clubs')
    await expect(drawer.getByText("Hmm, we couldn't find that keychain")).toBeVisible()
    const request = drawer.getByRole('button', { name: 'Request keychain' })
    await expect(request).toBeDisabled()
    await drawer.getByLabel('What should the keychain unlock?').fill('   ')
    await expect(request).toBeDisabled()
    await drawer.getByLabel('What should the keychain unlock?').fill('Online chess sites for the school club')
    await expectNoA11yViolations(page)
    await request.click()
    await expect(drawer.getByText('We received your request!')).toBeVisible()
    const message = await demo.waitForMessage((m) => m.subject.includes('Public keychain request'))
    expect(JSON.stringify(message)).toContain('chess clubs')
    // Another search asks afresh.
    await drawer.getByLabel('Search keychains').fill('robotics clubs')
    await expect(drawer.getByText('We received your request!')).toHaveCount(0)
    await expect(drawer.getByLabel('What should the keychain unlock?')).toHaveValue('')
    await expect(drawer.getByRole('button', { name: 'Request keychain' })).toBeDisabled()
  })

  test('a failing request says so', async ({ page, demo }) => {
    await loginAsDemoParent(page, `/children/${leo}`)
    await demo.setFaults({ errorRate: 1, operations: ['RequestPublicKeychain'] })
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a keychain for Leo' })
    await drawer.getByRole('button', { name: 'Public keychains' }).click()
    await drawer.getByLabel('Search keychains').fill('chess')
    await drawer.getByLabel('What should the keychain unlock?').fill('Chess')
    await drawer.getByRole('button', { name: 'Request keychain' }).click()
    await expect(drawer.getByText('Hmm, something went wrong')).toBeVisible()
    await expect(drawer.getByText('Try refreshing the page and trying again.')).toBeVisible()
    // The error toast shows above the open drawer, not behind its backdrop: it is announced, and
    // its dismiss button takes the click (Playwright's click fails on a covered or inert target).
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to request keychain' })
    await expect(failed).toBeVisible()
    await expect(drawer).toBeVisible()
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

  test('a failed save rolls back with an error toast and keeps the draft', async ({ page, demo }) => {
    await loginAsDemoParent(page, `/children/${leo}`)
    await expect(page.getByRole('heading', { name: 'Leo', level: 1 })).toBeVisible()
    await demo.setFaults({ errorRate: 1, operations: ['SaveUser'] })
    await page.getByLabel('Name', { exact: true }).fill('Leonardo')
    await saveButton(page).click()
    await expect(page.getByText('Failed to save child')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Leo', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Leonardo')
    await expect(saveButton(page)).toBeEnabled()
  })

  test('a refused device deletion puts the device back with an error toast', async ({ page, demo }) => {
    await loginAsDemoParent(page, `/children/${maya}`)
    const devices = page.getByRole('list', { name: 'Maya’s devices' })
    await expect(devices.getByRole('listitem')).toHaveCount(2)
    await demo.setFaults({ errorRate: 1, latencyMs: 800, operations: ['DeleteEntity'] })
    await devices
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Delete device/ })
      .click()
    await page.getByRole('alertdialog', { name: 'Delete device?' }).getByRole('button', { name: 'Delete device' }).click()
    // Gone at once, back when the server refuses.
    await expect(devices.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText('Failed to delete device')).toBeVisible()
    await expect(devices.getByRole('listitem')).toHaveCount(2)
  })

  test('delete a device, then delete the child', async ({ page }) => {
    await loginAsDemoParent(page, `/children/${maya}`)
    const devices = page.getByRole('list', { name: 'Maya’s devices' })
    await expect(devices.getByRole('listitem')).toHaveCount(2)
    const first = devices.getByRole('listitem').first()
    const deviceName = (await first.locator('.device-row__name').textContent()) ?? ''
    await first.getByRole('button', { name: /^Delete device/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete device?' })
    await expect(confirm).toBeVisible()
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete device' }).click()
    await expect(devices.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText('Device deleted!')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('list', { name: 'Maya’s devices' }).getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('list', { name: 'Maya’s devices' })).not.toContainText(deviceName)

    await page.getByRole('button', { name: 'Delete child' }).click()
    const confirmChild = page.getByRole('alertdialog', { name: 'Delete child?' })
    await expectNoA11yViolations(page)
    await confirmChild.getByRole('button', { name: 'Delete child' }).click()
    await expect(page).toHaveURL('/children')
    await expect(page.getByText('Child deleted!')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Maya', exact: true })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Leo', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Maya', exact: true })).toHaveCount(0)
  })
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
