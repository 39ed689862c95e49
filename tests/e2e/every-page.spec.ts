/**
 * Every page, opened once and checked for what every page must be. Signed in:
 * - at 1280 × 800, axe (colour contrast included) finds nothing serious or critical in the light
 *   theme nor in the dark one;
 * - loaded on a 360 × 740 phone, nothing is wider than the window, every tap target is at least
 *   24 × 24 px or has room around it (WCAG 2.2 target size), and axe finds nothing;
 * - turned to 390 × 844, still nothing is wider than the window.
 * Signed out, each public page passes axe in both themes and fits a 360 px phone.
 * Paths go into the seeded demo family (see ./pages.ts).
 */
import { test, expectNoA11yViolations } from './fixtures'
import { expectAccessibleInBothThemes, expectNoHorizontalScroll, expectTapTargets } from './page-checks'
import { openSignedIn, publicPages, settled, signedInPages } from './pages'

// Each test loads a page twice and runs axe three times: generous on a busy machine.
test.describe.configure({ timeout: 120_000 })

for (const entry of signedInPages) {
  test(`${entry.name}: accessible in both themes, fits 360 and 390 px phones with large enough tap targets`, async ({ page }) => {
    await openSignedIn(page, entry)
    await test.step('1280 × 800, light and dark', () => expectAccessibleInBothThemes(page))
    await test.step('360 × 740', async () => {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.setViewportSize({ width: 360, height: 740 })
      await page.reload()
      await settled(page)
      await expectNoHorizontalScroll(page)
      await expectTapTargets(page)
      await expectNoA11yViolations(page)
    })
    await test.step('390 × 844', async () => {
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoHorizontalScroll(page)
    })
  })
}

test('every public page: accessible in both themes, fits a 360 px phone', async ({ page }) => {
  for (const entry of publicPages) {
    await test.step(entry.name, async () => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(entry.path)
      await settled(page)
      await expectAccessibleInBothThemes(page)
      await page.emulateMedia({ colorScheme: 'light' })
      await page.setViewportSize({ width: 360, height: 740 })
      await expectNoHorizontalScroll(page)
    })
  }
})
