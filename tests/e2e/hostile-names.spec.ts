/**
 * Long and hostile names never break a page: with the demo's hostile family (every name, device
 * name, keychain name, app name, typed line and comment a long unbroken string, right-to-left
 * text, emoji or HTML-looking text), every page fits a 360 px phone without horizontal scrolling,
 * no HTML-looking text ever runs as script, and the child's full name stays available.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, demoHelpers, storeBeforeOpening } from './fixtures'
import { expectNoHorizontalScroll, settled, signedInPages, today } from './site-pages'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

declare global {
  interface Window {
    __hostileRan?: number
  }
}

// Each group test opens about seven pages: generous on a busy machine.
test.describe.configure({ timeout: 120_000 })

const mayaName = 'Maximilian' + 'a'.repeat(90)

/** Signs in and turns the demo family hostile before the page under test is opened. */
async function hostileFamily(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 })
  await storeBeforeOpening(page, 'gatehouse.activity.extension-notice-dismissed', '1')
  await loginAsDemoParent(page, '/children')
  await demoHelpers(page).ready()
  await page.evaluate(async () => {
    const control = window.gatehouseDemo
    if (!control?.seedHostileFamily) throw new Error('this demo build cannot seed the hostile family')
    await control.seedHostileFamily()
  })
}

/** Nothing hostile ran: the payload counts itself in window.__hostileRan. */
const expectNothingRan = async (page: Page) => expect(await page.evaluate(() => window.__hostileRan ?? 0)).toBe(0)

/** The signed-in pages in groups of about seven: one hostile family per group, then each page. */
const groups = Array.from({ length: Math.ceil(signedInPages.length / 7) }, (_, i) => signedInPages.slice(i * 7, i * 7 + 7))

for (const group of groups) {
  test(`${group.map((p) => p.name).join(', ')} fit 360 px with the hostile family, and run none of its text`, async ({ page }) => {
    await hostileFamily(page)
    const day = await today(page)
    for (const { name, path } of group) {
      await test.step(name, async () => {
        await loginAsDemoParent(page, path(day))
        await settled(page)
        await expectNoHorizontalScroll(page)
        await expectNothingRan(page)
      })
    }
  })
}

test('the child page shows the whole long name: in the heading, and in full wherever it is cut', async ({ page }) => {
  await hostileFamily(page)
  await loginAsDemoParent(page, '/children/c0000000-0000-4000-8000-000000000001')
  await settled(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(mayaName)
  // Wherever the name is shortened with an ellipsis, its full text is in a title.
  const cut = await page.evaluate((full) => {
    const found: string[] = []
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!(el instanceof HTMLElement) || el.children.length > 0 || !el.textContent?.includes(full.slice(0, 20))) continue
      const style = getComputedStyle(el)
      const clipped = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth
      if (clipped && !(el.title === full || el.closest(`[title="${full}"]`))) found.push(el.tagName.toLowerCase() + '.' + el.className)
    }
    return found
  }, mayaName)
  expect(cut, 'shortened without the full name available').toEqual([])
  await expectNoHorizontalScroll(page)
})
