/**
 * The gallery's pictures: every page of the demo, and its main dialogs, drawers and panels, in the
 * light and the dark theme at 390 × 844 and 1280 × 800, each with its axe results. Run by
 * `npm run gallery` (scripts/gallery.mjs), which then writes gallery/index.html from what this
 * leaves in GALLERY_DIR (default gallery/): shots/*.png and data/*.json.
 *
 * The browser's clock is frozen (GALLERY_CLOCK, default below) before the demo starts: the fake
 * server runs in the page, so it seeds the family and answers with that same instant, and the
 * pictures compare run to run. The time zone and locale are fixed for the same reason.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, demoHelpers } from '../e2e/fixtures'
import { browserToday, demoIds, publicPages, settled, signedInPages } from '../e2e/pages'

const root = fileURLToPath(new URL('../../', import.meta.url))
const outDir = process.env.GALLERY_DIR ?? join(root, 'gallery')
const frozenAt = new Date(process.env.GALLERY_CLOCK ?? '2026-03-18T15:30:00Z')
if (Number.isNaN(frozenAt.getTime())) throw new Error(`GALLERY_CLOCK is not a date: ${process.env.GALLERY_CLOCK}`)

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const
type Size = (typeof sizes)[number]
const themes = ['light', 'dark'] as const
/** Full-page pictures stop here (long activity days). */
const maxHeight = 4000

test.use({ timezoneId: 'UTC', locale: 'en-US' })

interface Entry {
  readonly id: string
  readonly title: string
  readonly group: 'Signed out' | 'Signed in' | 'Dialogs, drawers and panels'
  /** The path, given today's date as activity URLs write it. */
  readonly path: (day: string) => string
  readonly signedIn: boolean
  /** Opens what the entry shows over the page (a dialog, a drawer, a panel). */
  readonly open?: (page: Page) => Promise<void>
  /** Only these sizes (default both). */
  readonly sizes?: readonly Size[]
}

const maya = `/children/${demoIds.maya}`
const mayasDay = (day: string) => `${maya}/activity/${day}`
/** Leo's busy day of the demo's review material: two days before `day` (MM-DD-YYYY). */
const leosBusyDay = (day: string) => {
  const [m, d, y] = day.split('-').map(Number) as [number, number, number]
  const busy = new Date(Date.UTC(y, m - 1, d - 2))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `/children/c0000000-0000-4000-8000-000000000002/activity/${pad(busy.getUTCMonth() + 1)}-${pad(busy.getUTCDate())}-${busy.getUTCFullYear()}`
}
const click =
  (name: string | RegExp, role: 'button' | 'switch' = 'button') =>
  async (page: Page) => {
    await page.getByRole(role, { name }).first().click()
  }

/** Puts the demo parent's subscription in `status`, then shows the page again with its banner. */
const subscription = (status: 'trialing' | 'unpaid', daysLeft?: number) => async (page: Page) => {
  await page.evaluate(([s, d]) => window.gatehouseDemo?.setSubscription?.(s, d), [status, daysLeft] as const)
  await page.reload()
  await settled(page)
  await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible()
}

