/**
 * Shared end-to-end helpers. Every spec imports `test` and `expect` from here:
 *
 *   import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'
 *
 * Each test starts with fresh storage and no service worker, in the tab its worker keeps between
 * tests (kept-context.ts checks that nothing of the previous test is left) or, in specs that opt
 * out, in a new browser context; so the demo's fake server starts freshly seeded in every test.
 * Signed-in tests do not log in through the form: each worker logs in once on a freshly seeded
 * demo and keeps that storage (`demoSession`);
 * `loginAsDemoParent(page, path)` or the `signedIn` option start a test from it. The login tests
 * keep using the form.
 *
 * The demo family is held still in every test (`livingFamily: false`): the simulated children
 * send no requests and their Macs report no events nor go offline on their own (screenshots go
 * on), so nothing arrives in the middle of a test unless it asks a trigger for it.
 *
 * Options (`test.use({...})`): `signedIn` (start signed in), `axeAtEnd` (axe on the final page of
 * every passing test), `livingFamily` (let the family act on its own).
 */
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import type { DemoCredentials, FaultSettings, OutboxMessage } from '@domain/demo/control'
import { type A11yOptions, alreadyChecked, expectNoA11yViolations } from './a11y'
import { expectCleanStart, leaveMarks, quietPage, resetKeptContext } from './kept-context'
import { holdFamilyStill, recordTrail } from './page-watch'

export { expectNoA11yViolations, type A11yOptions }

export { expect }

/** The demo's fake-server control, driven from the test through the page. */
export interface DemoHelpers {
  /** Waits until the demo's fake server answers (opens `/login` first if the page is blank). */
  ready(): Promise<void>
  /** Every message the server "sent" (e-mail, text, Slack), newest first. */
  outbox(): Promise<OutboxMessage[]>
  /** Polls the outbox until a message matches; fails after `timeout` ms (default 10 s). */
  waitForMessage(predicate: (message: OutboxMessage) => boolean, timeout?: number): Promise<OutboxMessage>
  /** The seeded parent's e-mail and password. */
  credentials(): Promise<DemoCredentials>
  /** Fault injection (latency, error, drop and malformed rates, per operation). */
  setFaults(faults: Partial<FaultSettings>): Promise<void>
  /** Restores the seeded demo family and empties the outbox. */
  reset(): Promise<void>
}

/** The `demo` helpers for any page (the `demo` fixture is this for the test's `page`). */
export function demoHelpers(page: Page): DemoHelpers {
  const ready = async (): Promise<void> => {
    if (page.url() === 'about:blank' || onQuietPage(page)) await page.goto('/login')
    // A reload while waiting (e.g. a dev server that just re-optimised its dependencies) destroys
    // the page's context; wait again on the new page.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.waitForFunction(() => window.gatehouseDemoReady !== undefined, undefined, { timeout: 15_000 })
        await page.evaluate(async () => {
          await window.gatehouseDemoReady
        })
        return
      } catch (error) {
        const navigated = error instanceof Error && /context was destroyed|navigat/i.test(error.message)
        if (!navigated || attempt >= 3) throw error
        await page.waitForLoadState('load')
      }
    }
  }
  const outbox = async (): Promise<OutboxMessage[]> => {
    await ready()
    return page.evaluate(() => [...(window.gatehouseDemo?.outbox() ?? [])])
  }
  return {
    ready,
    outbox,
    async waitForMessage(predicate, timeout = 10_000) {
      const deadline = Date.now() + timeout
      for (;;) {
        const seen = await outbox()
        const found = seen.find(predicate)
        if (found) return found
        if (Date.now() > deadline) {
          const summary = seen.map((m) => `  ${m.channel} to ${m.to}: ${m.subject}`).join('\n') || '  (empty)'
          throw new Error(`No outbox message matched within ${timeout} ms. Outbox:\n${summary}`)
        }
        await page.waitForTimeout(100)
      }
    },
    async credentials() {
      await ready()
      return page.evaluate(() => {
        const control = window.gatehouseDemo
        if (!control) throw new Error('The demo is not running on this page.')
        return { ...control.credentials }
      })
    },
    async setFaults(faults) {
      await ready()
      await page.evaluate((value) => window.gatehouseDemo?.setFaults(value), faults)
    },
    async reset() {
      await ready()
      await page.evaluate(async () => {
        await window.gatehouseDemo?.reset()
      })
    },
  }
}

