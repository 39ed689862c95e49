/**
 * Every failed full-page state says what happened and offers a way to a person: the error's
 * text, Try again, and a Contact support link opening the support page in a new tab. The loads
 * fail through the demo's fault injection.
 */
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, loginAsDemoParent } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

// A failed read is retried with backoff (about 7 s of the page's timers) before the page gives up;
// a busy machine stretches those timers, so the waits for the failed state are long hang guards.
const expect = baseExpect.configure({ timeout: 45_000 })
test.describe.configure({ timeout: 120_000 })

const leo = 'c0000000-0000-4000-8000-000000000002'

async function expectSupportLink(page: Page) {
  const support = page.getByRole('link', { name: /^Contact support/ })
  await expect(support).toBeVisible()
  await expect(support).toHaveAttribute('target', '_blank')
  await expect(support).toHaveAttribute('href', /^https?:\/\//)
}

test('the children list that cannot load offers Try again and Contact support', async ({ page, demo }) => {
  await loginAsDemoParent(page, '/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await demo.setFaults({ errorRate: 1, operations: ['GetUsers'] })
  await page.getByRole('link', { name: 'Children', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Could not load your children' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectSupportLink(page)

  // Once the server answers again, Try again shows the list.
  await demo.setFaults({ errorRate: 0 })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('list', { name: 'Children' })).toBeVisible()
})

test('a child whose settings cannot load offers Try again, the list and Contact support', async ({ page, demo }) => {
  await loginAsDemoParent(page, '/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await demo.setFaults({ errorRate: 1, operations: ['GetUser'] })
  await loginAsDemoParent(page, `/children/${leo}`)
  await expect(page.getByRole('heading', { name: 'Error', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to all children' })).toBeVisible()
  await expectSupportLink(page)
})
