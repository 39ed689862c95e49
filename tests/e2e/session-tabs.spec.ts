/**
 * Connection and session across tabs: the offline banner while the browser has no network, and a
 * logout in one tab logging every other open tab out.
 */
import { test, expect, loginAsDemoParent } from './fixtures'

const offlineText = "You're offline. Your changes are kept; try again when you're back online."

test('without a network the shell says so, and the banner leaves when the network is back', async ({ page, context, demo }) => {
  await loginAsDemoParent(page, '/children')
  // The demo's server must be installed first: its service worker cannot be fetched offline.
  await demo.ready()
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible()
  await expect(page.getByText(offlineText)).toHaveCount(0)
  await context.setOffline(true)
  await expect(page.getByText(offlineText)).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText(offlineText)).toHaveCount(0)
})

test('logging out in one tab logs the other tabs out', async ({ page, context }) => {
  await loginAsDemoParent(page, '/children')
  const other = await context.newPage()
  await other.goto('/settings')
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(other).toHaveURL(/\/login/)
})
