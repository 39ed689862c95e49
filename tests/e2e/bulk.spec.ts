/**
 * Actions of several calls in a browser: axe on the states 'Add keys from a list' passes through,
 * its progress and its failures, driven through the demo's fault injection. What the action does
 * (the progress counting up, Cancel, the failures with why, Try again sending the failed ones
 * only, every count read back from the server) is tested in tests/unit/app/keychains-bulk.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'

const keyList = (page: Page) => page.getByRole('list', { name: /^Keys of / })
const progressCard = (page: Page) => page.getByRole('list', { name: 'Actions in progress' }).getByRole('listitem')

/** Pastes the addresses into 'Add keys from a list' and creates them. */
async function createFromList(page: Page, addresses: readonly string[]) {
  await page.getByRole('button', { name: 'Add keys from a list', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add keys from a list' })
  await dialog.getByRole('textbox', { name: 'Addresses, one a line' }).fill(addresses.join('\n'))
  await dialog.getByRole('button', { name: `Create ${addresses.length} keys`, exact: true }).click()
}

test('the states of adding keys from a list pass axe: the progress, and the failures with why', async ({ page, demo }) => {
  await loginAsDemoParent(page, `/keychains/${mayasKeychain}`)
  await expect(keyList(page).getByRole('listitem').first()).toBeVisible()

  // Slow saves: the progress shows long enough to be checked, then is cancelled.
  await demo.setFaults({ latencyMs: 2_500, operations: ['SaveKey'] })
  await createFromList(page, ['wikipedia.org', 'nasa.gov', 'britannica.com'])
  const card = progressCard(page)
  await expect(card.getByRole('progressbar', { name: 'Creating 3 keys' })).toBeVisible()
  await expectNoA11yViolations(page)
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(card.getByText(/^Stopped: \d of 3 keys created$/)).toBeVisible()
  await card.getByRole('button', { name: 'Dismiss', exact: true }).click()
  await expect(card).toHaveCount(0)

  // Failing saves: each address with why.
  await demo.setFaults({ latencyMs: 0, errorRate: 1, operations: ['SaveKey'] })
  await createFromList(page, ['smithsonianmag.com', 'nationalgeographic.com', 'pbs.org'])
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to create 3 of 3 keys' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'What failed' }).getByRole('listitem')).toHaveCount(3)
  await expectNoA11yViolations(page)
})