const entries: readonly Entry[] = [
  ...publicPages.map((p) => ({ id: p.name, title: p.path, group: 'Signed out' as const, path: () => p.path, signedIn: false })),
  ...signedInPages.map((p) => ({
    id: p.name,
    title: p.path('MM-DD-YYYY'),
    group: 'Signed in' as const,
    path: p.path,
    signedIn: true,
  })),
  ...(
    [
      { id: 'add-keychain-drawer', title: 'Add a keychain (drawer)', path: () => maya, open: click(/add a keychain/i) },
      { id: 'delete-child-dialog', title: 'Delete child? (dialog)', path: () => maya, open: click('Delete child') },
      {
        id: 'lightbox',
        title: 'Screenshot lightbox',
        path: mayasDay,
        open: async (page: Page) => page.locator('.feed-shot').first().click(),
      },
      {
        id: 'reviewer-safe',
        title: 'Reviewer-safe mode (blurred screenshots)',
        path: mayasDay,
        open: async (page: Page) => {
          const toggle = page.getByRole('switch', { name: 'Reviewer-safe mode' })
          if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click()
          await expect(toggle).toHaveAttribute('aria-checked', 'true')
        },
      },
      { id: 'shortcuts-dialog', title: 'Keyboard shortcuts (dialog)', path: mayasDay, open: click('Keyboard shortcuts') },
      { id: 'demo-panel', title: 'Demo panel', path: () => '/children', open: click('Demo') },
      {
        id: 'add-method-drawer',
        title: 'Add a notification method (drawer)',
        path: () => '/settings',
        // The open panel is remembered across a reload, so the second size finds it open.
        open: async (page: Page) => {
          const drawer = page.getByRole('dialog', { name: 'Add a notification method' })
          await page.getByRole('button', { name: 'Add notification method' }).or(drawer).first().waitFor()
          if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Add notification method' }).click()
          await expect(drawer).toBeVisible()
        },
      },
      { id: 'notification-editor', title: 'Create notification (editor)', path: () => '/settings', open: click('Create notification') },
      {
        id: 'delete-notification-dialog',
        title: 'Delete notification? (dialog)',
        path: () => '/settings',
        open: async (page: Page) => {
          await page
            .getByRole('region', { name: 'Notifications', exact: true })
            .getByRole('button', { name: /^Delete/ })
            .first()
            .click()
          await expect(page.getByRole('alertdialog')).toBeVisible()
        },
      },
      {
        id: 'trial-ending-banner',
        title: 'Subscription banner: trial ending',
        path: () => '/children',
        open: subscription('trialing', 3),
      },
      {
        id: 'expired-banner',
        title: 'Subscription banner: expired',
        path: () => '/children',
        open: subscription('unpaid'),
      },
      {
        id: 'waiting-toast',
        title: 'A waiting toast (a deletion the server answers late)',
        path: () => '/settings',
        open: async (page: Page) => {
          await demoHelpers(page).setFaults({ latencyMs: 600_000, operations: ['DeleteEntity'] })
          await page
            .getByRole('region', { name: 'Notifications', exact: true })
            .getByRole('button', { name: /^Delete/ })
            .first()
            .click()
          await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
          await expect(page.locator('.toast--loading')).toBeVisible()
        },
      },
      {
        id: 'demo-checkout',
        title: 'Demo checkout (the payment page stand-in)',
        path: () => '/settings',
        open: async (page: Page) => {
          await page.getByRole('region', { name: 'Basic plan' }).getByRole('button', { name: 'Start subscription...' }).click()
          await expect(page.getByRole('heading', { name: 'Demo checkout', level: 1 })).toBeVisible()
        },
      },
      {
        id: 'two-weeks-panel',
        title: 'Two weeks: search results, heatmap and "May need a look"',
        path: () => '/children/activity',
        open: async (page: Page) => {
          await page.getByRole('searchbox', { name: 'Search typed text and apps' }).fill('vpn')
          await expect(page.locator('.two-weeks__progress')).toHaveText('')
          await expect(page.getByRole('heading', { name: /^\d+ results? for “vpn”$/ })).toBeVisible()
          await expect(page.getByRole('heading', { name: /^May need a look \(\d+\)$/ })).toBeVisible()
        },
      },
      {
        id: 'review-grid',
        title: 'A day in the grid, with Reviewed enough and its sample',
        path: leosBusyDay,
        // The view and the sample are kept in the browser, so the second size finds them chosen.
        open: async (page: Page) => {
          await page.getByRole('button', { name: 'Grid', exact: true }).click()
          const choose = page.getByRole('button', { name: 'Choose a sample' })
          const meter = page.locator('.reviewed-enough__meter-text')
          await choose
            .or(meter)
            .or(page.getByRole('button', { name: 'Reviewed enough' }))
            .first()
            .waitFor()
          if (!(await meter.isVisible())) {
            if (!(await choose.isVisible())) await page.getByRole('button', { name: 'Reviewed enough' }).click()
            await choose.click()
          }
          await expect(meter).toBeVisible()
          await expect(page.getByRole('option').first()).toBeVisible()
        },
      },
      { id: 'review-settings-dialog', title: 'Review settings (dialog)', path: () => '/children/activity', open: click('Review settings') },
      { id: 'phone-menu', title: 'Phone menu', path: () => '/children', open: click('Menu'), sizes: [sizes[0]] },
    ] satisfies Omit<Entry, 'group' | 'signedIn'>[]
  ).map((e) => ({ ...e, group: 'Dialogs, drawers and panels' as const, signedIn: true })),
]

