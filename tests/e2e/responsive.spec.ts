/**
 * Every signed-in page on small phones: each loads at 360×740 and at 390×844 with nothing wider
 * than the window (no horizontal scrolling) and no serious or critical axe violations.
 *
 * Paths use the seeded demo family (fake-server seed): Maya has two Macs, a pending unlock
 * request and a pending filter-suspension request; Ava has no device yet.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

const maya = 'c0000000-0000-4000-8000-000000000001'
const ava = 'c0000000-0000-4000-8000-000000000003'
const leoPro = 'd0000000-0000-4000-8000-000000000003'
const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'
const unlockRequest = 'ab000000-0000-4000-8000-000000000001'
const suspendRequest = '5f000000-0000-4000-8000-000000000001'

/** Today in the browser's time zone, as activity URLs write days (MM-DD-YYYY). */
const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date()
    const pad = (n: number, w = 2) => String(n).padStart(w, '0')
    return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getFullYear(), 4)}`
  })

const pages: readonly { name: string; path: (day: string) => string }[] = [
  { name: 'children', path: () => '/children' },
  { name: 'new child', path: () => '/children/new' },
  { name: 'child settings', path: () => `/children/${maya}` },
  { name: 'child onboarding', path: () => `/children/${ava}` },
  { name: 'combined activity', path: () => '/children/activity' },
  { name: 'combined activity day', path: (day) => `/children/activity/${day}` },
  { name: 'child activity', path: () => `/children/${maya}/activity` },
  { name: 'child activity day', path: (day) => `/children/${maya}/activity/${day}` },
  { name: 'child unlock requests', path: () => `/children/${maya}/unlock-requests` },
  { name: 'unlock request', path: () => `/children/${maya}/unlock-requests/${unlockRequest}` },
  { name: 'unlock request review', path: () => `/children/${maya}/unlock-requests/${unlockRequest}/review` },
  { name: 'unlock request keychain', path: () => `/children/${maya}/unlock-requests/${unlockRequest}/select-keychain` },
  {
    name: 'unlock request key',
    path: () => `/children/${maya}/unlock-requests/${unlockRequest}/edit-key/${mayasKeychain}`,
  },
  { name: 'unlock request deny', path: () => `/children/${maya}/unlock-requests/${unlockRequest}/deny` },
  { name: 'suspend filter request', path: () => `/children/${maya}/suspend-filter-requests/${suspendRequest}` },
  { name: 'unlock requests', path: () => '/unlock-requests' },
  { name: 'keychains', path: () => '/keychains' },
  { name: 'new keychain', path: () => '/keychains/new' },
  { name: 'keychain', path: () => `/keychains/${mayasKeychain}` },
  { name: 'devices', path: () => '/devices' },
  { name: 'device', path: () => `/devices/${leoPro}` },
  { name: 'security events', path: () => '/security-events' },
  { name: 'settings', path: () => '/settings' },
  { name: 'checkout success', path: () => '/checkout-success' },
  { name: 'checkout cancel', path: () => '/checkout-cancel' },
]

const sizes = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const

/** The page has rendered: a main heading, and no loading spinner left. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('.loading-block')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByRole('heading', { name: 'Uh-oh!', level: 1 })).toHaveCount(0)
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const innerWidth = window.innerWidth
    // Name the widest element that sticks out, to make a failure easy to find.
    let widest = ''
    let right = innerWidth
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > right + 0.5) {
        right = r.right
        widest = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (right edge ${Math.round(r.right)}px)`
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest }
  })
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${innerWidth}px window; widest: ${widest}`).toBeLessThanOrEqual(innerWidth)
}

for (const { name, path } of pages) {
  test(`${name} fits 360×740 and 390×844`, async ({ page }) => {
    await page.setViewportSize(sizes[0])
    await loginAsDemoParent(page, '/children')
    const target = path(await today(page))
    for (const size of sizes) {
      await test.step(`${size.width}×${size.height}`, async () => {
        await page.setViewportSize(size)
        await page.goto(target)
        await settled(page)
        await expectNoHorizontalScroll(page)
        await expectNoA11yViolations(page)
      })
    }
  })
}
