/**
 * Actions of several calls, driven through the demo's fault injection: 'Add keys from a list'
 * shows its progress ("1 of 6") and can be cancelled (what was created stays, nothing more is
 * sent); when calls fail it ends with each address and why, and Try again sends the failed ones
 * only. Every count is read back from the server; axe runs on the progress and the failures.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'
import { api } from './answers'

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'

const keyList = (page: Page) => page.getByRole('list', { name: /^Keys of / })
const progressCard = (page: Page) => page.getByRole('list', { name: 'Actions in progress' }).getByRole('listitem')
const keyCount = async (page: Page) => (await api<{ keys: unknown[] }>(page, 'GetAdminKeychain', mayasKeychain)).keys.length

/** Pastes the addresses into 'Add keys from a list' and creates them. */
async function createFromList(page: Page, addresses: readonly string[]) {
  await page.getByRole('button', { name: 'Add keys from a list', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add keys from a list' })
  await dialog.getByRole('textbox', { name: 'Addresses, one a line' }).fill(addresses.join('\n'))
  await dialog.getByRole('button', { name: `Create ${addresses.length} keys`, exact: true }).click()
}

test('failed creations are listed with why; Try again creates those only', async ({ page, demo }) => {
  await loginAsDemoParent(page, `/keychains/${mayasKeychain}`)
  await expect(keyList(page).getByRole('listitem').first()).toBeVisible()
  const before = await keyCount(page)
  await demo.setFaults({ errorRate: 1, operations: ['SaveKey'] })
  let saves = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/SaveKey')) saves++
  })
  await createFromList(page, ['wikipedia.org', 'nasa.gov', 'britannica.com'])

  const failure = page.getByRole('alert').filter({ hasText: 'Failed to create 3 of 3 keys' })
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('3 failed')
  const failed = page.getByRole('list', { name: 'What failed' }).getByRole('listitem')
  await expect(failed).toHaveText([
    'wikipedia.org: The server had a problem (error 500)',
    'nasa.gov: The server had a problem (error 500)',
    'britannica.com: The server had a problem (error 500)',
  ])
  expect(await keyCount(page)).toBe(before)
  await expectNoA11yViolations(page)

  await demo.setFaults({ errorRate: 0, operations: [] })
  await page.getByRole('button', { name: 'Try again', exact: true }).click()
  await expect(page.getByText('3 keys created!')).toBeVisible()
  await expect(progressCard(page)).toHaveCount(0)
  await expect(keyList(page).getByText('nasa.gov and all its subdomains, in web browsers')).toBeVisible()
  expect(await keyCount(page)).toBe(before + 3)
  // Each address was sent twice: once failing, once on Try again.
  expect(saves).toBe(6)
})

test('the progress counts up; Cancel keeps what was created and sends nothing more', async ({ page, demo }) => {
  await loginAsDemoParent(page, `/keychains/${mayasKeychain}`)
  await expect(keyList(page).getByRole('listitem').first()).toBeVisible()
  const before = await keyCount(page)
  // Slow saves: the parent sees the count move and has time to cancel.
  await demo.setFaults({ latencyMs: 2_500, operations: ['SaveKey'] })
  await createFromList(page, ['wikipedia.org', 'nasa.gov', 'britannica.com', 'smithsonianmag.com', 'nationalgeographic.com', 'pbs.org'])

  const card = progressCard(page)
  await expect(card.getByText('Creating 6 keys')).toBeVisible()
  await expect(card.getByRole('progressbar', { name: 'Creating 6 keys' })).toBeVisible()
  await expect(card.getByText('1 of 6')).toBeVisible()
  await expectNoA11yViolations(page)
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()

  const stopped = card.getByText(/^Stopped: \d of 6 keys created$/)
  await expect(stopped).toBeVisible()
  const created = Number(/(\d) of 6/.exec((await stopped.textContent()) ?? '')?.[1])
  expect(created).toBeGreaterThanOrEqual(1)
  expect(created).toBeLessThan(6)
  expect(await keyCount(page)).toBe(before + created)
  await expect(card.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await card.getByRole('button', { name: 'Dismiss', exact: true }).click()
  await expect(card).toHaveCount(0)
  // Nothing more was sent after the stop.
  await page.reload()
  await expect(keyList(page).getByRole('listitem').first()).toBeVisible()
  expect(await keyCount(page)).toBe(before + created)
})
