/**
 * The kept page's guards (kept-page.ts, src/demo/kept-page.ts): the marks every test leaves are
 * all found while they are there and all gone after the reset the next test starts with, and a
 * test that ends with something a reset cannot undo (a change on its way) is told what it is.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent } from './fixtures'

const maya = 'c0000000-0000-4000-8000-000000000001'

test.use({ signedIn: true })

test('the reset between tests undoes every mark a test leaves, and the check finds each one left', async ({ page }) => {
  await loginAsDemoParent(page, '/children')
  await expect(page.getByRole('heading', { name: 'Children', level: 1 })).toBeVisible()
  await page.evaluate(() => window.gatehouseKeptPage!.leaveMarks())
  const left = await page.evaluate(() => window.gatehouseKeptPage!.marksLeft())
  expect(left).toEqual([
    'local storage',
    'session storage',
    'a cookie',
    'the Cache Storage',
    'IndexedDB',
    'a draft',
    'a stored draft',
    'a toast',
    'a fault of the demo server',
  ])
  await page.evaluate(() => window.gatehouseKeptPage!.reset())
  expect(await page.evaluate(() => window.gatehouseKeptPage!.marksLeft())).toEqual([])
  // Still signed in on the kept demo: the app opens a signed-in screen again.
  await loginAsDemoParent(page, '/children')
  await expect(page.getByRole('heading', { name: 'Children', level: 1 })).toBeVisible()
})

test('a change still on its way to the server at the end of a test is named, as the reset cannot undo it', async ({ page, demo }) => {
  await loginAsDemoParent(page, '/settings')
  await demo.setFaults({ latencyMs: 3_000, operations: ['DeleteEntity', 'DeleteEntity_v2'] })
  const rule = page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('listitem').filter({ hasText: 'Unlock requests' })
  await rule.getByRole('button', { name: /^Delete/ }).click()
  await page.getByRole('alertdialog', { name: 'Delete notification?' }).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(rule).toHaveCount(0)
  expect(await page.evaluate(() => window.gatehouseKeptPage!.leftovers())).toEqual([
    "1 change still waiting for the server's answer (leaving would ask first)",
  ])
  await expect.poll(() => page.evaluate(() => window.gatehouseKeptPage!.leftovers())).toEqual([])
})

/** Renames Maya and waits until the server has it (the children's list shows the new name after a reload). */
async function renameMaya(page: Page): Promise<void> {
  await loginAsDemoParent(page, `/children/${maya}`)
  await page.getByRole('textbox', { name: 'Name' }).fill('Maya Rose')
  await page.getByRole('button', { name: 'Save child', exact: true }).click()
  await expect(page.getByText('Child saved!')).toBeVisible()
  await loginAsDemoParent(page, '/children')
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Maya Rose', exact: true })).toBeVisible()
}

/** The freshly seeded family: Maya under her own name. */
async function expectSeededMaya(page: Page): Promise<void> {
  await loginAsDemoParent(page, '/children')
  await expect(page.getByRole('heading', { level: 2, name: 'Maya', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Maya Rose', exact: true })).toHaveCount(0)
}

// A test that writes the demo's data, then one that reads the same data, on the same kept page,
// in both orders (npm run test:e2e:orders shuffles the rest).
for (const order of [
  ['writes', 'reads'],
  ['reads', 'writes'],
] as const) {
  test.describe(`one after another: ${order.join(', then ')}`, () => {
    test.describe.configure({ mode: 'default' })
    for (const step of order) {
      test(`${step === 'writes' ? 'a test renames Maya' : 'a test sees Maya as seeded'} (${order.join(' then ')})`, async ({ page }) => {
        if (step === 'writes') await renameMaya(page)
        else await expectSeededMaya(page)
      })
    }
  })
}
