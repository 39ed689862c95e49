/**
 * The production build's service worker (scripts/app-worker.ts, src/app-update.ts), with the build
 * served as a host serves it (each route's document at its address) and the fake API over HTTP:
 * a repeat visit asks the host for no code and no document; with no network, a signed-in address
 * opens the shell with the offline banner; a new version is offered with a toast, and "Reload"
 * brings it; the API's answers are never kept by the worker; the build is installable.
 *
 * Each test serves its own copy of the build (the update test changes its files) to a fresh
 * browser context, so every test starts with no worker installed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { browserArgs, findBrowser, root } from '../../scripts/lib.mjs'
import { expect as baseExpect, test as base } from './fixtures'
import { violationsOf, watchViolations } from './policy'
import { productionBuild, startFakeApi } from './production-build'
import { type StaticServer, serveStatic } from './static-server'

const expect = baseExpect.configure({ timeout: 60_000 })
// One worker runs this file's tests in order: one build of its own, one fake API held for them.
base.describe.configure({ mode: 'default', timeout: 120_000 })
// Its build talks to the fake API over HTTP (or a host) on the machine's real clock: the page keeps the real clock too.
base.use({ statedClock: false })
// The app's own worker installs, caches and updates on its own origin, and a DevTools session
// drives it: each test in a new browser context (as every test that does not sign in has).

const credentials = JSON.parse(readFileSync(join(root, 'fake-server/demo-credentials.json'), 'utf8')) as { email: string; password: string }
/** The full browser (not the headless shell), for what only it does. */
const fullBrowser = findBrowser()
const maya = 'c0000000-0000-4000-8000-000000000001'
const offlineMessage = "You're offline. Your changes are kept; try again when you're back online."
const updateMessage = 'A new version of Gatehouse is ready'

interface Hosted {
  readonly home: string
  readonly folder: string
  readonly server: StaticServer
  readonly apiUrl: string
}

const test = base.extend<{ hosted: Hosted }, { build: { dist: string; apiUrl: string } }>({
  build: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use, workerInfo) => {
      const build = await productionBuild(workerInfo.workerIndex, { own: true, name: 'app-worker' })
      const api = await startFakeApi(Number(new URL(build.apiUrl).port))
      if (api.url !== build.apiUrl) throw new Error(`the build talks to ${build.apiUrl}, whose port is taken`)
      await use(build)
      await api.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  hosted: async ({ build }, use) => {
    const folder = mkdtempSync(join(tmpdir(), 'gatehouse-app-worker-'))
    cpSync(build.dist, folder, { recursive: true })
    const server = await serveStatic(folder, '/', { documents: true })
    await use({ home: server.origin, folder, server, apiUrl: build.apiUrl })
    await server.close()
    rmSync(folder, { recursive: true, force: true })
  },
})

/** Resolves once the page's worker has installed and activated (the page itself is not yet controlled). */
async function workerActivated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none')).toBe('activated')
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null)

/** The prerendered login form is hydrated: React's handlers are attached to its field. */
async function formHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const field = document.querySelector('form input[type=email]')
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'))
  })
}

/** Signs in through the login form, and waits for the children and for the worker to be in place. */
async function signInAndInstall(page: Page, home: string): Promise<void> {
  await page.goto(`${home}/login`)
  await formHydrated(page)
  await page.getByLabel('Email', { exact: true }).fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  // Signed in, the parent lands on Home; the children's page is then one step away.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.goto(`${home}/children`)
  await expect(page.getByRole('heading', { level: 2, name: 'Maya', exact: true })).toBeVisible()
  await workerActivated(page)
}

/** What the host was asked for since `from` (an index into its log). */
const askedSince = (server: StaticServer, from: number) => server.paths.slice(from)

test('a repeat visit asks the host for no code and no document: the device answers', async ({ page, hosted }) => {
  const fromConsole = await watchViolations(page)
  await signInAndInstall(page, hosted.home)
  for (const path of ['/children', `/children/${maya}`, '/login']) {
    const from = hosted.server.paths.length
    await page.goto(`${hosted.home}${path}`)
    expect(await controlled(page), path).toBe(true)
    if (path === '/login') await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Only the browser's check for a new worker may reach the host.
    expect(
      askedSince(hosted.server, from).filter((p) => p !== '/sw.js'),
      path,
    ).toEqual([])
    expect(await violationsOf(page), `${path}: policy violations`).toEqual([])
  }
  expect(fromConsole).toEqual([])
})

test('each fixed address is answered with its own document, with or without a query', async ({ page, hosted }) => {
  await page.goto(`${hosted.home}/login`)
  await workerActivated(page)
  const documentOf = (file: string) => readFileSync(join(hosted.folder, file), 'utf8')
  for (const [path, file] of [
    ['/signup?plan=family', 'signup/index.html'],
    ['/login', 'login/index.html'],
    ['/keychains/new', 'keychains/new/index.html'],
    [`/children/${maya}/activity`, 'index.html'],
    ['/', 'index.html'],
  ] as const) {
    const from = hosted.server.paths.length
    const response = await page.goto(`${hosted.home}${path}`)
    expect(response?.fromServiceWorker(), path).toBe(true)
    expect(
      askedSince(hosted.server, from).filter((p) => p !== '/sw.js'),
      path,
    ).toEqual([])
    expect(await response?.text(), `${path} answers ${file}`).toBe(documentOf(file))
  }
})