/** The demo parent's session and the browser storage that holds it (see `demoSession`). */
export interface DemoSession {
  readonly adminId: string
  readonly token: string
  /** Playwright storage state: the freshly seeded demo's saved state plus the signed-in session. */
  readonly storageState: StorageState
}
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

const onQuietPage = (page: Page): boolean => page.url().endsWith(quietPage)

let workerSession: Promise<DemoSession> | undefined

/**
 * The saved demo state without the marks by which the family's simulations remember when they
 * first saw this parent watching. A family that acts (`livingFamily`) starts asking and acting
 * seconds after that moment; kept in the worker's state, it would be minutes old in later tests,
 * and the family's opening would be long over. Without it, every test starts the clock.
 */
function forgetWatchers(state: StorageState, adminId: string): StorageState {
  const forgotten = (key: unknown) => typeof key === 'string' && key.toUpperCase().endsWith(`:${adminId.toUpperCase()}`)
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((entry) => {
        if (!entry.value.startsWith('{"format"')) return entry
        const saved = JSON.parse(entry.value) as { db?: { simulationMark?: { id?: unknown }[] } }
        const marks = saved.db?.simulationMark
        if (!saved.db || !marks) return entry
        saved.db.simulationMark = marks.filter((mark) => !forgotten(mark.id))
        return { ...entry, value: JSON.stringify(saved) }
      }),
    })),
  }
}

/**
 * Signs in once per worker: a fresh context opens `/login` (the demo seeds its family), calls the
 * Login operation from the page, waits until the demo has saved the new token, and keeps the
 * context's storage. Every test that starts from it starts from that freshly seeded demo, signed
 * in, without seeding or logging in again. Worker processes do not share it.
 */
function sessionFor(browser: Browser, baseURL: string | undefined): Promise<DemoSession> {
  workerSession ??= (async () => {
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), serviceWorkers: 'allow' })
    try {
      const page = await context.newPage()
      await page.goto('/login')
      const demo = demoHelpers(page)
      await demo.ready()
      const credentials = await demo.credentials()
      await page.evaluate(() => window.gatehouseDemo?.setFamilyActs?.(false))
      const session = await page.evaluate(async (creds) => {
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
      // The demo saves its state (now holding the token) after answering; wait for that save.
      await page.waitForFunction(
        (token) => Object.values(window.localStorage).some((v) => v.startsWith('{"format"') && v.toUpperCase().includes(token.toUpperCase())),
        session.token,
      )
      const storageState = forgetWatchers(await context.storageState(), session.adminId)
      return { ...session, storageState }
    } finally {
      await context.close()
    }
  })()
  // A failed attempt is not kept: the next test tries again.
  workerSession.catch(() => {
    workerSession = undefined
  })
  return workerSession
}

/** Pages whose context already holds the worker's signed-in storage (option `signedIn`). */
const signedInPages = new WeakSet<Page>()

/**
 * Writes the worker's saved storage (`demoSession`: the freshly seeded demo and the signed-in
 * session) into the page's context from a same-origin page that does not start the app, and
 * leaves the tab there. The tab's next page reads it from the same renderer. (Playwright's own
 * `storageState` writes it from a page of its own that it then closes: on a busy machine the
 * test's first page could start before those writes had reached it, and the demo then seeded a
 * fresh family that knew no session, or reloaded the old state in the middle of the test.)
 */
async function writeSession(page: Page): Promise<{ adminId: string; token: string }> {
  const browser = page.context().browser()
  if (!browser) throw new Error('signing in needs a browser-launched context')
  const session = await sessionFor(browser, test.info().project.use.baseURL)
  // Written by the `signedIn` option and not left since: nothing to write again.
  if (signedInPages.has(page) && onQuietPage(page)) return session
  // A kept context's tab starts there (see kept-context.ts): no need to load it again.
  if (!onQuietPage(page)) await page.goto(quietPage)
  const origin = new URL(page.url()).origin
  const entries = session.storageState.origins.find((o) => o.origin === origin)?.localStorage ?? []
  // The demo's saved state and the session replace whatever this context held under those keys.
  await page.evaluate((items) => {
    for (const { name, value } of items) window.localStorage.setItem(name, value)
  }, entries)
  signedInPages.add(page)
  return session
}

