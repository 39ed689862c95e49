/**
 * Unlock and filter-suspension requests: accepting with the proposed key into the only own
 * keychain, accepting a group after editing the key, the child without a keychain of the
 * parent's, denying with a comment, a failed status update retried without a second key,
 * granting with a preset or custom minutes and extra monitoring (remembered), denying and an
 * expired suspension request, and a new request arriving by polling. Every outcome is also read
 * back from the server; axe runs on every page visited.
 */
import type { Page, Request } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'
import { api } from './answers'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 150_000 })

const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'
const leosKeychain = 'b0000000-0000-4000-8000-000000000002'
const musicPractice = 'b0000000-0000-4000-8000-000000000004'
const youTube = 'ab000000-0000-4000-8000-000000000001'
const discord = 'ab000000-0000-4000-8000-000000000002'
const youTubeMusic = 'ab000000-0000-4000-8000-000000000004'
const gameServer = 'ab000000-0000-4000-8000-000000000005'
const suspension = '5f000000-0000-4000-8000-000000000001'
const staleSuspension = '5f000000-0000-4000-8000-000000000002'

interface WireKey {
  readonly id: string
  readonly key: { readonly type: string; readonly domain?: string }
}

const keysOf = async (page: Page, keychainId: string) => (await api<{ keys: WireKey[] }>(page, 'GetAdminKeychain', keychainId)).keys
const unlockStatus = async (page: Page, id: string) => (await api<{ status: string }>(page, 'GetUnlockRequest', id)).status
const body = (request: Request) => request.postDataJSON() as Record<string, unknown>
const pendingBadge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Unlock requests/ })

