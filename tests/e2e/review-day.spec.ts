/**
 * Smarter review on a day page in a browser: a sample that a reload keeps, then "Delete the rest",
 * which keeps the sample and every flagged item (it is offered once every sampled item has been in
 * view, which needs real layout); and how many clicks and key presses it takes to review the
 * demo's busiest day enough (reported as the test's annotation). What the page did is read back
 * from the API. Axe runs on the grid and the "Reviewed enough" panel in both themes. The grid's
 * selection by mouse and keyboard, flagging and deleting it, is tested in
 * tests/unit/app/activity-grid.test.tsx.
 */
import type { Page } from '@playwright/test'
import { type ActivityDay } from './activity-days'
import { expect, test } from './fixtures'
import { children, childDay, expectAccessibleInBothThemes, itemsOnServer, openAcknowledged, scrollSettled } from './review-support'

test.use({ signedIn: true })
// Hundreds of items, chunked deletes and axe in two themes: allow for a loaded machine (only a hang should fail).
test.describe.configure({ timeout: 180_000 })

const cells = (page: Page) => page.getByRole('listbox', { name: "The day's items" }).getByRole('option')
const idOf = async (cell: ReturnType<Page['locator']>) => ((await cell.getAttribute('data-item-id')) ?? '').toLowerCase()
const sampledIds = (page: Page) =>
  cells(page)
    .filter({ hasText: 'In the sample' })
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.itemId!.toLowerCase()))

/** Waits for the server to hold `expected` for the day's items. */
async function expectOnServer(page: Page, day: ActivityDay, check: (items: Map<string, boolean>) => boolean, what: string): Promise<void> {
  await expect
    .poll(async () => check(new Map((await itemsOnServer(page, children.leo, day)).map((i) => [i.id, i.flagged]))), { message: what })
    .toBe(true)
}

async function openGrid(page: Page, daysAgo: number): Promise<ActivityDay> {
  await openAcknowledged(page, `/children/${children.leo}/activity`)
  const day = await childDay(page, children.leo, daysAgo)
  await openAcknowledged(page, day.path)
  await page.getByRole('button', { name: 'Grid', exact: true }).click()
  await expect(cells(page).first()).toBeVisible()
  return day
}

test('a sample that a reload keeps, then "Delete the rest" keeps the sample and the flagged items', async ({ page }) => {
  const day = await openGrid(page, 1)
  // The grid as the selection tests in tests/unit/app/activity-grid.test.tsx find it.
  await expectAccessibleInBothThemes(page, { include: '.review-grid-wrap' })
  await page.getByRole('button', { name: 'Reviewed enough' }).click()
  const panel = page.locator('.reviewed-enough')
  await expect(panel.getByRole('heading', { name: 'Reviewed enough' })).toBeVisible()
  await expectAccessibleInBothThemes(page, { include: '.reviewed-enough' })
  await panel.getByRole('combobox', { name: 'Share of the rest' }).selectOption({ label: '1 in 10' })
  await panel.getByRole('button', { name: 'Choose a sample' }).click()
  await expect(panel.getByRole('status').first()).toContainText(/^You looked at \d+ of \d+/)
  const sample = await sampledIds(page)
  expect(sample.length).toBeGreaterThan(0)

  // Flag an item outside the sample: Delete the rest must keep it.
  const outside = cells(page).filter({ hasNotText: 'In the sample' }).last()
  const flagged = await idOf(outside)
  await outside.click()
  await page.getByRole('button', { name: 'Flag selected (1)' }).click()
  await expectOnServer(page, day, (items) => items.get(flagged) === true, 'the item is flagged on the server')

  // A reload shows the same sample (its seed is kept with the day).
  await page.reload()
  await expect(cells(page).first()).toBeVisible()
  await expect.poll(() => sampledIds(page)).toEqual(sample)
  await expectAccessibleInBothThemes(page, { include: '.reviewed-enough' })

  // Look at the sample (it comes first), then delete the rest.
  const deleteRest = panel.getByRole('button', { name: /^Delete the rest \(\d+ items?\)$/ })
  for (let i = 0; i < 50 && !(await deleteRest.isVisible()); i++) {
    await page.keyboard.press('PageDown')
    await scrollSettled(page)
  }
  await deleteRest.click()
  await expect(panel.getByText('Nothing else to delete: every item left is in the sample or flagged.')).toBeVisible()
  await expectOnServer(
    page,
    day,
    (items) =>
      [...items.keys()].every((id) => sample.includes(id) || items.get(id) === true) &&
      sample.every((id) => items.has(id)) &&
      items.get(flagged) === true,
    'the server keeps the sample and the flagged items, and nothing else',
  )
})

test('the busiest day reviewed enough in fewer than 60 clicks and key presses', async ({ page }, testInfo) => {
  await openAcknowledged(page, `/children/${children.leo}/activity`)
  const day = await childDay(page, children.leo, 2)
  let actions = 0
  const click = async (target: ReturnType<Page['locator']>) => {
    actions++
    await target.click()
  }
  const press = async (key: string) => {
    actions++
    await page.keyboard.press(key)
  }

  // Opening the day from its card on the child's activity page counts.
  await click(page.locator(`a[href$="/activity/${day.url}"]`))
  await expect(page).toHaveURL(new RegExp(`/activity/${day.url}$`))
  await click(page.getByRole('button', { name: 'Grid', exact: true }))
  await expect(cells(page).first()).toBeVisible()
  const total = await cells(page).count()
  expect(total).toBeGreaterThan(300)
  await click(page.getByRole('button', { name: 'Reviewed enough' }))
  const panel = page.locator('.reviewed-enough')
  await click(panel.getByRole('button', { name: 'Choose a sample' }))
  const sample = await sampledIds(page)
  const withReason = await cells(page).filter({ hasText: 'may need a look:' }).count()
  expect(sample.length).toBeGreaterThanOrEqual(withReason)

  // Every item with a reason and the share of the rest come first: page down until all were on screen.
  const deleteRest = panel.getByRole('button', { name: /^Delete the rest \(\d+ items?\)$/ })
  while (actions < 100 && !(await deleteRest.isVisible())) {
    await press('PageDown')
    await scrollSettled(page)
  }
  await click(deleteRest)
  await expect(panel.getByText('Nothing else to delete: every item left is in the sample or flagged.')).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Reviewed enough' })).toBeVisible()

  testInfo.annotations.push({ type: 'actions to reviewed enough', description: `${actions} (${total} items, ${sample.length} in the sample)` })
  console.log(`The busiest day (${total} items, ${sample.length} in the sample) reviewed enough in ${actions} clicks and key presses`)
  expect(actions).toBeLessThan(60)
  await expectOnServer(
    page,
    day,
    (items) => [...items.keys()].every((id) => sample.includes(id) || items.get(id) === true) && sample.every((id) => items.has(id)),
    'the server keeps the sample and the flagged items, and nothing else',
  )
})
