/**
 * Smarter review across two weeks, on the activity pages: the "May need a look" list says each
 * seeded reason in words, a search result opens its day at the item, a heatmap cell opens its
 * day at the hour, and a day that fails to load offers Try again while the others work. Axe runs
 * on the panel and the review settings dialog in both themes.
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

/** Opens the two weeks and waits until every day has loaded (the progress line is empty then). */
async function openWindow(page: Page): Promise<void> {
  await lookAcross(page).click()
  await expect(page.getByRole('heading', { name: /^May need a look/ })).toBeVisible()
  await expect(progress(page)).toHaveText('')
}

test('the "May need a look" list says each seeded reason in words; the panel and the settings pass axe in both themes', async ({ page }) => {
  await openAcknowledged(page, '/children/activity')
  await openWindow(page)
  await page.getByRole('button', { name: /^Show all \d+$/ }).click()
  const reasons = page.locator('.needs-a-look .reasons__item')
  // The demo's review material (fake-server/demo/activity/review-material.ts) and its history.
  const seeded = [
    'During a filter suspension',
    'Matches your concern list: getting around the filter',
    /^A security event .+: the Mac’s clock was changed$/,
    /^Asked to unlock www\.youtube\.com /,
    /^Late at night \(\d{1,2}:\d{2} [AP]M\)$/,
    'Typed what looks like an address',
    'Typed what looks like a search',
    'First use of WhatsApp in these two weeks',
  ]
  for (const reason of seeded) await expect(reasons.filter({ hasText: reason }).first()).toBeVisible()
  // The free-VPN search carries its reasons beside it, in words.
  const vpn = page.locator('.needs-a-look__item').filter({ hasText: 'free vpn for school chromebook' })
  await expect(vpn.locator('.reasons__item')).toContainText([
    'Matches your concern list: getting around the filter',
    'Typed what looks like a search',
  ])

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

test('a search result opens its day at the item', async ({ page }) => {
  await openAcknowledged(page, `/children/${children.leo}/activity`)
  // Typing opens the two weeks by itself.
  await page.getByRole('searchbox', { name: 'Search typed text and apps' }).fill('redstone')
  await expect(progress(page)).toHaveText('')
  const result = page.getByRole('link', { name: /how to build a redstone farm/ })
  await expect(result).toHaveCount(1)
  const href = (await result.getAttribute('href')) ?? ''
  const item = new URL(href, page.url()).searchParams.get('item')
  expect(item).toMatch(/^[0-9a-f-]{36}$/)
  const busyDay = await activityDay(page, 2)
  expect(href).toContain(`/children/${children.leo}/activity/${busyDay.url}?`)
  await result.click()
  await expect(page).toHaveURL(new RegExp(`/activity/${busyDay.url}\\?item=${item}$`))
  await expect.poll(() => focusedItemId(page)).toBe(item)
  const opened = page.locator(`article[data-item-id="${item?.toUpperCase()}"], article[data-item-id="${item}"]`)
  await expect(opened).toBeInViewport()
  await expect(opened).toContainText('how to build a redstone farm')
})

test('a heatmap cell opens its day at that hour', async ({ page }) => {
  await openAcknowledged(page, `/children/${children.leo}/activity`)
  await openWindow(page)
  const busyDay = await activityDay(page, 2)
  // An hour of the busy day (a screenshot a minute): its cell says so ("Mon, Mar 9, 3 AM: 63 unreviewed items, …").
  const dayWords = new Date(`${busyDay.iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const cell = page.locator(`.heatmap__link[aria-label^="${dayWords}, "][aria-label*=" unreviewed items"]`).nth(1)
  const label = (await cell.getAttribute('aria-label')) ?? ''
  const hour = Number(new URL((await cell.getAttribute('href')) ?? '', page.url()).searchParams.get('hour'))
  expect(Number.isInteger(hour)).toBe(true)
  await cell.click()
  await expect(page).toHaveURL(new RegExp(`/activity/${busyDay.url}\\?hour=${hour}$`))
  await expect.poll(() => focusedItemId(page)).not.toBeNull()
  // The focused item is the first of that hour in the page's order (newest first), as the cell said.
  const hourWords = /, (\d{1,2} [AP]M):/.exec(label)?.[1] ?? ''
  const [h, ampm] = hourWords.split(' ')
  const focused = page.locator('article:focus, [data-item-id]:focus')
  await expect(focused).toBeInViewport()
  await expect(focused).toContainText(new RegExp(`\\b${h}:\\d\\d ${ampm}`))
})

test('a day that fails to load offers Try again while the other days work', async ({ page }) => {
  await openAcknowledged(page, `/children/${children.leo}/activity`)
  const failing = await activityDay(page, 5)
  const demo = demoHelpers(page)
  // Only that day's feed fails, every time it is asked for (retries included).
  await demo.setFaults({ errorRate: 1, operations: ['UserActivityFeed'], bodyIncludes: `"end":"${dayRange(failing).end}"` })
  await lookAcross(page).click()
  const failed = page.locator('.two-weeks__failed li')
  await expect(failed).toHaveCount(1)
  await expect(failed).toContainText('Couldn’t load')
  await expect(page.locator('.heatmap__pending')).toHaveText('Couldn’t load this day')
  // The thirteen others loaded: the list and the heatmap show them, and only the failed row is marked.
  await expect(progress(page)).toHaveText('')
  await expect(page.getByRole('heading', { name: /^May need a look \(\d+\)$/ })).toBeVisible()
  await expect(page.locator('.heatmap__link[aria-label*=" unreviewed items"]').first()).toBeVisible()
  await expectAccessibleInBothThemes(page, { include: '.two-weeks' })

  // Try again asks again: with the fault still on, the row is busy with the request and its
  // retries. (Turned off first, the page's own refresh of the screen, when the window gains focus,
  // could load the day before the click.)
  const tryAgain = failed.getByRole('button', { name: 'Try again' })
  await tryAgain.click()
  await expect(tryAgain).toHaveAttribute('aria-busy', 'true')
  // With the fault off, the retry on its way loads the day; should it have given up already, Try again once more does.
  await demo.setFaults({ errorRate: 0, operations: [], bodyIncludes: '' })
  await expect(async () => {
    // Read without waiting: the row may go at any moment. A click that finds it gone throws, and the check runs again.
    const idle = await failed
      .getByRole('button', { name: 'Try again' })
      .evaluateAll((buttons) => buttons.some((b) => b.getAttribute('aria-busy') !== 'true'))
    if (idle) await tryAgain.click({ timeout: 5_000 })
    expect(await failed.count()).toBe(0)
  }).toPass()
  await expect(page.locator('.heatmap__pending')).toHaveCount(0)
})