test('with no network, a signed-in address opens the shell with the offline banner', async ({ page, context, hosted }) => {
  await signInAndInstall(page, hosted.home)
  await context.setOffline(true)
  for (const path of ['/children', `/children/${maya}`]) {
    await page.goto(`${hosted.home}${path}`)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByText(offlineMessage)).toBeVisible()
  }
  await context.setOffline(false)
})

test('the worker keeps none of the API’s answers', async ({ page, hosted }) => {
  await signInAndInstall(page, hosted.home)
  await page.goto(`${hosted.home}/children/${maya}`)
  await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    // The worker names each file's version in its address's query.
    return urls.map((url) => url.replace(/\?__WB_REVISION__=[0-9a-f]+$/, ''))
  })
  expect(kept).toContain(`${hosted.home}/login`)
  expect(kept.some((url) => url.startsWith(`${hosted.home}/assets/`))).toBe(true)
  expect(kept.filter((url) => !url.startsWith(`${hosted.home}/`))).toEqual([])
  expect(kept.filter((url) => url.includes('pairql'))).toEqual([])
})

test('a new version is offered with a toast, and Reload brings it; until then, and in other open pages, nothing changes by itself', async ({
  page,
  hosted,
}) => {
  await signInAndInstall(page, hosted.home)
  await page.goto(`${hosted.home}/children`)
  expect(await controlled(page)).toBe(true)

  // The next version: the children's document changed, and the worker's list says so.
  const marker = '<meta name="gatehouse-test-version" content="next" />'
  const documentFile = join(hosted.folder, 'children/index.html')
  writeFileSync(documentFile, readFileSync(documentFile, 'utf8').replace('</head>', `${marker}</head>`))
  const workerFile = join(hosted.folder, 'sw.js')
  const worker = readFileSync(workerFile, 'utf8')
  const entry = /\{url:"children",revision:"([0-9a-f]+)"\}/
  expect(worker).toMatch(entry)
  writeFileSync(workerFile, worker.replace(entry, '{url:"children",revision:"0123456789abcdef0123456789abcdef"}'))

  // The browser checks for a new worker on each visit. A second page of the dashboard is open too.
  const other = await page.context().newPage()
  await other.goto(`${hosted.home}/children`)
  await page.goto(`${hosted.home}/children`)
  const version = (p: Page) => p.locator('meta[name="gatehouse-test-version"]')
  const offer = (p: Page) => p.getByRole('status').filter({ hasText: updateMessage })
  await expect(offer(page)).toBeVisible()
  // Still the version the page started with: nothing comes from the next one yet.
  await expect(version(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Reload', exact: true }).click()
  await expect(version(page)).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'Maya', exact: true })).toBeVisible()
  await expect(page.getByText(updateMessage)).toHaveCount(0)

  // The other page is not reloaded under the parent's hands: it offers the reload too.
  await expect(offer(other)).toBeVisible()
  await expect(version(other)).toHaveCount(0)
  await other.getByRole('button', { name: 'Reload', exact: true }).click()
  await expect(version(other)).toHaveCount(1)
  await other.close()
})

test('installable: the manifest names the app, its colours and icons, each of which loads', async ({ page, hosted }) => {
  await page.goto(`${hosted.home}/login`)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const response = await page.request.get(new URL(href ?? '', hosted.home).href)
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as {
    name: string
    display: string
    start_url: string
    theme_color: string
    background_color: string
    icons: { src: string; sizes: string; purpose: string; type: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Gatehouse', display: 'standalone', theme_color: '#1f3a5f' })
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons) {
    const image = await page.request.get(new URL(icon.src, new URL(href ?? '', hosted.home)).href)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type'], icon.src).toBe('image/png')
    const size = await page.evaluate(
      async (bytes) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }))
        return `${bitmap.width}x${bitmap.height}`
      },
      [...(await image.body())],
    )
    expect(size, icon.src).toBe(icon.sizes)
  }
  // The browser's own installability checks (those Lighthouse reported) find nothing missing; a
  // test's browser context is off the record, which no page can change. The headless shell the
  // tests run in makes no such checks: the full browser does.
  const full = await chromium.launch({ ...(fullBrowser?.path ? { executablePath: fullBrowser.path } : {}), args: browserArgs })
  try {
    const fullPage = await full.newPage()
    await fullPage.goto(`${hosted.home}/login`)
    const cdp = await fullPage.context().newCDPSession(fullPage)
    const installability = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId)
    await expect.poll(installability).toEqual(['in-incognito'])
  } finally {
    await full.close()
  }
  // A theme colour for each of the system's themes.
  expect(await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('media')))).toEqual([
    '(prefers-color-scheme: light)',
    '(prefers-color-scheme: dark)',
  ])
})

test('the worker registers where the policy requires Trusted Types for script addresses', async ({ page, hosted }) => {
  const strict = await serveStatic(hosted.folder, '/', {
    documents: true,
    documentHeaders: { 'Content-Security-Policy': "require-trusted-types-for 'script'" },
  })
  try {
    const refused: string[] = []
    page.on('console', (message) => {
      if (/TrustedScriptURL|Trusted Type/i.test(message.text())) refused.push(message.text())
    })
    await page.goto(`${strict.origin}/login`)
    await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
    await workerActivated(page)
    expect(refused.filter((text) => text.includes('sw.js') || text.includes('ServiceWorkerContainer'))).toEqual([])
  } finally {
    await strict.close()
  }
})
