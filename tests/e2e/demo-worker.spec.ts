/**
 * A demo page that loads without the demo's service worker controlling it, although the worker
 * is registered (forced here with a hard reload, as Shift+Reload does), comes under its control
 * without loading again: what the parent typed meanwhile stays, and its calls reach the fake
 * server, not the web host.
 */
import { test, expect } from './fixtures'

// Drives the browser below the page (a DevTools session) in a context of its own (every test
// that does not sign in has one).

test('a page loaded past the demo’s worker keeps what was typed and reaches the fake server', async ({ page, context }) => {
  // A first tab keeps the worker registered (msw's worker leaves when its last page closes).
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Fill in the demo account' })).toBeVisible()

  const tab = await context.newPage()
  await tab.goto('/reset-password')
  await tab.waitForFunction(() => Boolean(window.gatehouseDemo) && navigator.serviceWorker.controller !== null)

  // Calls that escape to the web host would reach the preview server instead of the worker.
  const escaped: string[] = []
  tab.on('response', (response) => {
    if (/\/pairql\//.test(response.url()) && !response.fromServiceWorker()) escaped.push(response.url())
  })
  let loads = 0
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame()) loads++
  })

  // A hard reload: the new document starts with no controlling worker (recorded as it starts).
  await tab.addInitScript(() => {
    ;(window as unknown as { startedControlled?: boolean }).startedControlled = navigator.serviceWorker.controller !== null
  })
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Page.reload', { ignoreCache: true })
  await tab.waitForFunction(() => (window as unknown as { startedControlled?: boolean }).startedControlled !== undefined)
  expect(await tab.evaluate(() => (window as unknown as { startedControlled?: boolean }).startedControlled)).toBe(false)
  // Typed into as soon as the form is live, before the demo's server is up.
  await tab.waitForFunction(() => {
    const field = document.querySelector('form input[type=email]')
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'))
  })
  const email = tab.locator('form input[type=email]')
  await email.fill('parent@example.com')

  // The server comes up on this same document, now controlled by the worker.
  await tab.waitForFunction(() => Boolean(window.gatehouseDemo) && navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
  await expect(email).toHaveValue('parent@example.com')
  expect(loads).toBe(1)

  // Its request is answered by the fake server.
  const answered = tab.waitForResponse((r) => /\/pairql\/.*PasswordReset/.test(r.url()))
  await tab.locator('form button[type=submit]').click()
  expect((await answered).fromServiceWorker()).toBe(true)
  expect(loads).toBe(1)
  expect(escaped).toEqual([])
})
