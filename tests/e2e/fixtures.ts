/**
 * Shared end-to-end helpers. Every spec imports `test` and `expect` from here:
 *
 *   import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'
 *
 * Signed-in tests (`test.use({ signedIn: true })`) share one page per worker (kept-page.ts): it
 * signed in once on a freshly seeded demo, and before each test it is brought back to that state
 * without loading a page; `loginAsDemoParent(page, path)` then opens the address inside the app.
 * Every other test gets a new browser context of its own, so the demo starts freshly seeded on its
 * first page; `loginAsDemoParent` there writes the kept session into it and loads the address.
 * Tests that check loading, first paint, storage, the service worker or signing in keep a page of
 * their own with `test.use({ keptPage: false })`, and say why.
 *
 * Every page's clock starts at the stated instant (clock.ts: `E2E_CLOCK`), and the demo family is
 * held still in every test (`livingFamily: false`): the simulated children send no requests and
 * their Macs report no events nor go offline on their own (screenshots go on), so nothing arrives
 * in the middle of a test unless it asks a trigger for it.
 *
 * Options (`test.use({...})`): `signedIn` (start signed in), `keptPage` (false: a page of its own
 * even when signed in), `axeAtEnd` (axe on the final page of every passing test), `livingFamily`
 * (let the family act on its own; such a test gets a page of its own), `statedClock` (false: the
 * real clock, on a page of its own).
 */
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { type A11yOptions, alreadyChecked, expectNoA11yViolations } from './a11y'
import { type DemoHelpers, demoHelpers } from './demo-helpers'
import { quietPage } from './kept-context'
import {
  type KeptPage,
  type KeptSession,
  endKeptTest,
  isKeptPage,
  openInApp,
  openKeptPage,
  realClockSession,
  resetKeptPage,
  startKeptTest,
  writeStored,
} from './kept-page'
import { countLoads, holdFamilyStill, pageLoads, recordTrail } from './page-watch'
import { statedInstant } from './clock'

export { expectNoA11yViolations, type A11yOptions }
export { demoHelpers, type DemoHelpers }
export { expect }

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

/** The demo parent's session and the browser storage that holds it (see `demoSession`). */
export interface DemoSession {
  readonly adminId: string
  readonly token: string
  /** Playwright storage state: the freshly seeded demo's saved state plus the signed-in session. */
  readonly storageState: StorageState
}

/**
 * The saved demo state without the marks by which the family's simulations remember when they
 * first saw this parent watching. A family that acts (`livingFamily`) starts asking and acting
 * seconds after that moment; kept in the worker's state, it would be minutes old in later tests,
 * and the family's opening would be long over. Without it, every test starts the clock.
 */
function forgetWatchers(stored: KeptSession['stored'], adminId: string): KeptSession['stored'] {
  const forgotten = (key: unknown) => typeof key === 'string' && key.toUpperCase().endsWith(`:${adminId.toUpperCase()}`)
  return stored.map((entry) => {
    if (!entry.value.startsWith('{"format"')) return entry
    const saved = JSON.parse(entry.value) as { db?: { simulationMark?: { id?: unknown }[] } }
    const marks = saved.db?.simulationMark
    if (!saved.db || !marks) return entry
    saved.db.simulationMark = marks.filter((mark) => !forgotten(mark.id))
    return { ...entry, value: JSON.stringify(saved) }
  })
}

/** The worker's kept page, opened by the first test that needs it (or its session). */
let workerKept: Promise<KeptPage> | undefined

/** Pages of their own whose origin already holds the kept session (option `signedIn`), until they leave the quiet page. */
const signedInPages = new WeakSet<Page>()

/** Writes the kept session into a page of its own from the quiet page, unless this test did so already (option `signedIn` or an earlier sign-in). */
async function writeSession(page: Page, session: KeptSession): Promise<void> {
  if (signedInPages.has(page)) return
  await writeStored(page, forgetWatchers(session.stored, session.adminId), false)
  signedInPages.add(page)
}

/** The worker's session on the real clock, signed in once when a test first needs it. */
let realClock: Promise<KeptSession> | undefined
const realClockSignIn = (browser: Browser, use: Parameters<typeof realClockSession>[1]): Promise<KeptSession> =>
  (realClock ??= realClockSession(browser, use))

/** Opens the worker's kept page once (set by the worker's fixture). */
let openWorkerKept: (() => Promise<KeptPage>) | undefined

const sessionOf = async (): Promise<KeptSession> => {
  if (!openWorkerKept) throw new Error('no kept page in this worker')
  return (await openWorkerKept()).session
}

/**
 * Opens `path` (default `/children`) signed in as the demo's seeded parent, on a freshly seeded
 * demo. On the kept page (option `signedIn`) inside the app, without loading a page; on a page of
 * its own, it writes the kept session into its storage and loads `path`. Returns the session.
 */
export async function loginAsDemoParent(page: Page, path = '/children'): Promise<{ adminId: string; token: string }> {
  const session = await sessionOf()
  if (isKeptPage(page)) await openInApp(page, path)
  else {
    await writeSession(page, session)
    await page.goto(path)
  }
  return { adminId: session.adminId, token: session.token }
}

/**
 * Stores `value` under `key` in local storage for the app to find when it opens: at once on the
 * kept page (whose next reset removes it), else before each document's own scripts run.
 */
export async function storeBeforeOpening(page: Page, key: string, value: string): Promise<void> {
  if (isKeptPage(page)) await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const)
  else await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const)
}

/**
 * As `loginAsDemoParent`, on a freshly seeded demo in a page the test used already, with nothing
 * stored but the session and the `stored` values.
 */
