/**
 * One browser context per worker, kept between tests (Playwright's `reuseContext`, on in
 * playwright.config.ts): a test starts in the tab the previous test used instead of a new
 * context, which saves starting a renderer for every test. Playwright's reset between tests
 * closes extra tabs, loads about:blank, clears cookies, the HTTP cache, local and session
 * storage, IndexedDB, the origin file system and service workers of every origin visited, and
 * removes routes, bindings, init scripts, the clock, viewport and media emulation. What it leaves
 * is reset here: the network (offline), permissions, geolocation and extra headers, and the Cache
 * Storage the app's own worker may have filled.
 *
 * A test must never see the state of the one before: every test in a kept context leaves marks
 * behind in each kind of storage (`leaveMarks`), and the next test fails at its start if any of
 * them is still there (`expectCleanStart`). Specs that test a first visit (service worker
 * install, first paint) or drive the browser below the page (DevTools sessions) opt out with
 * `test.use({ reuseContext: false })`.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test'

/** A same-origin page that does not start the app (nor the demo). */
export const quietPage = '/favicon.svg'

/** The name every mark carries. */
const mark = 'gatehouse-e2e-previous-test'

/** Resets what Playwright's reset of a kept context leaves as the previous test set it. */
export async function resetKeptContext(context: BrowserContext): Promise<void> {
  await context.setOffline(false)
  await context.clearPermissions()
  await context.setGeolocation(null)
  await context.setExtraHTTPHeaders({})
}

/**
 * Empties the Cache Storage (Playwright does not; the demo's app has no worker that fills it,
 * but a test may), then fails when anything the previous test left in this context is still
 * there: storage (local, session, cookies, IndexedDB), a service worker or an init script. Leaves
 * the tab on the quiet page.
 */
export async function expectCleanStart(page: Page, timeout = 5_000): Promise<void> {
  await page.goto(quietPage)
  await page.evaluate(async () => {
    for (const key of await caches.keys()) await caches.delete(key)
  })
  const found = () =>
    page.evaluate(async (name) => {
      const left: string[] = []
      if (window.localStorage.length > 0) left.push(`local storage: ${Object.keys(window.localStorage).join(', ')}`)
      if (window.sessionStorage.length > 0) left.push(`session storage: ${Object.keys(window.sessionStorage).join(', ')}`)
      if (document.cookie !== '') left.push(`cookies: ${document.cookie}`)
      const databases = (await indexedDB.databases()).map((db) => db.name)
      if (databases.length > 0) left.push(`IndexedDB: ${databases.join(', ')}`)
      const workers = await navigator.serviceWorker.getRegistrations()
      if (workers.length > 0 || navigator.serviceWorker.controller) left.push(`service workers: ${workers.map((w) => w.scope).join(', ')}`)
      if ((window as unknown as Record<string, unknown>)[name] !== undefined) left.push('an init script')
      return left
    }, mark)
  // Playwright deletes the databases without waiting for it: give a deletion a moment to finish.
  await expect.poll(found, { message: 'the previous test left state behind', timeout }).toEqual([])
}

/**
 * Leaves a mark in each kind of storage of the page's origin, and an init script, for the next
 * test's `expectCleanStart` to find if the reset missed it. Best effort: a page that is closed,
 * not on the app's origin or in the middle of leaving has nothing to mark.
 */
export async function leaveMarks(page: Page, baseURL: string | undefined): Promise<void> {
  if (page.isClosed() || !baseURL || new URL(page.url()).origin !== new URL(baseURL).origin) return
  try {
    await page.context().addInitScript((name) => ((window as unknown as Record<string, unknown>)[name] = true), mark)
    await page.evaluate(async (name) => {
      window.localStorage.setItem(name, '1')
      window.sessionStorage.setItem(name, '1')
      document.cookie = `${name}=1; path=/; max-age=3600`
      await new Promise((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => {
          request.result.close()
          resolve(undefined)
        }
        request.onerror = () => reject(new Error(String(request.error)))
      })
    }, mark)
  } catch {
    // The page navigated or closed meanwhile: nothing more to mark.
  }
}
