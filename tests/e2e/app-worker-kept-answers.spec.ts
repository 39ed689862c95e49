/**
 * The answers the device keeps between visits (src/data/kept-rules.ts), in the production build
 * against the fake API over HTTP: a second visit shows the children from the device at once, says
 * it is updating, then shows the server's list; after a logout nothing of that parent is kept;
 * with no network, the children's page shows the kept children under the offline banner.
 *
 * The API is held back by intercepting its requests, which a service worker would hide from the
 * test: those tests block the worker. The offline test needs it (it answers the documents).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import { root } from '../../scripts/lib.mjs'
import { expect as baseExpect, test as base } from './fixtures'
import { productionBuild, startFakeApi } from './production-build'
import { type StaticServer, serveStatic } from './static-server'

const expect = baseExpect.configure({ timeout: 60_000 })
// One API address per build: this file's tests share it, one at a time.
base.describe.configure({ mode: 'default', timeout: 120_000 })
// Its build talks to the fake API over HTTP (or a host) on the machine's real clock: the page keeps the real clock too.
base.use({ statedClock: false })

const credentials = JSON.parse(readFileSync(join(root, 'fake-server/demo-credentials.json'), 'utf8')) as { email: string; password: string }
const offlineMessage = "You're offline. Your changes are kept; try again when you're back online."
const keptKey = 'gatehouse.kept-answers'

const test = base.extend<{ home: string }, { build: { dist: string; apiUrl: string } }>({
  build: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use, workerInfo) => use(await productionBuild(workerInfo.workerIndex)),
    { scope: 'worker', timeout: 240_000 },
  ],
  // A freshly seeded API and the build served as a host serves it, for each test.
  home: async ({ build }, use) => {
    const api = await startFakeApi(Number(new URL(build.apiUrl).port))
    if (api.url !== build.apiUrl) throw new Error(`the build talks to ${build.apiUrl}, whose port is taken`)
    const server: StaticServer = await serveStatic(build.dist, '/', { documents: true })
    await use(server.origin)
    await server.close()
    await api.stop()
  },
})

const childHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })
const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key), keptKey)

async function signIn(page: Page, home: string): Promise<void> {
  await page.goto(`${home}/login`)
  // The prerendered form is hydrated: React's handlers are on its field.
  await page.waitForFunction(() => {
    const field = document.querySelector('form input[type=email]')
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'))
  })
  await page.getByLabel('Email', { exact: true }).fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** Holds the API's children list until `release()`; then answers with Maya renamed. */
async function holdChildren(page: Page) {
  let release = (): void => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/pairql\/dashboard\/GetUsers$/, async (route: Route) => {
    await released
    const response = await route.fetch()
    const children = (await response.json()) as { name: string }[]
    await route.fulfill({ response, json: children.map((c) => (c.name === 'Maya' ? { ...c, name: 'Maya Fresh' } : c)) })
  })
  return { release }
}

test.describe('with the API held back', () => {
  test.use({ serviceWorkers: 'block' })

  test('a second visit shows the children from the device at once, then the server’s list', async ({ page, home }) => {
    await signIn(page, home)
    await page.goto(`${home}/children`)
    await expect(childHeading(page, 'Maya')).toBeVisible()
    await expect.poll(() => kept(page)).toContain('"users"')

    const api = await holdChildren(page)
    await page.goto(`${home}/children`)
    await expect(childHeading(page, 'Maya')).toBeVisible()
    await expect(page.getByText('Updating…')).toBeVisible()
    api.release()
    await expect(childHeading(page, 'Maya Fresh')).toBeVisible()
    await expect(page.getByText('Updating…')).toHaveCount(0)
    await expect(childHeading(page, 'Maya')).toHaveCount(0)
  })

  test('after a logout, nothing of that parent is kept: the next visit waits for the server', async ({ page, home }) => {
    await signIn(page, home)
    await page.goto(`${home}/children`)
    await expect(childHeading(page, 'Maya')).toBeVisible()
    await expect.poll(() => kept(page)).toContain('"users"')

    await page.getByRole('link', { name: 'Log out' }).click()
    await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
    expect(await kept(page)).toBeNull()

    await signIn(page, home)
    const api = await holdChildren(page)
    await page.goto(`${home}/children`)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByText('Loading children…')).toBeVisible()
    await expect(childHeading(page, 'Maya')).toHaveCount(0)
    api.release()
    await expect(childHeading(page, 'Maya Fresh')).toBeVisible()
  })
})

test('with no network, the children’s page shows the children the device kept, under the offline banner', async ({ page, context, home }) => {
  await signIn(page, home)
  await page.goto(`${home}/children`)
  await expect(childHeading(page, 'Maya')).toBeVisible()
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none')).toBe('activated')
  await expect.poll(() => kept(page)).toContain('"users"')

  await context.setOffline(true)
  await page.goto(`${home}/children`)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByText(offlineMessage)).toBeVisible()
  await expect(childHeading(page, 'Maya')).toBeVisible()
  await expect(page.getByText(/^Last updated (.+ ago|now)\.$/)).toBeVisible()
  await context.setOffline(false)
})