export async function loginAfresh(page: Page, path: string, stored: Record<string, string> = {}): Promise<{ adminId: string; token: string }> {
  const values = Object.entries(stored).map(([name, value]) => ({ name, value }))
  if (isKeptPage(page)) {
    await resetKeptPage(page, (await sessionOf()).stored)
    for (const { name, value } of values) await storeBeforeOpening(page, name, value)
  } else {
    await writeStored(page, values, true)
    signedInPages.delete(page)
  }
  return loginAsDemoParent(page, path)
}

export interface GatehouseTestOptions {
  /**
   * Start signed in as the demo parent on a freshly seeded demo: on the worker's kept page, where
   * `loginAsDemoParent(page, path)` opens a screen inside the app (`page.goto(path)` loads it).
   * Default false: signed out, in a context of its own; the demo seeds itself on the first page.
   */
  signedIn: boolean
  /**
   * Signed-in tests share the worker's kept page (default true). False: a context of its own,
   * whose first page loads the app signed in (tests of loading, first paint, storage, the worker).
   */
  keptPage: boolean
  /**
   * After a test that passed, run axe on the page it ended on (false: don't; an object: with these
   * options). Explicit `expectNoA11yViolations` calls still check the dialogs and drawers opened
   * on the way, which are closed by the end.
   */
  axeAtEnd: boolean | A11yOptions
  /**
   * Let the demo family act on its own (requests, security events, offline Macs within a minute
   * of the parent being seen). Default false: every page of the test holds it still first. Such a
   * test gets a context of its own.
   */
  livingFamily: boolean
  /**
   * The browser's clock starts at the stated instant (clock.ts; default true). False, on a page of
   * its own: the real clock, for tests that read the page's performance timeline (a faked clock
   * hides it) and depend on no date.
   */
  statedClock: boolean
}

interface TestPages {
  readonly context: BrowserContext
  readonly page: Page
  readonly kept: boolean
}

export const test = base.extend<
  { demo: DemoHelpers; testPages: TestPages } & GatehouseTestOptions,
  { demoSession: DemoSession; keptPageOfWorker: () => Promise<KeptPage> }
>({
  signedIn: [false, { option: true }],
  keptPage: [true, { option: true }],
  axeAtEnd: [false, { option: true }],
  livingFamily: [false, { option: true }],
  statedClock: [true, { option: true }],
  keptPageOfWorker: [
    async ({ browser }, use, workerInfo) => {
      // Opened by the first test that needs it: specs that serve a build of their own have none to sign in to.
      openWorkerKept = () => (workerKept ??= openKeptPage(browser, workerInfo.project.use))
      await use(openWorkerKept)
      if (workerKept) await (await workerKept).context.close()
    },
    { scope: 'worker' },
  ],
  demoSession: [
    async ({ keptPageOfWorker }, use, workerInfo) => {
      const { adminId, token, stored } = (await keptPageOfWorker()).session
      const origin = new URL(workerInfo.project.use.baseURL ?? 'http://127.0.0.1').origin
      await use({ adminId, token, storageState: { cookies: [], origins: [{ origin, localStorage: [...stored] }] } })
    },
    { scope: 'worker' },
  ],
  testPages: async (
    { browser, keptPageOfWorker, signedIn, keptPage, livingFamily, statedClock, viewport, colorScheme, reducedMotion, baseURL },
    use,
    testInfo,
  ) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
    const loadsBefore = pageLoads.count
    if (signedIn && keptPage && !livingFamily && statedClock) {
      const kept = await keptPageOfWorker()
      await test.step('the kept page back to a freshly seeded demo', () => startKeptTest(kept, { viewport, colorScheme, reducedMotion }, origin), {
        box: true,
      })
      await use({ context: kept.context, page: kept.page, kept: true })
      await endKeptTest(kept, testInfo.status === testInfo.expectedStatus, origin)
    } else {
      // Gets the project's and the test's options (Playwright applies them to every context a test makes).
      const context = await browser.newContext()
      context.on('page', (opened) => countLoads(opened, quietPage))
      // Signed in, from the kept session's instant; else the demo seeds itself at the stated one.
      const session = !signedIn ? undefined : statedClock ? (await keptPageOfWorker()).session : await realClockSignIn(browser, testInfo.project.use)
      if (statedClock) await context.clock.install({ time: session?.keptAt ?? statedInstant() })
      if (!livingFamily) await context.addInitScript(holdFamilyStill)
      const page = await context.newPage()
      if (session) await writeSession(page, session)
      await use({ context, page, kept: false })
      await context.close()
    }
    testInfo.annotations.push({ type: 'page-loads', description: String(pageLoads.count - loadsBefore) })
  },
  context: async ({ testPages }, use) => {
    await use(testPages.context)
  },
  demo: async ({ page }, use) => {
    await use(demoHelpers(page))
  },
  page: async ({ testPages, axeAtEnd }, use, testInfo) => {
    const { page } = testPages
    const trail = recordTrail(page)
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('api-failures-and-navigations', { body: trail.join('\n') || '(none)', contentType: 'text/plain' })
    }
    if (axeAtEnd !== false && testInfo.status === 'passed') await axeOnFinalPage(page, axeAtEnd)
  },
})

/** axe on the page a passing test ended on (option `axeAtEnd`), unless its own last check saw it. */
async function axeOnFinalPage(page: Page, axeAtEnd: true | A11yOptions): Promise<void> {
  if (page.isClosed() || !page.url().startsWith('http')) return
  // The test's own last check may have seen this very page already: no need to repeat it.
  if (axeAtEnd === true && (await alreadyChecked(page))) return
  await test.step('axe on the final page', () => expectNoA11yViolations(page, axeAtEnd === true ? {} : axeAtEnd), { box: true })
}
