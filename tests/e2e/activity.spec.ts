/**
 * Activity review: the notice, reviewing a day by mouse
 * and by keyboard, the large viewer, reviewer-safe mode, the combined feed, and a failed delete
 * rolling back. Axe runs on every page visited, with every dialog open, and on the page each test
 * ends on. Every flag and delete is checked again after a reload: it reached the demo's server.
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

/** Whether the item's Flag button is pressed. */
const flagOf = (page: Page, itemId: string | null | undefined) =>
  page.locator(`article[data-item-id="${itemId}"]`).getByRole('button', { name: 'Flag' })

/** Reloads the page and waits for the feed (or the caught-up state) to come back from the demo server. */
async function reloadFeed(page: Page): Promise<void> {
  await page.reload()
  await expect(page.locator('.activity-day__progress')).toBeVisible()
}

const progressOf = async (page: Page): Promise<{ reviewed: number; total: number }> => {
  const text = (await page.locator('.activity-day__progress').textContent()) ?? ''
  const m = /(\d+) out of (\d+) items reviewed/.exec(text)
  if (!m) throw new Error(`no progress in "${text}"`)
  return { reviewed: Number(m[1]), total: Number(m[2]) }
}

/**
 * Scrolls down the (windowed) feed a screen at a time until the locator is rendered. The feed
 * renders the rows in view a frame or more after a scroll (later on a busy machine): each step
 * waits until a row reaches the bottom of the screen (or the page's end), so that no row is
 * scrolled past unrendered.
 */
async function scrollUntilPresent(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  for (let i = 0; i < 300 && (await locator.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight))
    await page.waitForFunction(() => {
      const bottom = window.innerHeight
      const atEnd = window.scrollY + bottom >= document.documentElement.scrollHeight - 1
      const rows = [...document.querySelectorAll('[data-row-key]')].map((row) => row.getBoundingClientRect())
      return atEnd || rows.some((row) => row.top < bottom && row.bottom >= bottom)
    })
  }
  if ((await locator.count()) === 0) {
    // Fail at once with what the feed held, rather than wait out the test's time.
    const seen = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      at: window.scrollY,
      items: document.querySelectorAll('article[data-item-id]').length,
    }))
    throw new Error(`not in the feed after scrolling to ${seen.at} of ${seen.height} px (${seen.items} items rendered): ${locator.toString()}`)
  }
  await locator.scrollIntoViewIfNeeded()
}

const items = (page: Page) => page.locator('article[data-item-id]')
const focusedItemId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.itemId ?? null)

