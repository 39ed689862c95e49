/**
 * Every page, opened once and checked for what every page must be. Signed in:
 * - loaded on a 360 × 740 phone in the dark theme, nothing is wider than the window, every tap
 *   target is at least 24 × 24 px or has room around it (WCAG 2.2 target size), and axe (colour
 *   contrast included) finds nothing serious or critical;
 * - turned to 390 × 844, still nothing is wider than the window;
 * - widened to 1280 × 800 in the light theme, axe finds nothing either (the children page in the
 *   dark theme too, for the sidebar, which phones do not show): each page passes in both themes,
 *   one at each width. (Every other spec loads its pages at 1280 × 800.)
 * Signed out, each public page passes axe in both themes and fits a 360 px phone.
 * Every page, signed in or out, has its own title ('Keychains · Gatehouse'; signed in, the number
 * of pending unlock requests may come first).
 * No page, signed in or out, reports a Content-Security-Policy violation as it loads.
 * On Home, the placeholder of a screenshot that cannot load passes axe too, in both themes.
 * Every axe check includes `label-content-name-mismatch` (./a11y.ts).
 * Paths go into the seeded demo family (see ./pages.ts). The signed-in pages are checked in groups
 * of about seven per test, each page on a freshly seeded demo: a test's own start (the kept
 * context's reset and check, the demo's service worker installed again) costs about half a CPU
 * second, paid once per group rather than once per page.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAfresh } from './fixtures'
import {
  expectAccessibleIn,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  expectReadableImagePlaceholders,
  expectTapTargets,
} from './page-checks'
import { browserShortDay, browserToday, documentTitlePattern, noticeKey, publicPages, settled, signedInPages, type SignedInPage } from './pages'
import { expectNoViolations, watchViolations } from './policy'

/** The signed-in pages in groups of about seven: one test (one clean start, one session) per group. */
const groupSize = 7
const groups = Array.from({ length: Math.ceil(signedInPages.length / groupSize) }, (_, i) => signedInPages.slice(i * groupSize, (i + 1) * groupSize))

/**
 * Opens the page signed in on a freshly seeded demo with nothing else stored (as a test of its
 * own would), the activity notice acknowledged unless the page is about it. The notice's init
 * script goes once the page has settled, so the next page of the group starts without it.
 */
async function openFresh(page: Page, entry: SignedInPage): Promise<void> {
  await loginAfresh(page, entry.path(await browserToday(page)), entry.beforeNotice ? {} : { [noticeKey]: '1' })
  await settled(page)
}

test.describe('signed in', () => {
  test.use({ signedIn: true })
  for (const group of groups) {
    test(`${group.map((entry) => entry.name).join(', ')}: accessible in both themes, fit 360 and 390 px phones with large enough tap targets`, async ({
      page,
    }) => {
      // Each page runs axe two or three times: generous on a busy machine.
      test.setTimeout(120_000 * group.length)
      const fromConsole = await watchViolations(page)
      for (const entry of group) {
        await test.step(entry.name, async () => {
          const consoleBefore = fromConsole.length
          await test.step('loaded at 360 × 740, dark', async () => {
            await page.emulateMedia({ colorScheme: 'dark' })
            await page.setViewportSize({ width: 360, height: 740 })
            await openFresh(page, entry)
            expect(entry.title, `${entry.name}: its title in pages.ts`).toBeDefined()
            await expect(page).toHaveTitle(documentTitlePattern(entry.title!(await browserShortDay(page)), { pending: 'maybe' }))
            await expectNoViolations(page, entry.name)
            await expectNoHorizontalScroll(page)
            await expectTapTargets(page)
            await expectAccessibleIn(page, 'dark')
          })
          await test.step('390 × 844', async () => {
            await page.setViewportSize({ width: 390, height: 844 })
            await expectNoHorizontalScroll(page)
          })
          await test.step('1280 × 800', async () => {
            await page.setViewportSize({ width: 1280, height: 800 })
            if (entry.name === 'children') await expectAccessibleInBothThemes(page)
            else await expectAccessibleIn(page, 'light')
          })
          if (entry.name === 'home') {
            await test.step('a screenshot that cannot load', () => expectReadableImagePlaceholders(page, '.home-shot__image'))
          }
          expect(fromConsole.slice(consoleBefore), `${entry.name}: policy errors in the console`).toEqual([])
        })
      }
    })
  }
})

test('every public page: accessible in both themes, fits a 360 px phone', async ({ page }) => {
  // Each page runs axe twice: generous on a busy machine.
  test.setTimeout(120_000)
  const fromConsole = await watchViolations(page)
  for (const entry of publicPages) {
    await test.step(entry.name, async () => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(entry.path)
      await settled(page)
      await expect(page).toHaveTitle(documentTitlePattern(entry.title, { pending: 'none' }))
      await expectNoViolations(page, entry.name)
      await expectAccessibleInBothThemes(page)
      await page.emulateMedia({ colorScheme: 'light' })
      await page.setViewportSize({ width: 360, height: 740 })
      await expectNoHorizontalScroll(page)
    })
  }
  expect(fromConsole).toEqual([])
})
