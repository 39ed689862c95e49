/**
 * The sidebar's count of waiting requests stays inside the sidebar, beside 'Unlock requests',
 * whether that entry is the current page (drawn bold) or not, and the entry's name is not cut.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

async function measure(page: Page) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Unlock requests \d+ pending$/ })
  await expect(link).toBeVisible()
  return link.evaluate((el) => {
    const aside = el.closest('aside')
    const count = el.querySelector('.sidebar__count')
    const label = el.querySelector('.sidebar__label')
    if (!aside || !count || !label) throw new Error('no sidebar, count or label')
    const edge = aside.getBoundingClientRect()
    const badge = count.getBoundingClientRect()
    const entry = el.getBoundingClientRect()
    return {
      badgeRight: badge.right,
      entryRight: entry.right,
      sidebarRight: edge.left + aside.clientWidth,
      labelCut: label.scrollWidth > label.clientWidth + 0.5,
    }
  })
}

for (const path of ['/unlock-requests', '/children']) {
  test(`at 1280 px on ${path}, the pending count sits inside the sidebar`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await loginAsDemoParent(page, path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const m = await measure(page)
    expect(m.badgeRight).toBeLessThanOrEqual(m.entryRight)
    expect(m.entryRight).toBeLessThanOrEqual(m.sidebarRight)
    expect(m.labelCut).toBe(false)
  })
}