/**
 * Opens `path` (default `/children`) signed in as the demo's seeded parent, on a freshly seeded
 * demo: it writes the worker's saved storage into this context first, unless the test's page
 * already holds it (option `signedIn`). Returns the session.
 */
export async function loginAsDemoParent(page: Page, path = '/children'): Promise<{ adminId: string; token: string }> {
  const session = await writeSession(page)
  await page.goto(path)
  return { adminId: session.adminId, token: session.token }
}

/** As `loginAsDemoParent`, on a freshly seeded demo in a page the test used already: all the origin's storage is emptied first, from the quiet page (the previous page gone). */
export async function loginAfresh(page: Page, path: string): Promise<{ adminId: string; token: string }> {
  if (!onQuietPage(page)) await page.goto(quietPage)
  await page.evaluate(() => [window.localStorage, window.sessionStorage].forEach((storage) => storage.clear()))
  signedInPages.delete(page)
  return loginAsDemoParent(page, path)
}

export interface GatehouseTestOptions {
  /**
   * Start the test's context signed in as the demo parent on a freshly seeded demo (the worker's
   * `demoSession` storage); `page.goto(path)` then lands on a signed-in screen. Default false:
   * signed out, the demo seeds itself on the first page.
   */
  signedIn: boolean
  /**
   * After a test that passed, run axe on the page it ended on (false: don't; an object: with these
   * options). Explicit `expectNoA11yViolations` calls still check the dialogs and drawers opened
   * on the way, which are closed by the end.
   */
  axeAtEnd: boolean | A11yOptions
  /**
   * Let the demo family act on its own (requests, security events, offline Macs within a minute
   * of the parent being seen). Default false: every page of the test holds it still first.
   */
  livingFamily: boolean
}

export const test = base.extend<{ demo: DemoHelpers } & GatehouseTestOptions, { demoSession: DemoSession }>({
  signedIn: [false, { option: true }],
  axeAtEnd: [false, { option: true }],
  livingFamily: [false, { option: true }],
  demoSession: [async ({ browser }, use, workerInfo) => use(await sessionFor(browser, workerInfo.project.use.baseURL)), { scope: 'worker' }],
  context: async ({ context, livingFamily, reuseContext }, use) => {
    if (reuseContext) await resetKeptContext(context)
    if (!livingFamily) await context.addInitScript(holdFamilyStill)
    await use(context)
  },
  demo: async ({ page }, use) => {
    await use(demoHelpers(page))
  },
  page: async ({ page, axeAtEnd, signedIn, reuseContext, baseURL }, use, testInfo) => {
    if (reuseContext) {
      await test.step('a clean start in the kept context', () => expectCleanStart(page), { box: true })
      // Signed out, a test starts on a blank tab, as in a new context; signed in, from the quiet page.
      if (!signedIn) await page.goto('about:blank')
    }
    const trail = recordTrail(page)
    if (signedIn) await writeSession(page)
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('api-failures-and-navigations', { body: trail.join('\n') || '(none)', contentType: 'text/plain' })
    }
    if (axeAtEnd !== false && testInfo.status === 'passed') await axeOnFinalPage(page, axeAtEnd)
    if (reuseContext) await leaveMarks(page, baseURL)
  },
})

/** axe on the page a passing test ended on (option `axeAtEnd`), unless its own last check saw it. */
async function axeOnFinalPage(page: Page, axeAtEnd: true | A11yOptions): Promise<void> {
  if (page.isClosed() || !page.url().startsWith('http')) return
  // The test's own last check may have seen this very page already: no need to repeat it.
  if (axeAtEnd === true && (await alreadyChecked(page))) return
  await test.step('axe on the final page', () => expectNoA11yViolations(page, axeAtEnd === true ? {} : axeAtEnd), { box: true })
}
