/**
 * First paint: the public pages come painted in their HTML documents (usable before any script
 * runs), are hydrated without warnings, and a signed-in route's data is requested while its code
 * is still downloading. Needs the built demo (the documents are written by the build).
 */
import type { ConsoleMessage, Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'

// A first visit, loading and painting: every test, signed in too, loads pages in a browser
// context of its own, never on the worker's kept page, with the real clock (the paint timings
// it reads are hidden under a faked one; nothing here depends on the date).
test.use({ keptPage: false, statedClock: false })

const publicPages = ['/login', '/signup', '/reset-password', '/conf-booth', '/conf-workshop'] as const

/** Each document's title, written by the build as the app writes it. */
const documentTitles: Readonly<Record<string, string>> = {
  '/login': 'Log in · Gatehouse',
  '/signup': 'Sign up · Gatehouse',
  '/reset-password': 'Reset your password · Gatehouse',
  '/conf-booth': 'Conference booth · Gatehouse',
  '/conf-workshop': 'Conference workshop · Gatehouse',
  '/use-case': 'How will you use Gatehouse? · Gatehouse',
  '/children': 'Children · Gatehouse',
  '/devices': 'Devices · Gatehouse',
  '/settings': 'Settings · Gatehouse',
}

/** React reports a hydration mismatch as an error (minified codes 418-425 in production builds). */
const hydrationProblem = /hydrat|did not match|#41[89]|#42[0-5]/i

function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

const emailField = (page: Page) => page.locator('form input[type=email]').first()

test.describe('pages painted from HTML', () => {
  test('each public page shows its form and its title before any JavaScript runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    try {
      const page = await context.newPage()
      for (const path of [...publicPages, '/use-case']) {
        await page.goto(path)
        await expect(page.locator('#root'), path).toHaveAttribute('data-prerendered', path)
        await expect(page, path).toHaveTitle(documentTitles[path]!)
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        if (path !== '/use-case') await expect(emailField(page), path).toBeVisible()
      }
    } finally {
      await context.close()
    }
  })

  test("a signed-in page shows the app's frame and its title before any JavaScript runs, with nothing to press", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    try {
      const page = await context.newPage()
      for (const path of ['/children', '/devices', '/settings']) {
        await page.goto(path)
        await expect(page, path).toHaveTitle(documentTitles[path]!)
        await expect(page.locator('#root .shell--loading'), path).toBeVisible()
        await expect(page.getByRole('status'), path).toHaveText('Loading Gatehouse…')
        await expect(page.locator('#root .sidebar'), path).toBeVisible()
        await expect(page.locator('#root').locator('a, button, input'), path).toHaveCount(0)
      }
      // On a phone the frame is the top bar; the sidebar is the menu's panel, closed.
      await page.setViewportSize({ width: 360, height: 740 })
      await expect(page.locator('#root .shell__topbar')).toBeVisible()
      await expect(page.locator('#root .sidebar')).toBeHidden()
    } finally {
      await context.close()
    }
  })

  for (const path of publicPages) {
    test(`${path} works after hydration, with no hydration warning`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(path)
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path)
      // Hydrated: React's handlers are attached to the prerendered field.
      await page.waitForFunction(() => {
        const field = document.querySelector('form input[type=email]')
        return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'))
      })
      // The form works: a missing or malformed address is caught in the page (no navigation) and
      // marked. (Some forms keep their button disabled until the address has an @.)
      if (path !== '/login') await emailField(page).fill('parent@')
      await page.locator('form button[type=submit]').first().click()
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
      expect(problems.filter((text) => hydrationProblem.test(text))).toEqual([])
    })
  }
})

test.describe('painted before the code is fetched', () => {
  test("a public page's scripts, but its small first one, are fetched only after its first paint", async ({ page }) => {
    await page.goto('/login')
    await page.waitForFunction(() => {
      const field = document.querySelector('form input[type=email]')
      return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'))
    })
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const inHead = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('head > script[src], head > link[rel=modulepreload]')]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
      return {
        paintedAt: paint?.startTime ?? null,
        scripts,
        template: document.getElementById('route-code') instanceof HTMLTemplateElement,
        first: inHead.map((el) => new URL('src' in el && el.src ? el.src : (el as HTMLLinkElement).href).pathname),
      }
    })
    expect(timing.template).toBe(true)
    expect(timing.paintedAt).not.toBeNull()
    // The document's first script and its imports are named outside the template: just the boot entry.
    expect(timing.first.some((path) => /\/assets\/boot-[^/]+\.js$/.test(path))).toBe(true)
    const early = timing.scripts.filter((s) => s.startTime < (timing.paintedAt ?? 0)).map((s) => s.path)
    const firstScripts = new Set(timing.first.filter((path) => !/\/assets\/boot-[^/]+\.js$/.test(path)))
    expect(early.filter((path) => !/\/assets\/boot-[^/]+\.js$/.test(path) && !firstScripts.has(path))).toEqual([])
    // The app itself (React, the router, the route's screen) came after the paint.
    expect(timing.scripts.filter((s) => s.startTime >= (timing.paintedAt ?? 0)).length).toBeGreaterThan(3)
  })

  test("the parent's stored theme is applied before the app's code has loaded", async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('gatehouse.theme', 'dark'))
    // The app's entry (which would apply the theme too) is refused: only the first script runs.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

