/**
 * The static demo build served from a path prefix, as a sales link would open it on any static
 * host: a cold start seeds the family and shows the demo login, every API call is answered by the
 * demo's service worker (across reloads, and on a page that was about to leave but stayed), the
 * links the demo server sends point under the prefix, a second tab stays consistent, and a reset
 * signs out to the login under the prefix. What the demo panel's Family tab, its triggers and
 * fast-forward make the dashboard show, a family left to act on its own and the family held still
 * are tested in tests/unit/app/demo-family.test.tsx.
 *
 * The build comes from PW_SUBPATH_DIST (scripts/e2e.mjs makes it with `--base /gatehouse-demo/`);
 * without it, this spec builds one itself (slow: for running the spec alone).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { tools } from '../../scripts/lib.mjs'
import { expect, test } from './fixtures'
import { type StaticServer, serveStatic } from './static-server'

const prefix = '/gatehouse-demo/'
let server: StaticServer
let home = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  let dist = process.env.PW_SUBPATH_DIST ?? ''
  if (!dist) {
    // One folder per worker: workers building side by side would empty each other's folder.
    dist = join('test-results', `dist-demo-sub-${test.info().workerIndex}`)
    const built = spawnSync(
      process.execPath,
      [tools.vite, 'build', '--mode', 'demo', '--base', prefix, '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: 'inherit' },
    )
    if (built.status !== 0) throw new Error('the sub-path demo build failed')
  }
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no demo build in ${dist}`)
  server = await serveStatic(dist, prefix)
  home = `${server.origin}${prefix}`
})
test.afterAll(() => server?.close())

/** Opens the Demo panel's Family tab. */
async function familyTab(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Demo controls' })
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Demo/ }).click()
  await panel.getByRole('tab', { name: 'Family' }).click()
  return panel
}

async function trigger(panel: Locator, button: string, said: RegExp): Promise<void> {
  await panel.getByRole('button', { name: button, exact: true }).click()
  await expect(panel.getByRole('status')).toHaveText(said)
}

async function signIn(page: Page): Promise<void> {
  await page.goto(home)
  await expect(page).toHaveURL(`${home}login`)
  await expect(page.getByRole('region', { name: 'Demo account' })).toBeVisible()
  await page.getByRole('button', { name: 'Fill in the demo account' }).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  expect(new URL(page.url()).pathname.startsWith(prefix)).toBe(true)
}

const mayaCard = (page: Page) => page.locator('.card', { has: page.getByRole('heading', { name: 'Maya', level: 2 }) })

/**
 * Requests the static host got that a demo under the prefix must never send it: anything
 * outside the prefix, and the fake server's API and geo-IP routes (its worker answers those).
 * Screenshots are images, which the page does not hold back while its worker restarts (a page
 * leaving, the first page after a reset): one may reach the host then, under the prefix.
 */
const strayRequests = (from: number): string[] =>
  server.paths.slice(from).filter((path) => !path.startsWith(prefix) || /\/(pairql|demo-geoip)\//.test(path))

test('a cold start under a path prefix seeds the family, signs in from the demo login, survives a deep reload and resets to the login', async ({
  page,
}) => {
  // Two sign-ins, four page loads and a reset: long on a busy machine.
  test.setTimeout(120_000)
  const served = server.paths.length
  const escaped: string[] = []
  page.on('response', (r) => {
    if (r.url().includes('/pairql/') && !r.fromServiceWorker()) escaped.push(r.url())
  })
  await signIn(page)
  await page.goto(`${home}children`)
  await expect(mayaCard(page)).toBeVisible()
  // Each reload closes the page the worker answered for; the next page's calls must still reach it.
  for (let i = 0; i < 2; i++) {
    await page.reload()
    await expect(mayaCard(page)).toBeVisible()
  }
  // Links the demo server sends point under the prefix.
  const panel = await familyTab(page)
  await trigger(panel, 'Unlock request', /asked to unlock/)
  const links = await page.evaluate(() => window.gatehouseDemo?.outbox()[0]?.links ?? [])
  expect(links[0]).toContain(prefix)

  await panel.getByRole('tab', { name: 'Demo data' }).click()
  await panel.getByRole('button', { name: 'Reset demo data' }).click()
  await page.getByRole('alertdialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page).toHaveURL(`${home}login`)
  // Signed in again after the reset, and reloaded: still every call goes to the demo server.
  await signIn(page)
  await page.goto(`${home}children`)
  await expect(mayaCard(page)).toBeVisible()
  await page.reload()
  await expect(mayaCard(page)).toBeVisible()
  expect(escaped, 'every API call is answered by the demo server').toEqual([])
  expect(strayRequests(served), 'nothing reaches the host outside the prefix, nor the demo server’s routes').toEqual([])
})

test('a page that was about to leave but stayed still talks to the demo server', async ({ page }) => {
  await signIn(page)
  await page.goto(`${home}children`)
  await expect(mayaCard(page)).toBeVisible()
  const served = server.paths.length
  // As when the parent cancels leaving: the worker stopped answering for the page (and, its last
  // page, unregistered itself), yet the page goes on.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')))
  const panel = await familyTab(page)
  await panel.getByLabel('Child').selectOption({ label: 'Maya' })
  await trigger(panel, 'Mac goes offline', /went offline/)
  await expect(mayaCard(page).getByText('Protected', { exact: true })).toHaveCount(0)
  expect(strayRequests(served)).toEqual([])
})

test('a second tab of the demo stays consistent with the first', async ({ page, context }) => {
  await signIn(page)
  await page.goto(`${home}children`)
  const second = await context.newPage()
  await second.goto(`${home}children`)
  const protectedMac = mayaCard(second).getByText('Protected', { exact: true })
  await expect(protectedMac).not.toHaveCount(0)

  const panel = await familyTab(page)
  await panel.getByLabel('Child').selectOption({ label: 'Maya' })
  await trigger(panel, 'Mac goes offline', /went offline/)
  await expect(protectedMac).toHaveCount(0)

  // Faults set in one tab apply in the other.
  await page.evaluate(() => window.gatehouseDemo?.setFaults({ latencyMs: 300 }))
  await expect.poll(() => second.evaluate(() => window.gatehouseDemo?.faults().latencyMs)).toBe(300)
})
