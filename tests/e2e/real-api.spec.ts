/**
 * The production build (no demo, no in-browser fake server) in real-API mode against the fake API
 * over HTTP (`npm run fake-api`), as a developer runs the dashboard without a backend: log in and
 * see the children, save a child's settings, review an activity day, accept an unlock request.
 * Each outcome is read again after a reload, from the API itself.
 *
 * The build talks to the API at a fixed address, so it is made for a port chosen beforehand:
 * PW_REAL_API_DIST with PW_REAL_API_PORT (scripts/e2e.mjs makes them when this spec is part of the
 * run); without them this spec builds one itself per worker folder (for running the spec alone).
 * Each test starts `npm run fake-api` on that port afresh (a freshly seeded family, the children
 * sending nothing on their own), so the tests of this file run one after another in one worker.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { freePort, root, tools } from '../../scripts/lib.mjs'
import { expect as baseExpect, test as base } from './fixtures'
import { expectNoViolations, watchViolations } from './policy'
import { type StaticServer, serveStatic } from './static-server'

const expect = baseExpect.configure({ timeout: 60_000 })
// One API address per build: this file's tests share it, one at a time.
base.describe.configure({ mode: 'default', timeout: 90_000 })
// Its build talks to the fake API over HTTP (or a host) on the machine's real clock: the page keeps the real clock too.
base.use({ statedClock: false })

const credentials = JSON.parse(readFileSync(join(root, 'fake-server/demo-credentials.json'), 'utf8')) as { email: string; password: string }
const noticeKey = 'gatehouse.activity.extension-notice-dismissed'
const maya = 'c0000000-0000-4000-8000-000000000001'
const leo = 'c0000000-0000-4000-8000-000000000002'
const leosKeychain = 'b0000000-0000-4000-8000-000000000002'
const discord = 'ab000000-0000-4000-8000-000000000002'

interface RealApiBuild {
  /** The dashboard's address (the static server of the build). */
  readonly home: string
  /** The API's address the build was made for. */
  readonly apiUrl: string
  readonly apiPort: number
}

/** The build, served statically (one per worker), and the fake API started for each test. */
const test = base.extend<{ api: string }, { realApi: RealApiBuild }>({
  realApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use, workerInfo) => {
      let dist = process.env.PW_REAL_API_DIST ?? ''
      let apiPort = Number(process.env.PW_REAL_API_PORT)
      if (!dist) {
        apiPort = await freePort(Number(process.env.PW_PORT ?? 4173) + 2)
        // One folder per worker: workers building side by side would empty each other's folder.
        dist = join('test-results', `dist-real-api-${workerInfo.workerIndex}`)
        const built = spawnSync(process.execPath, [tools.vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
          stdio: 'inherit',
          env: { ...process.env, VITE_API_URL: `http://127.0.0.1:${apiPort}`, VITE_API_PROFILE: 'current' },
        })
        if (built.status !== 0) throw new Error('the production build failed')
      }
      if (!existsSync(join(dist, 'index.html'))) throw new Error(`no production build in ${dist}`)
      if (!Number.isInteger(apiPort) || apiPort <= 0) throw new Error('PW_REAL_API_PORT must name the port the build talks to')
      const server: StaticServer = await serveStatic(dist, '/')
      await use({ home: server.origin, apiUrl: `http://127.0.0.1:${apiPort}`, apiPort })
      await server.close()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  // Every test, whether it reads the API itself or not, gets a freshly started one.
  api: [
    async ({ realApi }, use) => {
      const api = await startFakeApi(realApi.apiPort)
      await use(realApi.apiUrl)
      await stop(api)
    },
    { auto: true },
  ],
})

