/**
 * Smarter review across two weeks in a browser: axe on the panel (a day that failed to load, every
 * reason of the "May need a look" list, a search) and on the review settings dialog, in both
 * themes; and a search result or a heatmap cell opening its day with the item in view, which
 * needs real layout. What the panel says and does with the parent's input and the server's
 * answers (the reasons in words, where a search result and a heatmap cell lead, a failed day's
 * Try again) is tested in tests/unit/app/activity-window.test.tsx.
 */
import type { Page } from '@playwright/test'
import { activityDay } from './activity-days'
import { demoHelpers, expect, test } from './fixtures'
import { children, dayRange, expectAccessibleInBothThemes, openAcknowledged } from './review-support'

test.use({ signedIn: true })
// Two weeks of feeds and axe in two themes: allow for a loaded machine (only a hang should fail).
test.describe.configure({ timeout: 120_000 })

const progress = (page: Page) => page.locator('.two-weeks__progress')
const lookAcross = (page: Page) => page.getByRole('button', { name: 'Look across two weeks' })
/** The item the page's focus is on (a day page opened at an item or an hour focuses it). */
const focusedItemId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.itemId?.toLowerCase() ?? null)

test('the states of the two weeks pass axe in both themes: a day that failed, every reason and a search, the review settings', async ({ page }) => {
  await openAcknowledged(page, '/children/activity')
  const failing = await activityDay(page, 5)
  // Only that day's feed fails, every time it is asked for (retries included).
  await demoHelpers(page).setFaults({
    errorRate: 1,
    operations: ['CombinedUsersActivityFeed'],
    bodyIncludes: `"end":"${dayRange(failing).end}"`,
  })
  await lookAcross(page).click()
  await expect(page.locator('.two-weeks__failed li')).toHaveCount(1)
  await expect(progress(page)).toHaveText('')
  await page.getByRole('button', { name: /^Show all \d+$/ }).click()
  await page.getByRole('searchbox', { name: 'Search typed text and apps' }).fill('vpn')
  await expect(page.locator('.search-results mark', { hasText: 'vpn' }).first()).toBeVisible()
  await expectAccessibleInBothThemes(page, { include: '.two-weeks' })

  await page.getByRole('button', { name: 'Review settings' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectAccessibleInBothThemes(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a search result opens its day at the item, and a heatmap cell at that hour — each in view', async ({ page }) => {
  await openAcknowledged(page, `/children/${children.leo}/activity`)
  // Typing opens the two weeks by itself.
  await page.getByRole('searchbox', { name: 'Search typed text and apps' }).fill('redstone')
  await expect(progress(page)).toHaveText('')
  const result = page.getByRole('link', { name: /how to build a redstone farm/ })
  const item = new URL((await result.getAttribute('href')) ?? '', page.url()).searchParams.get('item')
  await result.click()
  await expect(page).toHaveURL(new RegExp(`\\?item=${item}$`))
  await expect.poll(() => focusedItemId(page)).toBe(item)
  const opened = page.locator(`article[data-item-id="${item?.toUpperCase()}"], article[data-item-id="${item}"]`)
  await expect(opened).toBeInViewport()
  await expect(opened).toContainText('how to build a redstone farm')

  // Back on the two weeks (still open): the busy day's second busy hour.
  await page.goBack()
  await expect(progress(page)).toHaveText('')
  const busyDay = await activityDay(page, 2)
  const dayWords = new Date(`${busyDay.iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const cell = page.locator(`.heatmap__link[aria-label^="${dayWords}, "][aria-label*=" unreviewed items"]`).nth(1)
  const label = (await cell.getAttribute('aria-label')) ?? ''
  await cell.click()
  await expect(page).toHaveURL(/\?hour=\d+$/)
  await expect.poll(() => focusedItemId(page)).not.toBeNull()
  // The focused item is the first of that hour in the page's order (newest first), as the cell said.
  const [h, ampm] = (/, (\d{1,2} [AP]M):/.exec(label)?.[1] ?? '').split(' ')
  const focused = page.locator('article:focus, [data-item-id]:focus')
  await expect(focused).toBeInViewport()
  await expect(focused).toContainText(new RegExp(`\\b${h}:\\d\\d ${ampm}`))
})
