/**
 * The signed-in page each worker keeps: one browser context and tab, signed in once as the demo
 * parent on a freshly seeded demo, which every signed-in test then starts from without loading a
 * page. Between tests the page is brought back through the demo build's kept-page hook
 * (src/demo/kept-page.ts): the demo state kept in memory right after signing in, an empty query
 * cache, event log, drafts and toasts, no stored value but the session, the app unmounted; the
 * test then opens its address inside the app (`openInApp`). Also reset before each test: the
 * browser's clock (to the instant the state was kept), viewport, media emulation, network,
 * permissions, geolocation, extra headers, routes and the page's event listeners, and any other
 * tab the test opened.
 *
 * A test must never see the state of the one before: every test leaves marks behind in each kind
 * of state the reset must undo (storage of every kind, a draft, a toast, a fault of the demo
 * server), and the next test fails at its start if one is still there. A test that ends with
 * something the reset would only hide (an open dialog, a change still on its way) fails, naming it.
 * A test that loaded another document (a reload) is fine: the next reset notices and gives the
 * new document the kept state; a page that left the app is loaded signed in again.
 */
import { expect, type Browser, type BrowserContext, type Page, type PlaywrightWorkerOptions, type PlaywrightTestOptions } from '@playwright/test'
import { demoHelpers } from './demo-helpers'
import { quietPage, resetKeptContext } from './kept-context'
import { countLoads, holdFamilyStill } from './page-watch'
import { statedInstant } from './clock'

/** The demo parent signed in on a freshly seeded demo, as the kept page holds it. */
export interface KeptSession {
  readonly adminId: string
  readonly token: string
  /** The origin's stored values that hold it: the session and the demo's saved state. */
  readonly stored: readonly { readonly name: string; readonly value: string }[]
  /** When the state was kept, on the browser's clock (epoch ms): each test starts at this instant. */
  readonly keptAt: number
}

export interface KeptPage {
  readonly context: BrowserContext
  readonly page: Page
  readonly session: KeptSession
}

type ProjectUse = Partial<PlaywrightTestOptions & PlaywrightWorkerOptions>

/** What a test asks of the page's look (its `test.use` options). */
export interface PageLook {
  readonly viewport: { width: number; height: number } | null
  readonly colorScheme: 'light' | 'dark' | 'no-preference' | null
  readonly reducedMotion: 'reduce' | 'no-preference' | null
}

const keptPages = new WeakSet<Page>()

/** Where the demo saves its state (fake-server/core/db/persistence.ts). */
const demoStateKey = 'gatehouse-demo-state'

/** Whether `page` is a worker's kept signed-in page. */
export const isKeptPage = (page: Page): boolean => keptPages.has(page)

/** Signs in from the page through the Login operation and stores the session as the app does. */
async function signIn(page: Page): Promise<{ adminId: string; token: string }> {
  const demo = demoHelpers(page)
  await demo.ready()
  const credentials = await demo.credentials()
  return page.evaluate(async (creds) => {
    await window.gatehouseDemo?.setFamilyActs?.(false)
    const response = await fetch('/pairql/dashboard/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(creds),
    })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) throw new Error(`Login failed with ${response.status}: ${JSON.stringify(body)}`)
    const { adminId, token } = body as { adminId: string; token: string }
    window.localStorage.setItem('admin_id', adminId)
    window.localStorage.setItem('admin_token', token)
    window.localStorage.removeItem('dev_logged_out')
    return { adminId, token }
  }, credentials)
}

/**
 * Opens a signed-in page: a context of the project's options with the family held still (and the
 * browser's clock at the stated instant, clock.ts, unless `realClock`), `/login` on a freshly
 * seeded demo, the parent signed in, that state kept in the page's memory and its saved copy read.
 */
async function openSignedIn(browser: Browser, use: ProjectUse, realClock: boolean): Promise<KeptPage> {
  const context = await browser.newContext({
    ...(use.baseURL ? { baseURL: use.baseURL } : {}),
    serviceWorkers: 'allow',
    viewport: use.viewport ?? { width: 1280, height: 800 },
    ...(use.timezoneId ? { timezoneId: use.timezoneId } : {}),
  })
  if (!realClock) await context.clock.install({ time: statedInstant() })
  await context.addInitScript(holdFamilyStill)
  const page = await context.newPage()
  countLoads(page, quietPage)
  await page.goto('/login')
  const { adminId, token } = await signIn(page)
  const keptAt = await page.evaluate(async () => {
    await window.gatehouseDemo?.keepState?.()
    return Date.now()
  })
  // The demo saves its state (now holding the token) after answering; wait for that save.
  await page.waitForFunction(
    (t) => Object.values(window.localStorage).some((v) => v.startsWith('{"format"') && v.toUpperCase().includes(t.toUpperCase())),
    token,
    { timeout: 60_000 },
  )
  const stored = await page.evaluate(
    (key) => ['admin_id', 'admin_token', key].map((name) => ({ name, value: window.localStorage.getItem(name) ?? '' })),
    demoStateKey,
  )
  await page.waitForFunction(() => window.gatehouseKeptPage !== undefined, undefined, { timeout: 60_000 })
  return { context, page, session: { adminId, token, stored, keptAt } }
}