test('the notice must be acknowledged with all four promises, and is remembered', async ({ page }) => {
  await loginAsDemoParent(page, '/children/activity')
  await expect(page.getByRole('heading', { name: 'Before you view screenshots' })).toBeVisible()
  await expect(page.getByText('Screen-time extensions are planned for 2026.')).toBeVisible()
  const button = page.getByRole('button', { name: 'Acknowledge & View Screenshots' })
  const boxes = page.getByRole('checkbox')
  await expect(boxes).toHaveCount(4)
  await expectNoA11yViolations(page)
  for (let i = 0; i < 3; i++) await boxes.nth(i).check()
  await expect(button).toBeDisabled()
  await boxes.nth(3).check()
  await expect(button).toBeEnabled()
  await button.click()
  await expect(page.getByRole('heading', { level: 1, name: 'All Child Screenshots' })).toBeVisible()
  await expect(page.locator('.day-card').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'All Child Screenshots' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Before you view screenshots' })).toHaveCount(0)
})

test('review a day: flag one, clear a chunk, clear all unflagged, back on the summaries with the counts updated', async ({ page }) => {
  test.setTimeout(180_000)
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 3, 130, 12)
  await loginAsDemoParent(page, `/children/${childId}/activity`)
  await expect(page.getByRole('heading', { level: 1, name: / Screenshots$/ })).toBeVisible()
  const card = page.locator(`a.day-card[href$="/activity/${urlDate}"]`)
  await expect(card).toContainText(/\d+ out of \d+ screenshots reviewed/)
  const flaggedBefore = Number(/(\d+) flagged/.exec((await card.textContent()) ?? '')?.[1] ?? 0)
  await expectNoA11yViolations(page)
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/children/${childId}/activity/${urlDate}$`))
  await expect(items(page).first()).toBeVisible()
  await expectNoA11yViolations(page)
  const start = await progressOf(page)

  // Flag the first item.
  const first = items(page).first()
  await first.getByRole('button', { name: 'Flag' }).click()
  await expect(first.getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await progressOf(page)).reviewed).toBe(start.reviewed + 1)

  // Clear the first chunk of 100 (its unflagged items).
  const chunkButton = page.getByRole('button', { name: /^Delete previous \d+ items$/ })
  await scrollUntilPresent(page, chunkButton)
  const n = Number(/(\d+)/.exec((await chunkButton.textContent()) ?? '')![1])
  expect(n).toBeGreaterThan(50)
  expect(n).toBeLessThanOrEqual(99)
  const beforeChunk = await progressOf(page)
  await chunkButton.click()
  await expect.poll(async () => (await progressOf(page)).reviewed).toBe(beforeChunk.reviewed + n)
  await expect(page.getByRole('button', { name: /Delete previous/ })).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  // The flagged item stays, at the top.
  await expect(items(page).first().getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'true')

  // Clear everything else; flagged items stay, and the page goes back to the summaries.
  await page.getByRole('button', { name: 'Delete unflagged screenshots' }).click()
  await expect.poll(async () => (await progressOf(page)).reviewed).toBe(start.total)
  await expect(page).toHaveURL(new RegExp(`/children/${childId}/activity$`))
  const after = page.locator(`a.day-card[href$="/activity/${urlDate}"]`)
  await expect(after).toContainText(`${start.total} out of ${start.total} screenshots reviewed`)
  await expect(after).toContainText(`${flaggedBefore + 1} flagged`)
  await expect(after.getByText('Flagged', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  // The server kept it: after a reload the card says the same.
  await page.reload()
  await expect(after).toContainText(`${start.total} out of ${start.total} screenshots reviewed`)
  await expect(after).toContainText(`${flaggedBefore + 1} flagged`)
})

test('keyboard review of a day with shortcuts only', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 5, 30, 0)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  await expect(items(page).first()).toBeVisible()
  const ids = async () => items(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.itemId))
  const start = await progressOf(page)
  const top = (await ids())[0]

  // j / ↓ walk down from the top (the windowed feed renders more as focus moves), k / ↑ back up.
  const before: (string | null)[] = []
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press(i % 2 === 0 ? 'j' : 'ArrowDown')
    before.push(await focusedItemId(page))
  }
  expect(new Set(before).size).toBe(6)
  expect(before[0]).toBe(top)
  await page.keyboard.press('k')
  expect(await focusedItemId(page)).toBe(before[4])
  for (let i = 0; i < 4; i++) await page.keyboard.press(i % 2 === 0 ? 'k' : 'ArrowUp')
  expect(await focusedItemId(page)).toBe(before[0])
  await expect(page.locator('article[data-item-id]:focus')).toHaveCSS('outline-style', 'solid')

  // Away from the feed the review keys keep their usual meaning: on the reviewer-safe switch,
  // d / Delete / f / ↓ neither delete nor flag the remembered item, nor move focus, nor send
  // anything. Space, pressed after them, turns the switch on: once that shows, the keys before
  // it have been handled too.
  const toggle = page.getByRole('switch', { name: 'Reviewer-safe mode' })
  const sent: string[] = []
  const record = (request: { url(): string }) => {
    if (/\/pairql\/dashboard\/(DeleteActivityItems|FlagActivityItems)/.test(request.url())) sent.push(request.url())
  }
  page.on('request', record)
  await toggle.focus()
  for (const key of ['d', 'Delete', 'f', 'ArrowDown']) await page.keyboard.press(key)
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  page.off('request', record)
  expect(sent).toEqual([])
  await expect(toggle).toBeFocused()
  await expect(page.locator(`article[data-item-id="${before[0]}"]`)).toHaveCount(1)
  await expect(items(page).first().getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'false')
  expect(await progressOf(page)).toEqual(start)
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.locator(`article[data-item-id="${before[0]}"]`).focus()

  // f flags the focused item.
  await page.keyboard.press('f')
  await expect(items(page).first().getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'true')

  // d clears the focused item; focus moves to the one that takes its place.
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  expect(await focusedItemId(page)).toBe(before[2])
  await page.keyboard.press('d')
  await expect(page.locator(`article[data-item-id="${before[2]}"]`)).toHaveCount(0)
  await expect.poll(() => focusedItemId(page)).toBe(before[3])
  await page.keyboard.press('Delete')
  await expect(page.locator(`article[data-item-id="${before[3]}"]`)).toHaveCount(0)
  await expect.poll(() => focusedItemId(page)).toBe(before[4])

  // Shift+D clears every unflagged item above (before[1]); the flagged one stays.
  await page.keyboard.press('Shift+D')
  await expect(page.locator(`article[data-item-id="${before[1]}"]`)).toHaveCount(0)
  await expect(page.locator(`article[data-item-id="${before[0]}"]`)).toHaveCount(1)
  expect((await ids()).slice(0, 2)).toEqual([before[0], before[4]])
  await expect.poll(async () => (await progressOf(page)).reviewed).toBe(start.reviewed + 4)

  // Enter opens the large viewer on a screenshot; Esc closes it and focus comes back.
  expect(await focusedItemId(page)).toBe(before[4])
  const isShot = await page.locator(`article[data-item-id="${before[4]}"] img`).count()
  if (isShot) {
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: /Screenshot \d+ of \d+/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect.poll(() => focusedItemId(page)).toBe(before[4])
  }

  // ? lists the shortcuts.
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help).toContainText('Delete every unflagged item above this one')
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()

  // The server kept every flag and clear.
  await reloadFeed(page)
  await expect(flagOf(page, before[0])).toHaveAttribute('aria-pressed', 'true')
  for (const gone of before.slice(1, 4)) await expect(page.locator(`article[data-item-id="${gone}"]`)).toHaveCount(0)
  await expect(page.locator(`article[data-item-id="${before[4]}"]`)).toHaveCount(1)
  expect(await progressOf(page)).toEqual({ reviewed: start.reviewed + 4, total: start.total })
})

test('the large screenshot viewer: next, previous, flag and close', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 6, 20, 0)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  const firstShot = page.locator('article.feed-item--shot').first()
  await firstShot.getByRole('button', { name: /View larger/ }).click()
  const viewer = page.getByRole('dialog', { name: /Screenshot 1 of \d+/ })
  await expect(viewer).toBeVisible()
  await expect(viewer.locator('img')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: /Screenshot 2 of/ })).toBeVisible()
  await page.getByRole('button', { name: 'Next →' }).click()
  await expect(page.getByRole('dialog', { name: /Screenshot 3 of/ })).toBeVisible()
  await page.getByRole('button', { name: '← Previous' }).click()
  await page.keyboard.press('k')
  await expect(page.getByRole('dialog', { name: /Screenshot 1 of/ })).toBeVisible()
  await page.keyboard.press('f')
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(firstShot.getByRole('button', { name: 'Flag' })).toHaveAttribute('aria-pressed', 'true')
  await expect(firstShot).toBeFocused()
  const flaggedId = await firstShot.getAttribute('data-item-id')

  // The flag reached the server.
  await reloadFeed(page)
  await expect(flagOf(page, flaggedId)).toHaveAttribute('aria-pressed', 'true')
})

test('deleting the last screenshot in the viewer closes it and focuses a neighbouring item', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 20, 1, 2)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  const shot = page.locator('article.feed-item--shot')
  await expect(shot).toHaveCount(1)
  const shotId = await shot.getAttribute('data-item-id')
  const others = await items(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.itemId))
  await shot.getByRole('button', { name: /View larger/ }).click()
  const viewer = page.getByRole('dialog', { name: 'Screenshot 1 of 1' })
  await expect(viewer).toBeVisible()
  await expectNoA11yViolations(page)
  await viewer.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator(`article[data-item-id="${shotId}"]`)).toHaveCount(0)
  await expect.poll(() => focusedItemId(page)).not.toBeNull()
  const focused = await focusedItemId(page)
  expect(focused).not.toBe(shotId)
  expect(others).toContain(focused)

  // Deleted on the server too; the typed text is still there.
  await reloadFeed(page)
  await expect(items(page)).toHaveCount(others.length - 1)
  await expect(page.locator(`article[data-item-id="${shotId}"]`)).toHaveCount(0)
})

test('deleting the only item of a day in the viewer puts focus on the page title', async ({ page }) => {
  // With nothing left on the day, focus goes to the page's title rather than falling to <body>.
  await openAcknowledged(page, '/children')
  const lone = await seedBusyDay(page, 17, 1, 0)
  await loginAsDemoParent(page, `/children/${lone.childId}/activity/${lone.urlDate}`)
  await expect(items(page)).toHaveCount(1)
  await items(page)
    .first()
    .getByRole('button', { name: /View larger/ })
    .click()
  await page.getByRole('dialog', { name: 'Screenshot 1 of 1' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

  await reloadFeed(page)
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible()
  await expect(items(page)).toHaveCount(0)
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

test('the combined feed shows each child in its own section with its own delete-all', async ({ page }) => {
  await openAcknowledged(page, '/children/activity')
  // Yesterday: today's simulated Macs go on sending screenshots, which would bring a cleared
  // section's delete-all back at any moment.
  const yesterday = await activityDay(page, 1)
  await page.locator(`a.day-card[href$="/children/activity/${yesterday.url}"]`).click()
  await expect(page).toHaveURL(new RegExp(`/children/activity/${yesterday.url}$`))
  await expect(items(page).first()).toBeVisible()
  await expectNoA11yViolations(page)
  const sections = page.locator('.feed-section__title')
  await expect(sections.first()).toBeVisible()
  const name = (await sections.first().textContent())!.trim()
  const button = page.getByRole('button', { name: new RegExp(`^Delete all ${name} (unflagged )?screenshots$`) })
  const start = await progressOf(page)
  await button.click()
  await expect(page.getByRole('button', { name: new RegExp(`^Delete all ${name} `) })).toHaveCount(0)
  await expect.poll(async () => (await progressOf(page)).reviewed).toBeGreaterThan(start.reviewed)
  // The page's own delete-all is still there for the other children.
  await expect(page.getByRole('button', { name: /^(Delete all|Delete unflagged screenshots)$/ })).toBeVisible()
  const after = await progressOf(page)

  // The server cleared that child's items: after a reload the section has nothing left to delete
  // and they still count as reviewed.
  await reloadFeed(page)
  await expect(page.getByRole('button', { name: new RegExp(`^Delete all ${name} `) })).toHaveCount(0)
  expect((await progressOf(page)).reviewed).toBe(after.reviewed)
})

test('a failed delete puts the item back and says so', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 2, 5, 0)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  await expect(items(page).first()).toBeVisible()
  await demoHelpers(page).setFaults({ errorRate: 1, latencyMs: 400, operations: ['DeleteActivityItems_v2'] })
  const start = await progressOf(page)
  const firstId = await items(page).first().getAttribute('data-item-id')
  await items(page).first().getByRole('button', { name: 'Delete' }).click()
  // Gone at once…
  await expect(page.locator(`article[data-item-id="${firstId}"]`)).toHaveCount(0)
  // …back when the server refuses, with an error toast.
  await expect(page.locator(`article[data-item-id="${firstId}"]`)).toHaveCount(1)
  await expect(page.locator('.toast--error')).toBeVisible()
  expect(await progressOf(page)).toEqual(start)
  await expectNoA11yViolations(page)

  // Nothing was deleted on the server.
  await reloadFeed(page)
  await expect(page.locator(`article[data-item-id="${firstId}"]`)).toHaveCount(1)
  expect(await progressOf(page)).toEqual(start)
})

test('a failed delete-all stays on the day, puts the items back and says so', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 1, 4, 0)
  const dayUrl = new RegExp(`/children/${childId}/activity/${urlDate}$`)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  await expect(items(page).first()).toBeVisible()
  const count = await items(page).count()
  const start = await progressOf(page)
  // The server answers well after the 200 ms the page waits before going back.
  await demoHelpers(page).setFaults({ errorRate: 1, latencyMs: 1_500, operations: ['DeleteActivityItems_v2'] })
  const answer = page.waitForResponse((r) => r.url().endsWith('/pairql/dashboard/DeleteActivityItems_v2'))
  await page.getByRole('button', { name: /^(Delete all|Delete unflagged screenshots)$/ }).click()
  await expect(items(page)).toHaveCount(0)
  // The refusal is what would have sent the page back (the 200 ms wait is long over by then).
  await (await answer).finished()
  await expect(page.locator('.toast--error')).toBeVisible()
  await expect(items(page)).toHaveCount(count)
  // A key pressed after the answer opens the shortcuts: once it shows, the page has handled
  // everything before it, a navigation back included.
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expectNoA11yViolations(page)
  await expect(page).toHaveURL(dayUrl)
  expect(await progressOf(page)).toEqual(start)
  await page.keyboard.press('Escape')

  // Nothing was deleted on the server.
  await reloadFeed(page)
  await expect(items(page)).toHaveCount(count)
  expect(await progressOf(page)).toEqual(start)
})

test('an address with an impossible date says so', async ({ page }) => {
  await openAcknowledged(page, '/children/activity/13-45-2026')
  await expect(page.getByRole('heading', { name: "That day doesn't exist" })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the day timeline jumps to the first item of an hour', async ({ page }) => {
  await openAcknowledged(page, '/children')
  const { childId, urlDate } = await seedBusyDay(page, 7, 96, 0)
  await loginAsDemoParent(page, `/children/${childId}/activity/${urlDate}`)
  await expect(items(page).first()).toBeVisible()
  const timeline = page.getByRole('navigation', { name: 'Day timeline' })
  const noon = timeline.getByRole('button', { name: /^12 PM: \d+ items?/ })
  await expect(noon).toBeEnabled()
  await noon.click()
  // Newest first: the hour's first item in the list is its latest, 12:xx PM.
  await expect.poll(async () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/, 12:\d\d PM/)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  // The seeded day spreads over every hour, so every hour can be chosen.
  await expect(timeline.getByRole('button', { disabled: false })).toHaveCount(24)
})
