/**
 * Tap targets on a 360 × 740 phone (WCAG 2.2 "Target size (minimum)", 2.5.8) in what the page
 * sweep (./every-page.spec.ts) does not open: the phone menu, the demo panel's tabs, a child's
 * schedules and the add-keychain drawer. Every visible, enabled control is at least 24 × 24 CSS
 * pixels, or far enough from every other target that a 24 px circle centred on it touches none
 * (the rule's spacing exception). Links inside a paragraph are inline text links, which the rule
 * exempts.
 */
import { test, expect } from './fixtures'
import { expectTapTargets, tooSmall, type Target } from './page-checks'
import { demoIds, openSignedIn } from './pages'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const phone = { width: 360, height: 740 }

test.use({ viewport: phone })

test('the phone menu and the demo panel: every tap target is at least 24 × 24 px', async ({ page }) => {
  await openSignedIn(page, { name: 'children', path: () => '/children' })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
  await expectTapTargets(page)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Demo' }).click()
  for (const tab of ['Outbox', 'Family', 'Faults', 'Demo data']) {
    await test.step(tab, async () => {
      await page.getByRole('tablist', { name: 'Demo controls' }).getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
      await expectTapTargets(page)
    })
  }
})

test("a child's schedules and the add-keychain drawer: every tap target is at least 24 × 24 px", async ({ page }) => {
  await openSignedIn(page, { name: 'child', path: () => `/children/${demoIds.maya}` })
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

test('the check itself finds a crowded small target and spares a lone one', () => {
  const box = (name: string, x: number, y: number, width: number, height: number): Target => ({ name, x, y, width, height })
  // Two 13 px wide hour buttons side by side, 2 px apart: both fail.
  expect(tooSmall([box('a', 0, 0, 13, 82), box('b', 15, 0, 13, 82)])).toHaveLength(2)
  // A lone 18 px high link with nothing within 12 px of its centre passes by its spacing.
  expect(tooSmall([box('link', 0, 0, 60, 18), box('button', 0, 40, 100, 44)])).toEqual([])
  // Large enough needs no room.
  expect(tooSmall([box('a', 0, 0, 24, 24), box('b', 24, 0, 24, 24)])).toEqual([])
})
