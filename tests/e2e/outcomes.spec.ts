/**
 * A write whose outcome is unknown, through the demo's fault injection: the fake server flags the
 * item, then garbles its answer (or drops the connection). The page reloads the server's state
 * and says so, instead of claiming the flag failed; flagging again never inverts what the parent
 * asked for, although FlagActivityItems toggles on the server. A plain server error still rolls
 * back. Every outcome is checked again after a reload: it is what the demo's server holds.
 */
import type { Page } from '@playwright/test'
import { seedBusyDay } from './activity-days'
import { demoHelpers, expect, loginAsDemoParent, storeBeforeOpening, test } from './fixtures'

test.use({ signedIn: true })
test.describe.configure({ timeout: 120_000 })

const unconfirmed = "Couldn't confirm the change; Gatehouse reloaded the latest state"
const items = (page: Page) => page.locator('article[data-item-id]')
const flagOf = (page: Page, id: string) => page.locator(`article[data-item-id="${id}"]`).getByRole('button', { name: 'Flag' })

/** Opens a fresh day of three unreviewed screenshots; returns the first item's id. */
async function openBusyDay(page: Page): Promise<string> {
  await storeBeforeOpening(page, 'gatehouse.activity.extension-notice-dismissed', '1')
  await loginAsDemoParent(page, '/children')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await demoHelpers(page).ready()
  const { childId, urlDate } = await seedBusyDay(page, 2, 3, 0)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  await expect(items(page).first()).toBeVisible()
  const id = await items(page).first().getAttribute('data-item-id')
  if (!id) throw new Error('the first item has no id')
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'false')
  return id
}

/** Reloads the day (fault injection ends with the page) and waits for the feed. */
async function reloadDay(page: Page): Promise<void> {
  await page.reload()
  await expect(items(page).first()).toBeVisible()
}

test('a garbled answer to Flag shows the server’s truth, and flagging again never unflags', async ({ page }) => {
  const id = await openBusyDay(page)
  await demoHelpers(page).setFaults({ malformedRate: 1, operations: ['FlagActivityItems'] })

  await flagOf(page, id).click()
  await expect(page.getByText(unconfirmed)).toBeVisible()
  // The server flagged it: the reloaded page says flagged, with no "failed" message.
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(/Failed to/)).toHaveCount(0)

  // The parent unflags: garbled again, and the page shows what the server now holds.
  let answered = page.waitForResponse((r) => r.url().endsWith('/FlagActivityItems'))
  await flagOf(page, id).click()
  await (await answered).finished()
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByText(unconfirmed).first()).toBeVisible()

  // And flags again: the server ends flagged, as the parent last asked (checked once the server
  // has answered: a reload before that would cancel the request).
  answered = page.waitForResponse((r) => r.url().endsWith('/FlagActivityItems'))
  await flagOf(page, id).click()
  await (await answered).finished()
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'true')
  await reloadDay(page)
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'true')
})

test('a connection dropped before the server ran Flag shows the item unflagged, as the server holds it', async ({ page }) => {
  const id = await openBusyDay(page)
  await demoHelpers(page).setFaults({ dropRate: 1, operations: ['FlagActivityItems'] })
  await flagOf(page, id).click()
  await expect(page.getByText(unconfirmed)).toBeVisible()
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'false')
  await reloadDay(page)
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'false')
})

test('a server error to Flag rolls back at once and says it failed, not that it reloaded', async ({ page }) => {
  const id = await openBusyDay(page)
  await demoHelpers(page).setFaults({ errorRate: 1, latencyMs: 300, operations: ['FlagActivityItems'] })
  await flagOf(page, id).click()
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('.toast--error')).toBeVisible()
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByText(unconfirmed)).toHaveCount(0)
  await reloadDay(page)
  await expect(flagOf(page, id)).toHaveAttribute('aria-pressed', 'false')
})
