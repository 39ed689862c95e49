/**
 * The static demo build served from a path prefix, as a sales link would open it on any static
 * host: a cold start seeds the family and shows the demo login; the demo panel's Family tab
 * makes the family act and each change shows in the dashboard; a second tab stays consistent;
 * a reset signs out to the login under the prefix.
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

test('each Family trigger and fast-forward shows up in the dashboard', async ({ page }) => {
  await signIn(page)
  await page.goto(`${home}children`)
  const card = mayaCard(page)
  // Maya's MacBook Air is protected, her iMac offline.
  const protectedMac = card.getByText('Protected', { exact: true })
  await expect(protectedMac).not.toHaveCount(0)
  const panel = await familyTab(page)
  await panel.getByLabel('Child').selectOption({ label: 'Maya' })
  await trigger(panel, 'Mac goes offline', /went offline/)
  await expect(protectedMac).toHaveCount(0)
  await trigger(panel, 'Mac comes online', /back online/)
  await expect(protectedMac).not.toHaveCount(0)

  // Requests notify the parent: the outbox count on the Demo button goes up.
  const before = await page.evaluate(() => window.gatehouseDemo?.outbox().length ?? 0)
  await trigger(panel, 'Unlock request', /Maya asked to unlock/)
  await trigger(panel, 'Suspension request', /Maya asked for a filter suspension/)
  await expect(page.getByRole('button', { name: /^Demo/ })).toContainText(String(before + 2))

  await page.goto(`${home}security-events`)
  const events = page.locator('li.event-card')
  await expect(events.first()).toBeVisible()
  const eventCount = await events.count()
  const securityPanel = await familyTab(page)
  await trigger(securityPanel, 'Security event', /reported a security event/)
  await expect(events).toHaveCount(eventCount + 1)

  await page.goto(`${home}children/activity`)
  const acknowledge = page.getByRole('button', { name: 'Acknowledge & View Screenshots' })
  await expect(acknowledge).toBeVisible()
  for (const box of await page.getByRole('checkbox').all()) await box.check()
  await acknowledge.click()
  const today = page.locator('.day-card__text').first()
  await expect(today).toBeVisible()
  const shown = await today.textContent()
  await trigger(await familyTab(page), 'Screenshot', /took a screenshot/)
  await expect(today).not.toHaveText(shown ?? '')

  // Ten minutes on: the simulated Macs catch up and new screenshots arrive.
  const beforeJump = await today.textContent()
  await (await familyTab(page)).getByRole('button', { name: '+10 minutes' }).click()
  await expect(page.getByRole('region', { name: 'Demo controls' }).getByRole('status')).toHaveText(/moved 10 minutes forward/)
  await expect(today).not.toHaveText(beforeJump ?? '')
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

test.describe('a family left to act on its own', () => {
  test.use({ livingFamily: true })

  test('in the first minute of watching, a Mac goes offline and comes back, and requests arrive with their notifications', async ({ page }) => {
    const outbox = () =>
      page.evaluate(async () => {
        await window.gatehouseDemoReady
        return window.gatehouseDemo?.outbox().length ?? 0
      })
    await page.goto(home)
    await expect(page.getByRole('region', { name: 'Demo account' })).toBeVisible()
    const before = await outbox()
    await signIn(page)
    await page.goto(`${home}children`)
    await expect(mayaCard(page)).toBeVisible()
    // Maya's MacBook Air is the one Mac with its filter on.
    const protectedMac = mayaCard(page).getByText('Protected', { exact: true })
    await expect(protectedMac).not.toHaveCount(0)
    // The demo panel is what shows the family's changes at once (without waiting for a poll).
    await expect(page.getByRole('button', { name: /^Demo/ })).toBeVisible()
    // The family's minute runs on its own clock, which the demo's fast-forward moves (as the
    // panel's buttons do). Switching the family on again starts its opening over; it sees the
    // parent watching at once, then 38 s pass: the opening's offline spell lasts from 35 s to
    // 55 s, so the page has 17 s to show it.
    const forward = (ms: number) =>
      page.evaluate((ms) => {
        if (!window.gatehouseDemo?.advanceTime) throw new Error('this demo build cannot fast-forward')
        return window.gatehouseDemo.advanceTime(ms)
      }, ms)
    await page.evaluate(() => window.gatehouseDemo?.setFamilyActs?.(true))
    await forward(0)
    await forward(38_000)
    await expect(protectedMac).toHaveCount(0)
    // An unlock request (e-mailed) and a suspension request (texted) came before it.
    expect(await outbox()).toBeGreaterThanOrEqual(before + 2)
    // A minute in, it is back.
    await forward(22_000)
    await expect(protectedMac).not.toHaveCount(0)
    await expect((await familyTab(page)).getByRole('checkbox', { name: 'The family acts on its own' })).toBeChecked()
  })
})

test('the Family tab holds the family still', async ({ page }) => {
  await signIn(page)
  const panel = await familyTab(page)
  const acting = panel.getByRole('checkbox', { name: 'The family acts on its own' })
  // End-to-end tests hold it still from the start.
  await expect(acting).not.toBeChecked()
  await acting.check()
  await expect(panel.getByRole('status')).toHaveText(/acts on its own again/)
  expect(await page.evaluate(() => window.gatehouseDemo?.familyActs?.())).toBe(true)
  await acting.uncheck()
  await expect(panel.getByRole('status')).toHaveText(/holds still/)
  await page.reload()
  await expect((await familyTab(page)).getByRole('checkbox', { name: 'The family acts on its own' })).not.toBeChecked()
})