/** `npm run fake-api` on `port`, resolved once it says it is running. */
function startFakeApi(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'scripts/fake-api.mjs'), '--port', String(port), '--quiet-family', '--seed', '15'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('PairQL:')) resolve(child)
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', listen)
    child.once('exit', (code) => reject(new Error(`npm run fake-api stopped (${code}):\n${output}`)))
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Calls the API from the test as the signed-in parent of `page`, to read what the screens saved. */
async function read<T>(page: Page, apiUrl: string, operation: string, input: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('admin_token'))
  const response = await fetch(`${apiUrl}/pairql/dashboard/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-AdminToken': token ?? '' },
    body: JSON.stringify(input),
  })
  expect(response.status, `${operation}`).toBe(200)
  return (await response.json()) as T
}

/** Signs in through the login form with the demo parent's credentials, then opens `path`. */
async function signIn(page: Page, home: string, path = '/children'): Promise<void> {
  await page.goto(`${home}/login`)
  await page.getByLabel('Email', { exact: true }).fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  if (path !== '/') await page.goto(`${home}${path}`)
}

/** Every PairQL call of the page must go to the API, none to the dashboard's own origin. */
function recordApiCalls(page: Page, home: string): { api: string[]; elsewhere: string[] } {
  const calls = { api: [] as string[], elsewhere: [] as string[] }
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.includes('/pairql/')) return
    if (url.origin === home) calls.elsewhere.push(url.href)
    else calls.api.push(url.href)
  })
  return calls
}

const childCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true, level: 2 }) })

test('log in with the demo parent and see the children, still there after a reload', async ({ page, realApi, api }) => {
  const calls = recordApiCalls(page, realApi.home)
  const fromConsole = await watchViolations(page)
  await page.goto(`${realApi.home}/login`)
  await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
  // The production build has no demo: no demo account to fill in, no demo panel.
  await expect(page.getByRole('region', { name: 'Demo account' })).toHaveCount(0)
  expect(await page.evaluate(() => 'gatehouseDemo' in window)).toBe(false)
  await signIn(page, realApi.home)
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible()
  for (const name of ['Maya', 'Leo', 'Ava']) await expect(childCard(page, name)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Demo/ })).toHaveCount(0)
  await expectNoViolations(page, 'production /children')
  // Today's API sends an announcement, shown on Home, whose HTML is parsed under the policy's
  // Trusted Types: no violation, in production as in the demo.
  await page.goto(`${realApi.home}/`)
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('your own time zone')
  await expectNoViolations(page, 'production /')
  expect(fromConsole).toEqual([])
  await page.goto(`${realApi.home}/children`)

  await page.reload()
  for (const name of ['Maya', 'Leo', 'Ava']) await expect(childCard(page, name)).toBeVisible()
  expect(calls.api.some((url) => url.startsWith(`${api}/pairql/dashboard/`))).toBe(true)
  expect(calls.elsewhere, 'no API call goes to the dashboard’s own origin').toEqual([])
})

test('a child’s settings saved reach the API and show again after a reload', async ({ page, realApi, api }) => {
  await signIn(page, realApi.home, `/children/${maya}`)
  await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
  const save = page.getByRole('button', { name: 'Save child', exact: true })
  await expect(save).toBeDisabled()
  await page.getByLabel('Record typed text (keylogging)').uncheck()
  await page.getByLabel('Screenshot frequency').selectOption('300')
  await save.click()
  await expect(page.getByText('Child saved!')).toBeVisible()
  await expect(save).toBeDisabled()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Record typed text (keylogging)')).not.toBeChecked()
  await expect(page.getByLabel('Screenshot frequency')).toHaveValue('300')
  const child = await read<{ keyloggingEnabled: boolean; screenshotsFrequency: number }>(page, api, 'GetUser', maya)
  expect(child).toMatchObject({ keyloggingEnabled: false, screenshotsFrequency: 300 })
})

test('an activity day reviewed: one flagged, the rest deleted, the counts kept after a reload', async ({ page, realApi }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), noticeKey)
  await signIn(page, realApi.home, `/children/${maya}/activity`)
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Screenshots' })).toBeVisible()
  // Yesterday (the second day card): today's simulated Mac goes on sending screenshots, and a new
  // one would leave today one short of all reviewed.
  const card = page.locator('a.day-card').nth(1)
  await expect(card).toContainText(/\d+ out of \d+ screenshots reviewed/)
  const href = (await card.getAttribute('href')) ?? ''
  const cardText = (await card.textContent()) ?? ''
  const flaggedBefore = Number(/(\d+) flagged/.exec(cardText)?.[1] ?? 0)
  // The card counts screenshots; the day page counts items, typed text too (the day may hold some).
  const screenshots = Number(/out of (\d+) screenshots reviewed/.exec(cardText)?.[1])
  await card.click()
  await expect(page).toHaveURL(/\/activity\/\d{2}-\d{2}-\d{4}$/)
  const progress = page.locator('.activity-day__progress')
  await expect(progress).toContainText(/\d+ out of \d+ items reviewed/)
  const total = Number(/out of (\d+) items reviewed/.exec((await progress.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(1)

  const first = page.locator('article[data-item-id]').first()
  const flagged = page.waitForResponse((r) => /\/FlagActivityItems$/.test(r.url()))
  await first.getByRole('button', { name: 'Flag' }).click()
  await expect(first.getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'true')
  expect((await flagged).status()).toBe(200)
  await page.getByRole('button', { name: 'Delete unflagged screenshots' }).click()
  await expect(page).toHaveURL(new RegExp(`/children/${maya}/activity$`))

  await page.reload()
  const day = page.locator(`a.day-card[href="${href}"]`)
  await expect(day).toContainText(`${screenshots} out of ${screenshots} screenshots reviewed`)
  await expect(day).toContainText(`${flaggedBefore + 1} flagged`)
})

test('an unlock request accepted with a new key: accepted and the key saved, after a reload', async ({ page, realApi, api }) => {
  await signIn(page, realApi.home, '/unlock-requests')
  await expect(page.getByRole('heading', { name: 'Unlock requests', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Accept Leo’s request for cdn.discordapp.com' }).click()
  await expect(page).toHaveURL(new RegExp(`/children/${leo}/unlock-requests/${discord}/review$`))
  await page.getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/edit-key/${leosKeychain}$`))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('The unlock request has been accepted.')).toBeVisible()

  await page.reload()
  await expect(page).toHaveURL(new RegExp(`/unlock-requests/${discord}$`))
  await expect(page.getByText('cdn.discordapp.com').first()).toBeVisible()
  await page.goto(`${realApi.home}/unlock-requests`)
  await expect(page.getByRole('heading', { name: 'Unlock requests', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Accept Leo’s request for cdn.discordapp.com' })).toHaveCount(0)
  expect((await read<{ status: string }>(page, api, 'GetUnlockRequest', discord)).status).toBe('accepted')
  const keys = await read<{ keys: { key: { domain?: string } }[] }>(page, api, 'GetAdminKeychain', leosKeychain)
  expect(keys.keys.filter((k) => k.key.domain === 'discordapp.com')).toHaveLength(1)
})

/**
 * Holds the app's chunk (React, the router, the entry's code) until the page asks for `operation`,
 * or 20 s have passed: when only the app asks for it, the timeout releases the chunk. Gives a
 * reader of what released it.
 */
async function holdAppCodeUntilAsked(page: Page, operation: string): Promise<() => 'request' | 'timeout' | null> {
  const asked = new Promise<'request'>((resolve) => {
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/pairql/dashboard/${operation}`)) resolve('request')
    })
  })
  let releasedBy: 'request' | 'timeout' | null = null
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    releasedBy ??= await Promise.race([asked, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000))])
    await route.continue()
  })
  return () => releasedBy
}

test("an e-mail's address of a child's request asks for the request before the app's code has arrived", async ({ browser, realApi }) => {
  // A cold visit: the app's service worker would answer the code from its cache, past the hold.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, realApi.home)
  const releasedBy = await holdAppCodeUntilAsked(page, 'GetUnlockRequest')
  await page.goto(`${realApi.home}/children/${leo}/unlock-requests/${discord}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 40_000 })
  expect(releasedBy()).toBe('request')
  await context.close()
})

test("a signed-in page asks for its data before the app's code has arrived; signed out, it asks nothing", async ({ browser, realApi }) => {
  // A cold visit, as above: an installed service worker would answer the code past the hold.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, realApi.home)
  const releasedBy = await holdAppCodeUntilAsked(page, 'GetUsers')
  await page.goto(`${realApi.home}/children`)
  for (const name of ['Maya', 'Leo', 'Ava']) await expect(childCard(page, name)).toBeVisible({ timeout: 40_000 })
  expect(releasedBy()).toBe('request')

  // Signed out, the same document sends the visitor to the login page without calling the API.
  await page.unrouteAll()
  await page.evaluate(() => window.localStorage.clear())
  const calls = recordApiCalls(page, realApi.home)
  await page.goto(`${realApi.home}/children`)
  await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
  expect(calls.api).toEqual([])
  await context.close()
})
