/**
 * Activity review in a browser: axe on every state the review passes through (the summaries, a
 * day of screenshots and typed text, the viewer, the shortcuts, failed deletes, a cleared day, the
 * combined feed, an impossible date), the focused item's outline, the windowed feed measuring
 * the rows it renders, and reviewer-safe mode's blur. What the screens do with the parent's
 * input and the server's answers (the notice, reviewing by mouse and keyboard, the viewer, the
 * combined feed, failed deletes, the timeline) is tested in tests/unit/app/activity-review.test.tsx
 * and tests/unit/app/activity-viewer.test.tsx.
 */
import type { Page } from '@playwright/test'
import { activityDay, seedBusyDay } from './activity-days'
import { demoHelpers, expect, expectNoA11yViolations, loginAsDemoParent, storeBeforeOpening, test } from './fixtures'

const noticeKey = 'gatehouse.activity.extension-notice-dismissed'

// Every test starts signed in on a freshly seeded demo, and ends with axe on its last page.
test.use({ signedIn: true, axeAtEnd: true })
// Busy days, reloads and axe on each state: allow for a loaded machine (only a hang should fail).
test.describe.configure({ timeout: 120_000 })

/** Opens `path` signed in, with the notice already acknowledged (stored before the app opens it). */
async function openAcknowledged(page: Page, path: string): Promise<void> {
  await storeBeforeOpening(page, noticeKey, '1')
  await loginAsDemoParent(page, path)
}

const items = (page: Page) => page.locator('article[data-item-id]')
const errorToast = (page: Page) => page.locator('.toast--error')
const shortcuts = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' })

