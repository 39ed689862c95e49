/**
 * The demo keeps its own service worker: its fake server (msw's worker) is the only worker of the
 * scope, the production build's worker and manifest are not part of it, and the signed-in demo
 * draws the family from the fake server.
 */
import { expect, test } from './fixtures'

// About the service worker a signed-in page loads with: a page of its own, which it loads.
test.use({ signedIn: true, keptPage: false })

test('the demo’s only worker is its fake server, which answers the signed-in pages', async ({ page, demo }) => {
  await page.goto('/children')
  await demo.ready()
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Maya', exact: true })).toBeVisible()
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => new URL((r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '').pathname),
  )
  expect(workers).toEqual(['/mockServiceWorker.js'])
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
  // The production worker's file is not in the demo build (the address gets the app's page instead).
  const answer = await page.request.get('/sw.js')
  expect(answer.headers()['content-type'] ?? '').not.toMatch(/javascript/)
})
