/**
 * Every signed-in page on small phones: each loads at 360×740 and at 390×844 with nothing wider
 * than the window (no horizontal scrolling) and no serious or critical axe violations. On the
 * children, child, devices and device pages and in the shell, every control is at least 24×24 px.
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

/** Every visible control on the page (and in an open dialog) whose box is under 24×24 px. */
async function expectTapTargets(page: Page) {
  const small = await page.evaluate(() => {
    const controls =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex]:not([tabindex="-1"])'
    const found: string[] = []
    for (const el of Array.from(document.querySelectorAll(controls))) {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden') continue
      if (el.closest('[inert], dialog:not([open]), .visually-hidden')) continue
      if (r.width < 24 || r.height < 24) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
        found.push(`${el.tagName.toLowerCase()} "${name}" ${r.width.toFixed(1)}×${r.height.toFixed(1)}`)
      }
    }
    return found
  })
  expect(small, `controls under 24×24 px on ${page.url()}`).toEqual([])
}

test('controls on the children, child, devices and device pages and in the shell are at least 24×24 px at 360 px', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(sizes[0])
  await loginAsDemoParent(page, '/children')
  for (const path of ['/children', `/children/${maya}`, `/children/${ava}`, '/children/new', '/devices', `/devices/${leoPro}`]) {
    await test.step(path, async () => {
      await page.goto(path)
      await settled(page)
      await expectTapTargets(page)
    })
  }
  await test.step('child settings with schedules and the add-keychain drawer open', async () => {
    await page.goto(`/children/${maya}`)
    await settled(page)
    const useDowntime = page.getByLabel('Use downtime')
    if (!(await useDowntime.isChecked())) await useDowntime.check()
    await page.getByLabel('App to block').fill('com.example.game')
    await page.getByRole('button', { name: 'Add blocked app' }).click()
    await page.getByRole('button', { name: 'Add schedule for com.example.game' }).click()
    await expect(page.getByRole('group', { name: 'Schedule for com.example.game' })).toBeVisible()
    await expectTapTargets(page)
    await page.getByRole('button', { name: 'Add a keychain' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a keychain for Maya' })
    await drawer.getByRole('button', { name: 'Public keychains' }).click()
    await expect(drawer.getByRole('navigation', { name: 'Keychain pages' })).toBeVisible()
    await drawer.locator('.pick-card__main').first().click()
    await drawer.getByRole('button', { name: 'Add schedule' }).click()
    await expect(drawer.getByRole('group', { name: 'Schedule' })).toBeVisible()
    await expectTapTargets(page)
  })
  await test.step('the phone menu and the demo panel', async () => {
    await page.goto('/children')
    await settled(page)
    await page.getByRole('button', { name: /^Menu( \d+ pending)?$/ }).click()
    await expect(page.getByRole('dialog', { name: 'Dashboard' })).toBeVisible()
    await expectTapTargets(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /^Demo/ }).click()
    const panel = page.getByRole('region', { name: 'Demo controls' })
    for (const tab of ['Outbox', 'Faults', 'Demo data']) {
      await panel.getByRole('tab', { name: tab }).click()
      await expectTapTargets(page)
    }
  })
})