// The notice and the combined summaries as first loaded, a child's summaries and day, are checked
// by tests/e2e/every-page.spec.ts (tests/e2e/pages.ts): the walks below start from a seeded day.
test('the states of reviewing a day pass axe: the summaries, the day, the viewer, the shortcuts, failed deletes and the day cleared', async ({
  page,
}) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 3, 12, 4)
  await loginAsDemoParent(page, `/children/${childId}/activity`)
  const card = page.locator(`a.day-card[href$="/activity/${urlDate}"]`)
  await expect(card).toContainText(/\d+ out of \d+ screenshots reviewed/)
  await expectNoA11yViolations(page)
  await card.click()
  await expect(items(page).first()).toBeVisible()
  await expectNoA11yViolations(page)

  // A flagged item, then the viewer on it.
  const first = items(page).first()
  await first.getByRole('button', { name: 'Flag' }).click()
  await expect(first.getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'true')
  await page
    .locator('article.feed-item--shot')
    .first()
    .getByRole('button', { name: /View larger/ })
    .click()
  await expect(page.getByRole('dialog', { name: /Screenshot 1 of \d+/ }).locator('img')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.keyboard.press('?')
  await expect(shortcuts(page)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(shortcuts(page)).toBeHidden()

  // A delete the server refuses: the item back, with an error toast.
  await demoHelpers(page).setFaults({ errorRate: 1, latencyMs: 400, operations: ['DeleteActivityItems_v2'] })
  const second = items(page).nth(1)
  const secondId = await second.getAttribute('data-item-id')
  await second.getByRole('button', { name: 'Delete' }).click()
  await expect(errorToast(page)).toBeVisible()
  await expect(page.locator(`article[data-item-id="${secondId}"]`)).toHaveCount(1)
  await expectNoA11yViolations(page)

  // A delete-all the server refuses, then the shortcuts over the page with its error toast.
  const answer = page.waitForResponse((r) => r.url().endsWith('/pairql/dashboard/DeleteActivityItems_v2'))
  await page.getByRole('button', { name: 'Delete unflagged screenshots' }).click()
  await (await answer).finished()
  await expect(page.locator(`article[data-item-id="${secondId}"]`)).toHaveCount(1)
  await expect(errorToast(page).first()).toBeVisible()
  await page.keyboard.press('?')
  await expect(shortcuts(page)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(shortcuts(page)).toBeHidden()
  await demoHelpers(page).setFaults({ errorRate: 0, latencyMs: 0, operations: [] })

  // Cleared: back on the summaries, the day flagged.
  await page.getByRole('button', { name: 'Delete unflagged screenshots' }).click()
  await expect(page).toHaveURL(new RegExp(`/children/${childId}/activity$`))
  await expect(card.getByText('Flagged', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the states of reviewing pass axe: a day caught up, the combined day after a child’s delete-all, an impossible date', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const lone = await seedBusyDay(page, 17, 1, 0)
  await loginAsDemoParent(page, `/children/${lone.childId}/activity/${lone.urlDate}`)
  await items(page)
    .first()
    .getByRole('button', { name: /View larger/ })
    .click()
  await page.getByRole('dialog', { name: 'Screenshot 1 of 1' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible()
  await expectNoA11yViolations(page)

  const yesterday = await activityDay(page, 1)
  await loginAsDemoParent(page, `/children/activity/${yesterday.url}`)
  await expect(items(page).first()).toBeVisible()
  const name = (await page.locator('.feed-section__title').first().textContent())!.trim()
  await page.getByRole('button', { name: new RegExp(`^Delete all ${name} (unflagged )?screenshots$`) }).click()
  await expect(page.getByRole('button', { name: new RegExp(`^Delete all ${name} `) })).toHaveCount(0)
  await expectNoA11yViolations(page)

  await loginAsDemoParent(page, '/children/activity/13-45-2026')
  await expect(page.getByRole('heading', { name: "That day doesn't exist" })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('keyboard review of a day with shortcuts only — the focused item’s outline', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 5, 30, 0)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  await expect(items(page).first()).toBeVisible()
  await page.keyboard.press('j')
  await expect(page.locator('article[data-item-id]:focus')).toHaveCSS('outline-style', 'solid')
})

test.describe('with a browser class replaced', () => {
  // A page of its own: the counting ResizeObserver must be in place before the app's code runs,
  // and must not outlive the test.
  test.use({ keptPage: false })
  test('the windowed feed measures the rows it renders and lets go of those scrolled away', async ({ page }) => {
    // Counts what every ResizeObserver watches.
    await page.addInitScript(() => {
      const watched = new Set<Element>()
      class CountingResizeObserver extends ResizeObserver {
        readonly mine = new Set<Element>()
        override observe(el: Element, options?: ResizeObserverOptions) {
          this.mine.add(el)
          watched.add(el)
          super.observe(el, options)
        }
        override unobserve(el: Element) {
          this.mine.delete(el)
          watched.delete(el)
          super.unobserve(el)
        }
        override disconnect() {
          for (const el of this.mine) watched.delete(el)
          this.mine.clear()
          super.disconnect()
        }
      }
      window.ResizeObserver = CountingResizeObserver
      ;(window as unknown as { watchedRows: () => { detached: number; rendered: number; unwatched: number } }).watchedRows = () => {
        const rows = [...document.querySelectorAll('.vrows__row')]
        return {
          detached: [...watched].filter((el) => !el.isConnected && (el as HTMLElement).dataset.rowKey !== undefined).length,
          rendered: rows.length,
          unwatched: rows.filter((el) => !watched.has(el)).length,
        }
      }
    })
    await openAcknowledged(page, '/children')
    const { childId, urlDate } = await seedBusyDay(page, 11, 300, 0)
    await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
    await expect(items(page).first()).toBeVisible()
    const watchedRows = () =>
      page.evaluate(() => (window as unknown as { watchedRows: () => { detached: number; rendered: number; unwatched: number } }).watchedRows())
    await expect.poll(async () => (await watchedRows()).unwatched).toBe(0)
    const rowKeys = () => page.locator('.vrows__row').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.rowKey))
    const firstRows = new Set(await rowKeys())
    for (let i = 0; i < 40; i++) {
      await page.evaluate(() => window.scrollBy(0, 1500))
      // One frame per step, so the window renders as it goes.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    }
    // The window has moved on (none of the first rows is rendered): those rows were let go of.
    await expect.poll(async () => (await rowKeys()).filter((key) => firstRows.has(key)).length).toBe(0)
    await expect.poll(async () => (await watchedRows()).unwatched).toBe(0)
    const counts = await watchedRows()
    expect(counts.rendered).toBeGreaterThan(0)
    expect(counts.unwatched).toBe(0)
    expect(counts.detached).toBe(0)
  })
})

test('reviewer-safe mode blurs screenshots until revealed, and is remembered', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 4, 10, 0)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  const toggle = page.getByRole('switch', { name: 'Reviewer-safe mode' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  const shot = page.locator('article.feed-item--shot').first()
  const filterOf = () => shot.locator('img').evaluate((img) => getComputedStyle(img).filter)
  expect(await filterOf()).toBe('none')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.mouse.move(0, 0)
  await expect.poll(filterOf).toContain('blur')
  await expectNoA11yViolations(page)
  await shot.getByRole('button', { name: 'Reveal' }).click()
  await page.mouse.move(0, 0)
  await page.locator('h1').click()
  await expect.poll(filterOf).toBe('none')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Reviewer-safe mode' })).toHaveAttribute('aria-checked', 'true')
  await page.mouse.move(0, 0)
  await expect.poll(filterOf).toContain('blur')
  // Keyboard focus reveals the focused screenshot.
  await shot.focus()
  await expect.poll(filterOf).toBe('none')
})