/** Signs in from the page itself, so the demo seeds its family under the frozen clock. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/login')
  const demo = demoHelpers(page)
  await demo.ready()
  const credentials = await demo.credentials()
  await page.evaluate(async (creds) => {
    const response = await fetch('/pairql/dashboard/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(creds),
    })
    if (!response.ok) throw new Error(`Login failed with ${response.status}`)
    const { adminId, token } = (await response.json()) as { adminId: string; token: string }
    window.localStorage.setItem('admin_id', adminId)
    window.localStorage.setItem('admin_token', token)
    window.localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1')
  }, credentials)
}

/** Waits for finite animations (a drawer sliding in) and for images to finish loading. */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    const images = Array.from(document.images).filter((img) => !img.complete)
    const done = Promise.all([
      ...finite.map((a) => a.finished.catch(() => undefined)),
      ...images.map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
    ])
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3_000))])
  })
}

interface AxeFinding {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly helpUrl: string
  readonly targets: readonly string[]
}

for (const entry of entries) {
  test(`${entry.group}: ${entry.id}`, async ({ page }) => {
    await page.clock.setFixedTime(frozenAt)
    if (entry.signedIn) await signIn(page)
    else await demoHelpers(page).ready()
    const day = await browserToday(page)
    const shots: { theme: string; width: number; height: number; file: string; fullFile: string | null }[] = []
    const axe: { theme: string; width: number; violations: AxeFinding[] }[] = []
    mkdirSync(join(outDir, 'shots'), { recursive: true })
    mkdirSync(join(outDir, 'data'), { recursive: true })

    for (const size of entry.sizes ?? sizes) {
      await page.setViewportSize(size)
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(entry.path(day))
      if (entry.signedIn) await settled(page)
      else await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 })
      await entry.open?.(page)
      for (const theme of themes) {
        await page.emulateMedia({ colorScheme: theme })
        await atRest(page)
        const file = `${entry.id}-${theme}-${size.width}.png`
        await page.screenshot({ path: join(outDir, 'shots', file), animations: 'disabled', caret: 'hide' })
        // A page that scrolls is also pictured whole, through a window as tall as the page, so
        // that lists drawn only where they are visible are drawn down to the end of the picture.
        let fullFile: string | null = null
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        if (!entry.open && height > size.height + 8) {
          fullFile = `${entry.id}-${theme}-${size.width}-full.png`
          await page.setViewportSize({ width: size.width, height: Math.min(height, maxHeight) })
          await atRest(page)
          await page.screenshot({ path: join(outDir, 'shots', fullFile), animations: 'disabled', caret: 'hide' })
          await page.setViewportSize(size)
          await atRest(page)
        }
        shots.push({ theme, width: size.width, height: size.height, file, fullFile })
        const results = await new AxeBuilder({ page }).analyze()
        axe.push({
          theme,
          width: size.width,
          violations: results.violations.map((v) => ({
            id: v.id,
            impact: v.impact ?? null,
            help: v.help,
            helpUrl: v.helpUrl,
            targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
          })),
        })
      }
    }
    const record = { id: entry.id, title: entry.title, group: entry.group, path: entry.path(day), frozenAt: frozenAt.toISOString(), shots, axe }
    writeFileSync(join(outDir, 'data', `${entry.id}.json`), `${JSON.stringify(record, null, 2)}\n`)
  })
}