/** The notice a page shows when its code cannot be downloaded (src/code-failure.ts). */
const failure = /Gatehouse could not load: part of the app did not download/

test.describe("when the app's code cannot be downloaded", () => {
  test('a public page says so and keeps what was typed', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/login')
    await emailField(page).fill('parent@example.com')
    await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()
    await expect(emailField(page)).toHaveValue('parent@example.com')
  })
})

test.describe('signed in', () => {
  test.use({ signedIn: true })

  test("a page whose code cannot be downloaded says so, and 'Try again' loads the app", async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/children')
    await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()
    // Like every failed page, it offers a way to a person.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: failure })
        .getByRole('link', { name: /^Contact support/ }),
    ).toHaveAttribute('target', '_blank')
    // The frame no longer says it is loading.
    await expect(page.getByText('Loading Gatehouse…')).toBeHidden()
    await expectNoA11yViolations(page)
    await page.unroute(/\/assets\/index-[^/]+\.js$/)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { name: 'Children', level: 1 })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: failure })).toHaveCount(0)
  })

  test("a route's data request starts before its code has finished loading", async ({ page }) => {
    let dataRequested: () => void = () => {}
    const requested = new Promise<'request'>((resolve) => {
      dataRequested = () => resolve('request')
    })
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/pairql\/dashboard\/GetUsers$/.test(request.url())) dataRequested()
    })
    // The children screen's chunk is held until the children are requested (or 20 s pass): when the
    // request only starts after the screen has mounted, the chunk is released by the timeout.
    let releasedBy: 'request' | 'timeout' | null = null
    await page.route(/\/assets\/ChildrenScreen-[^/]+\.js$/, async (route) => {
      releasedBy ??= await Promise.race([requested, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000))])
      await route.continue()
    })
    await page.goto('/children')
    await expect(page.getByRole('heading', { name: 'Children', level: 1 })).toBeVisible({ timeout: 40_000 })
    expect(releasedBy).toBe('request')
  })

  test("the frame is painted in the parent's theme and gives way to the app", async ({ page }) => {
    // The mark the bench times the app's start by: set once its entry has run, and only then.
    const appCodeRan = () => page.evaluate(() => performance.getEntriesByName('gatehouse:app-code-ran', 'mark').length)
    await page.goto('/children')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.locator('.shell--loading')).toHaveCount(0)
    expect(await appCodeRan()).toBe(1)
    await page.evaluate(() => localStorage.setItem('gatehouse.theme', 'dark'))
    // The app's entry (which would apply the theme too) is refused: only the first scripts run.
    // The page's requests skip the service workers, whose caches would otherwise answer the entry
    // (the app's worker keeps the code once installed, sooner or later depending on the machine).
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Network.setBypassServiceWorker', { bypass: true })
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/devices')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('#root .shell--loading')).toBeVisible()
    await page.waitForLoadState('load')
    expect(await appCodeRan()).toBe(0)
  })
})

test.describe('signed in, the generic document', () => {
  test.use({ signedIn: true, serviceWorkers: 'block' })

  test('the generic document shows its frame on signed-in addresses, when a parent is signed in', async ({ page }) => {
    // The app's entry is refused: what shows is the document and its first script alone. (The
    // demo's service worker is blocked: requests it forwarded would escape the refusal.)
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    const frame = page.locator('#root .shell--loading')
    for (const path of ['/', '/children/5f0c2a8e-0000-4000-8000-000000000001', '/keychains/5f0c2a8e-0000-4000-8000-000000000002']) {
      await page.goto(path)
      await expect(frame, path).toBeVisible()
    }
    // An e-mail's link to a child's request: its screen's code is asked for at once.
    await page.goto('/children/5f0c2a8e-0000-4000-8000-000000000001/unlock-requests/5f0c2a8e-0000-4000-8000-000000000003')
    await expect(frame).toBeVisible()
    await expect(page.locator('head link[rel=modulepreload][href*="/UnlockRequestScreen-"]')).toHaveCount(1)
    for (const path of ['/otp/not-a-token', '/reset-password/not-a-token', '/no-such-page']) {
      await page.goto(path)
      await expect(page.getByRole('alert').filter({ hasText: failure }), path).toBeVisible()
      await expect(frame, path).toBeHidden()
      await expect(page.locator('head link[rel=modulepreload][href*="Screen-"]'), path).toHaveCount(0)
    }
    await page.evaluate(() => localStorage.removeItem('admin_token'))
    // Signed out, the document's first script sends `/` on to the login page, which can cut the
    // navigation short of its load event: wait for what shows instead.
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()
    await expect(frame).toBeHidden()
  })
})

test('the demo’s login page does not move when the demo’s server comes up', async ({ page, demo }) => {
  // Every layout shift of the page from its first paint on (the parent has not typed yet).
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/login')
  // The demo account's box is in the page from the start, its values filled in later.
  await expect(page.getByRole('region', { name: 'Demo account' })).toBeVisible()
  await demo.ready()
  const credentials = await demo.credentials()
  await expect(page.getByRole('region', { name: 'Demo account' })).toContainText(credentials.email)
  await expect(page.getByRole('button', { name: 'Fill in the demo account' })).toBeEnabled()
  // Shifts are reported with the frames that show them: two frames on, every one is in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
})