/** The worker's kept page: signed in on a freshly seeded demo at the stated instant. */
export async function openKeptPage(browser: Browser, use: ProjectUse): Promise<KeptPage> {
  const kept = await openSignedIn(browser, use, false)
  keptPages.add(kept.page)
  return kept
}

/**
 * A session signed in on the real clock (for pages of their own that keep it, `statedClock:
 * false`: the kept page's is dated at the stated instant, which the real clock may be months past).
 */
export async function realClockSession(browser: Browser, use: ProjectUse): Promise<KeptSession> {
  const opened = await openSignedIn(browser, use, true)
  await opened.context.close()
  return opened.session
}

/** Writes the kept session's stored values into the page's origin, from the quiet page, and leaves the tab there. */
export async function writeStored(page: Page, stored: KeptSession['stored'], clearFirst: boolean): Promise<void> {
  if (!page.url().endsWith(quietPage)) await page.goto(quietPage)
  await page.evaluate(
    ({ items, clear }) => {
      if (clear) [window.localStorage, window.sessionStorage].forEach((storage) => storage.clear())
      for (const { name, value } of items) window.localStorage.setItem(name, value)
    },
    { items: stored, clear: clearFirst },
  )
}

/** Whether the page shows a document of the app with its kept-page hook (waiting for a document still starting). */
async function appDocument(page: Page, origin: string): Promise<boolean> {
  const url = page.url()
  if (!url.startsWith(origin) || url.endsWith(quietPage)) return false
  return page
    .waitForFunction(() => window.gatehouseKeptPage !== undefined, undefined, { timeout: 60_000 })
    .then(() => true)
    .catch(() => false)
}

/** Brings the kept page back to the kept state; loads it again when it left the app. */
async function resetPage(kept: KeptPage, origin: string): Promise<void> {
  const { page, session } = kept
  if (!(await appDocument(page, origin))) {
    await writeStored(page, session.stored, true)
    await page.goto('/children')
    if (!(await appDocument(page, origin))) throw new Error('The kept page did not start the app again.')
  }
  await resetKeptPage(page, session.stored)
}

/**
 * The kept page's reset (its app unmounted, the kept demo state back, the session stored again);
 * a new document (the test loaded one) first keeps the state saved right after signing in.
 */
export async function resetKeptPage(page: Page, stored: KeptSession['stored']): Promise<void> {
  const session = Object.fromEntries(stored.filter((entry) => entry.name !== demoStateKey).map((entry) => [entry.name, entry.value]))
  const { restored } = await page.evaluate((values) => window.gatehouseKeptPage!.reset(values), session)
  if (restored) return
  const saved = stored.find((entry) => entry.name === demoStateKey)?.value
  await page.evaluate(
    async ({ text, values }) => {
      await window.gatehouseDemo!.keepState!(text)
      await window.gatehouseKeptPage!.reset(values)
    },
    { text: saved, values: session },
  )
}

/** Before a test on the kept page: everything back as the kept state and the test's options have it. */
export async function startKeptTest(kept: KeptPage, look: PageLook, origin: string): Promise<void> {
  const { page, context } = kept
  await resetKeptContext(context)
  const viewport = look.viewport ?? { width: 1280, height: 800 }
  const current = page.viewportSize()
  if (current?.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport)
  await page.emulateMedia({
    media: null,
    colorScheme: look.colorScheme ?? 'light',
    reducedMotion: look.reducedMotion ?? 'no-preference',
    forcedColors: null,
  })
  await page.clock.setSystemTime(kept.session.keptAt)
  await resetPage(kept, origin)
  const left = await page.evaluate(() => window.gatehouseKeptPage!.marksLeft())
  expect(left, 'the previous test left state behind that the reset did not undo').toEqual([])
}

/**
 * After a test on the kept page: fails a test that passed but left what a reset cannot undo
 * (naming it); closes the other tabs it opened, removes its routes and listeners, and leaves the
 * marks the next test's start looks for.
 */
export async function endKeptTest(kept: KeptPage, passed: boolean, origin: string): Promise<void> {
  const { page, context } = kept
  for (const other of context.pages()) if (other !== page) await other.close()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  page.removeAllListeners()
  const inApp = await appDocument(page, origin)
  if (passed && inApp) {
    const left = await page.evaluate(() => window.gatehouseKeptPage!.leftovers())
    if (left.length > 0) {
      throw new Error(
        `The test left the kept page in a state the next test's reset cannot undo: ${left.join('; ')}. ` +
          'Wait for it before the test ends (or give the test a page of its own: test.use({ keptPage: false })).',
      )
    }
  }
  if (inApp) await page.evaluate(() => window.gatehouseKeptPage!.leaveMarks())
  countLoads(page, quietPage)
}

/** Opens `path` inside the app on the kept page (no document is loaded). */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.gatehouseKeptPage!.open(to), path)
}