test.describe('unlock requests', () => {
  test('accept into the only own keychain with the proposed key; the count and title follow', async ({ page }) => {
    await loginAsDemoParent(page, '/unlock-requests')
    await expect(page.getByRole('heading', { name: 'Unlock requests', level: 1 })).toBeVisible()
    const accept = page.getByRole('link', { name: 'Accept Leo’s request for cdn.discordapp.com' })
    await expect(accept).toBeVisible()
    await expect(pendingBadge(page)).toContainText(/\d+ pending/)
    const before = Number((await pendingBadge(page).textContent())?.match(/(\d+) pending/)?.[1])
    await expect(page).toHaveTitle(`(${before}) Unlock requests · Gatehouse`)
    await expectNoA11yViolations(page)

    await accept.click()
    await expect(page).toHaveURL(new RegExp(`/children/${leo}/unlock-requests/${discord}/review$`))
    await expect(page.getByText('cdn.discordapp.com').first()).toBeVisible()
    await page.getByText('Details').click()
    await expect(page.getByText('com.hnc.Discord').first()).toBeVisible()
    await expectNoA11yViolations(page)

    // Leo has one keychain of the parent's own: choosing one is skipped.
    await page.getByRole('button', { name: 'Accept', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/edit-key/${leosKeychain}$`))
    await expect(page.getByRole('heading', { name: 'Key for Leo’s Keychain' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Address/ })).toContainText('discordapp.com')
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect(page.getByText('The unlock request has been accepted.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/unlock-requests/${discord}$`))
    await expect(pendingBadge(page)).toContainText(`${before - 1} pending`)
    await expect(page).toHaveTitle(`(${before - 1}) Leo’s unlock request · Gatehouse`)
    await expectNoA11yViolations(page)
    const keys = (await keysOf(page, leosKeychain)).filter((k) => k.key.domain === 'discordapp.com')
    expect(keys.map((k) => k.key.type)).toEqual(['anySubdomain'])
    expect(await unlockStatus(page, discord)).toBe('accepted')
  })

  test('accept after editing the key: one key answers both of Maya’s requests for youtube.com', async ({ page }) => {
    await loginAsDemoParent(page, `/children/${maya}/unlock-requests`)
    await expect(page.getByText(/^\d+ requests from Maya for youtube\.com/)).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Accept Maya’s request for www.youtube.com/watch?v=volcano-science-101' }).click()
    await page.getByRole('button', { name: 'Accept', exact: true }).click()

    // Maya has two keychains of the parent's own: choose one.
    await expect(page).toHaveURL(/\/select-keychain$/)
    await expect(page.getByRole('heading', { name: 'Choose a keychain' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Use this keychain: Music Practice' }).click()
    await expect(page).toHaveURL(new RegExp(`/edit-key/${musicPractice}$`))
    const note = page.getByRole('note')
    await expect(note).toContainText('music.youtube.com/watch?v=piano-scales-c-major: this key does not unlock it')

    // youtube.com is a shared platform: the proposal is exactly the host, which leaves the other
    // request's address locked; the note offers the key for the whole site.
    const address = page.getByRole('button', { name: /^Address/ })
    await expect(address).toContainText('www.youtube.com')
    await expectNoA11yViolations(page)
    await note.getByRole('button', { name: 'Unlock youtube.com and all its subdomains' }).click()
    await expect(note).toContainText('music.youtube.com/watch?v=piano-scales-c-major: this key unlocks it')
    await expect(note.getByRole('button')).toHaveCount(0)
    await expect(address).toContainText('youtube.com (standard)')
    // Back to exactly the host by hand: locked again, and the offer is back.
    await address.click()
    await page.getByRole('radio', { name: /^Strict/ }).check()
    await expect(note).toContainText('this key does not unlock it')
    await page.getByRole('radio', { name: /^Standard/ }).check()
    await expect(note).toContainText('this key unlocks it')
    await address.click()
    const saved = page.waitForRequest((r) => r.url().endsWith('/SaveKey'))
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(body(await saved)).toMatchObject({ keychainId: musicPractice.toUpperCase(), key: { type: 'anySubdomain', domain: 'youtube.com' } })
    await expect(page.getByText('The unlock request has been accepted.')).toBeVisible()

    expect((await keysOf(page, musicPractice)).filter((k) => k.key.domain === 'youtube.com')).toHaveLength(1)
    expect(await unlockStatus(page, youTube)).toBe('accepted')
    expect(await unlockStatus(page, youTubeMusic)).toBe('accepted')
    await loginAsDemoParent(page, `/children/${maya}/unlock-requests`)
    await expect(page.getByText(/requests from Maya for youtube\.com/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Accept Maya’s request for (www|music)\.youtube\.com/ })).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('a child without a keychain of the parent’s own cannot be answered with a key yet', async ({ page }) => {
    await loginAsDemoParent(page, '/keychains')
    const card = page
      .getByRole('list', { name: 'Keychains' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Leo’s Keychain', exact: true }) })
    await card.getByRole('button', { name: /^Choose children/ }).click()
    await card.getByRole('checkbox', { name: 'Leo' }).uncheck()
    await expect(page.getByText('Keychain updated!').first()).toBeVisible()

    await loginAsDemoParent(page, `/children/${leo}/unlock-requests/${gameServer}/review`)
    const warning = 'Before you can accept this unlock request, Leo needs to have at least one keychain created by you'
    await expect(page.getByText(warning)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Add a keychain to Leo' })).toHaveAttribute('href', `/children/${leo}`)
    await expectNoA11yViolations(page)
    await loginAsDemoParent(page, `/children/${leo}/unlock-requests/${gameServer}/select-keychain`)
    await expect(page.getByText(warning)).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('deny with a comment (trimmed); a failed deny says so and can be sent again', async ({ page, demo }) => {
    await loginAsDemoParent(page, `/children/${leo}/unlock-requests`)
    await page.getByRole('link', { name: 'Deny Leo’s request for 51.161.86.221' }).click()
    await expect(page).toHaveURL(/\/deny$/)
    await page.getByRole('textbox', { name: /Comment for Leo/ }).fill('  Not on a school night  ')
    await expectNoA11yViolations(page)

    await demo.setFaults({ errorRate: 1, operations: ['UpdateUnlockRequest'] })
    await page.getByRole('button', { name: 'Deny', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Error denying unlock request' })).toBeVisible()
    expect(await unlockStatus(page, gameServer)).toBe('pending')

    await demo.setFaults({ errorRate: 0, operations: [] })
    const sent = page.waitForRequest((r) => r.url().endsWith('/UpdateUnlockRequest'))
    await page.getByRole('button', { name: 'Deny', exact: true }).click()
    expect(body(await sent)).toEqual({ id: gameServer.toUpperCase(), status: 'rejected', responseComment: 'Not on a school night' })
    await expect(page.getByText('The unlock request has been rejected.')).toBeVisible()
    expect(await unlockStatus(page, gameServer)).toBe('rejected')
    await expectNoA11yViolations(page)
  })

  test('accepting when only the status update fails: Try again saves no second key', async ({ page, demo }) => {
    await loginAsDemoParent(page, `/children/${leo}/unlock-requests/${discord}/edit-key/${leosKeychain}`)
    await expect(page.getByRole('heading', { name: 'Key for Leo’s Keychain' })).toBeVisible()
    await demo.setFaults({ errorRate: 1, operations: ['UpdateUnlockRequest'] })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Error accepting unlock request' })).toBeVisible()
    // What failed, and why: the key was saved, the request's status was not.
    await expect(page.getByRole('list', { name: 'What failed' }).getByRole('listitem')).toHaveText([
      /^Accept the request for .*discordapp\.com.*: The server had a problem \(error 500\)$/,
    ])
    await expect(page.getByText(/^Saved: .*discordapp\.com/)).toBeVisible()
    await expectNoA11yViolations(page)
    expect(await unlockStatus(page, discord)).toBe('pending')
    expect((await keysOf(page, leosKeychain)).filter((k) => k.key.domain === 'discordapp.com')).toHaveLength(1)

    await demo.setFaults({ errorRate: 0, operations: [] })
    const calls: string[] = []
    page.on('request', (r) => {
      if (/\/(SaveKey|UpdateUnlockRequest)$/.test(r.url())) calls.push(r.url().split('/').pop() ?? '')
    })
    await page.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(page.getByText('The unlock request has been accepted.')).toBeVisible()
    expect(calls).toEqual(['UpdateUnlockRequest'])
    expect((await keysOf(page, leosKeychain)).filter((k) => k.key.domain === 'discordapp.com')).toHaveLength(1)
    expect(await unlockStatus(page, discord)).toBe('accepted')
  })

  test('a request the child sends now appears by itself, and the pending count goes up', async ({ page }) => {
    await loginAsDemoParent(page, '/unlock-requests')
    await expect(page.getByRole('link', { name: /^Accept / }).first()).toBeVisible()
    await expect(pendingBadge(page)).toContainText(/\d+ pending/)
    const before = Number((await pendingBadge(page).textContent())?.match(/(\d+) pending/)?.[1])
    const sent = await page.evaluate((child) => window.gatehouseDemo?.triggerUnlockRequest?.(child), maya)
    const id = sent?.ids[0]
    expect(id).toBeTruthy()
    // No reload and no click: the list is polled every 10 s.
    await expect(page.locator(`a[href="/children/${maya}/unlock-requests/${id!.toLowerCase()}/review"]`)).toBeVisible({ timeout: 30_000 })
    await expect.poll(async () => Number((await pendingBadge(page).textContent())?.match(/(\d+) pending/)?.[1])).toBeGreaterThan(before)
    await expectNoA11yViolations(page)
  })
})

test.describe('filter-suspension requests', () => {
  const open = (page: Page, id = suspension) => loginAsDemoParent(page, `/children/${maya}/suspend-filter-requests/${id}`)

  test('grant a preset duration', async ({ page }) => {
    await open(page)
    await expect(page.getByText(/^Maya requested a filter suspension for \d+(\.\d)? minutes?/)).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Extra monitoring' })).toHaveValue('off')
    await expect(page.getByRole('combobox', { name: 'Duration' })).toHaveValue('300')
    await expectNoA11yViolations(page)
    await page.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '10 min' })
    const sent = page.waitForRequest((r) => r.url().endsWith('/DecideFilterSuspensionRequest'))
    await page.getByRole('button', { name: 'Grant' }).click()
    expect(body(await sent)).toEqual({ id: suspension.toUpperCase(), decision: { case: 'accepted', durationInSeconds: 600 } })
    await expect(page.getByText('The filter suspension request has been accepted.')).toBeVisible()
    const stored = await api<{ status: string; requestedDurationInSeconds: number }>(page, 'GetSuspendFilterRequest', suspension)
    expect(stored).toMatchObject({ status: 'accepted', requestedDurationInSeconds: 600 })
    await expectNoA11yViolations(page)
  })

  test('grant custom minutes with extra monitoring; the choice is remembered for the child', async ({ page }) => {
    await open(page)
    const custom = page.getByRole('textbox', { name: /Custom minutes/ })
    const grant = page.getByRole('button', { name: 'Grant' })
    for (const bad of ['1', 'abc', '0.5', '2.25', '+5']) {
      await custom.fill(bad)
      await expect(grant).toBeDisabled()
    }
    await custom.fill('45')
    await expect(grant).toBeEnabled()
    const extra = page.getByRole('combobox', { name: 'Extra monitoring' })
    const choice = await extra.locator('option').nth(1).getAttribute('value')
    expect(choice).toBeTruthy()
    await extra.selectOption(choice)
    await page.getByRole('textbox', { name: /Comment for Maya/ }).fill('  Finish the essay first  ')
    await expectNoA11yViolations(page)
    const sent = page.waitForRequest((r) => r.url().endsWith('/DecideFilterSuspensionRequest'))
    const answered = page.waitForResponse((r) => r.url().endsWith('/DecideFilterSuspensionRequest'))
    await grant.click()
    expect(body(await sent)).toEqual({
      id: suspension.toUpperCase(),
      decision: { case: 'accepted', durationInSeconds: 2700, extraMonitoring: choice },
      responseComment: 'Finish the essay first',
    })
    await expect(page.getByText('The filter suspension request has been accepted.')).toBeVisible()
    // The page shows the decision at once; the choice is remembered when the server confirms it.
    await (await answered).finished()
    await expect(page.getByText('Filter suspension granted!')).toBeVisible()

    // Maya asks again: the extra monitoring starts from the last choice.
    const next = await page.evaluate((child) => window.gatehouseDemo?.triggerSuspensionRequest?.(child), maya)
    expect(next?.ids[0]).toBeTruthy()
    await loginAsDemoParent(page, `/children/${maya}/suspend-filter-requests/${next!.ids[0]!.toLowerCase()}`)
    await expect(page.getByRole('combobox', { name: 'Extra monitoring' })).toHaveValue(choice!)
    await expectNoA11yViolations(page)
  })

  test('deny a suspension request', async ({ page }) => {
    await open(page)
    const sent = page.waitForRequest((r) => r.url().endsWith('/DecideFilterSuspensionRequest'))
    await page.getByRole('button', { name: 'Deny' }).click()
    expect(body(await sent)).toEqual({ id: suspension.toUpperCase(), decision: { case: 'rejected' } })
    await expect(page.getByText('The filter suspension request has been rejected.')).toBeVisible()
    expect((await api<{ status: string }>(page, 'GetSuspendFilterRequest', suspension)).status).toBe('rejected')
    await expectNoA11yViolations(page)
  })

  test('a request older than 2 hours asks the child to request again', async ({ page }) => {
    await loginAsDemoParent(page, `/children/${leo}/suspend-filter-requests/${staleSuspension}`)
    await expect(page.getByText('This request is more than 2 hours old. Ask Leo to request a filter suspension again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Grant' })).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})
