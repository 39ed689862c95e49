/**
 * Security events: the seeded fortnight grouped by day with relative times, children's events
 * linking to the child and the Mac, parents' events with the IP address and its location (the
 * demo's geo-IP service; a local address shows alone), the events that need attention, the
 * filters (kept in the address across a reload), and the page on a phone.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const leo = 'c0000000-0000-4000-8000-000000000002'
const maya = 'c0000000-0000-4000-8000-000000000001'
const leoPro = 'd0000000-0000-4000-8000-000000000003'

const eventCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true, level: 3 }) })

/**
 * 'Today' or 'Yesterday' for a moment of the last two days, by the browser's own calendar, as the
 * page counts them at `now` (default: the browser's clock now).
 */
async function dayLabel(page: Page, at: number, now?: number): Promise<'Today' | 'Yesterday'> {
  const sameDay = await page.evaluate(([t, n]) => new Date(t).toDateString() === new Date(n ?? Date.now()).toDateString(), [at, now] as const)
  return sameDay ? 'Today' : 'Yesterday'
}

/** When the card's event happened (its time's `datetime`, epoch ms). */
const timeOf = async (card: ReturnType<typeof eventCard>): Promise<number> =>
  Date.parse((await card.getByRole('time').first().getAttribute('datetime')) ?? '')

async function openFeed(page: Page, path = '/security-events') {
  await loginAsDemoParent(page, path)
  await expect(page.getByRole('heading', { name: 'Security events', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
}

test('the sidebar leads to the feed', async ({ page }) => {
  await loginAsDemoParent(page, '/children')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Security events' }).click()
  await expect(page).toHaveURL(/\/security-events$/)
  await expect(page.getByRole('heading', { name: 'Security events', level: 1 })).toBeVisible()
})

test('days newest first; child events link to the child and the Mac; parent events show where the address is', async ({ page }) => {
  await openFeed(page)
  // The days as the page counted them when it drew the feed: a run across midnight (npm run
  // test:e2e:midnight) must not compare them with a later clock.
  const drawnAt = await page.evaluate(() => Date.now())
  const ownLogin = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first()
  const ownAt = await timeOf(ownLogin)
  const days = page.getByRole('heading', { level: 2 })
  await expect(days.first()).toHaveText(await dayLabel(page, ownAt, drawnAt))
  const labels = await days.allTextContents()
  expect(labels.length).toBeGreaterThanOrEqual(10)
  expect(labels[1]).toBe('Yesterday')
  // The newest first: this test's login, then the seeded remote suspension (on the first day
  // shown, or the day before when the test runs in the first minutes after midnight).
  const titles = await page.getByRole('heading', { level: 3 }).allTextContents()
  expect(titles.slice(0, 2)).toEqual(['Successful login', 'Filter suspended remotely'])

  // Seeded ten minutes before the demo was (the worker's session may be older than this test):
  // the card says how long ago its own timestamp is, in whole minutes, under its own day.
  const suspended = eventCard(page, 'Filter suspended remotely')
  const when = suspended.getByRole('time')
  const at = Date.parse((await when.getAttribute('datetime')) ?? '')
  const shown = Number(/^(\d+) minutes ago/.exec((await when.textContent()) ?? '')?.[1])
  // Minutes on the browser's clock, which the fixtures set (clock.ts), not the test runner's.
  const elapsed = ((await page.evaluate(() => Date.now())) - at) / 60_000
  expect(shown).toBeGreaterThanOrEqual(10)
  expect(Math.abs(shown - elapsed)).toBeLessThanOrEqual(1.5)
  await expect(page.getByRole('region', { name: await dayLabel(page, at, drawnAt) }).filter({ has: suspended })).toHaveCount(1)
  await expect(suspended.getByRole('link', { name: 'Leo', exact: true })).toHaveAttribute('href', `/children/${leo}`)
  await expect(suspended.getByRole('link', { name: 'Leo’s MacBook Pro' })).toHaveAttribute('href', `/devices/${leoPro}`)
  await expect(suspended).toContainText('for 30 minutes')

  // The seeded login an hour ago (the newest by magic link) came from the parent's home address.
  const magicLink = page.getByRole('listitem').filter({ hasText: 'using magic link' }).first()
  await expect(magicLink.getByRole('time')).toContainText('1 hour ago')
  const magicAt = Date.parse((await magicLink.getByRole('time').getAttribute('datetime')) ?? '')
  await expect(page.getByRole('region', { name: await dayLabel(page, magicAt, drawnAt) }).filter({ has: magicLink })).toHaveCount(1)
  await expect(magicLink).toContainText('203.0.113.7 (Portland, Oregon, United States)')
  await expect(eventCard(page, 'Failed login')).toContainText('198.51.100.23 (Lagos, Nigeria)')
  // This browser's own login comes from a local address, which no service can place.
  const own = page
    .getByRole('region', { name: await dayLabel(page, ownAt, drawnAt) })
    .getByRole('listitem')
    .first()
  await expect(own).toContainText('127.0.0.1')
  await expect(own).not.toContainText('(')
  await expectNoA11yViolations(page)
})

test('events that need attention are marked in plain words and can be shown alone', async ({ page }) => {
  await openFeed(page)
  await expect(eventCard(page, 'App quit')).toContainText('Needs attention: The Gatehouse app was quit')
  await expect(eventCard(page, 'New macOS user created')).toContainText('Needs attention: A new user account was added to the Mac')
  await expect(eventCard(page, 'App launched').first()).not.toContainText('Needs attention')
  const summary = page.getByRole('status').filter({ hasText: 'need your attention' })
  await expect(summary).toContainText(/\d+ events need your attention/)
  await summary.getByRole('button', { name: 'Show them' }).click()
  await expect(page).toHaveURL(/kind=attention/)
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('attention')
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
  const count = await cards.count()
  expect(count).toBeGreaterThan(3)
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText('Needs attention:')
  await expectNoA11yViolations(page)
})

test('filters by child and by kind, kept in the address across a reload', async ({ page }) => {
  await openFeed(page)
  await page.getByRole('combobox', { name: 'Child' }).selectOption({ label: 'Maya' })
  await expect(page).toHaveURL(new RegExp(`child=${maya}`))
  const where = page.locator('.event-card__where')
  await expect(where.first()).toContainText('Maya')
  for (const text of await where.allTextContents()) expect(text).toMatch(/^Maya/)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Child' })).toHaveValue(new RegExp(maya, 'i'))
  await expect(eventCard(page, 'macOS user exempted')).toBeVisible()
  await expect(eventCard(page, 'Filter suspended remotely')).toHaveCount(0)

  // A child's events are never in the parent's account: nothing matches, and a way back.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('parent')
  await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Show all events' }).click()
  await expect(page).toHaveURL(/\/security-events$/)
  await expect(eventCard(page, 'Filter suspended remotely')).toBeVisible()

  await page.getByRole('combobox', { name: 'Show' }).selectOption('parent')
  await expect(eventCard(page, 'Password changed')).toBeVisible()
  await expect(eventCard(page, 'App quit')).toHaveCount(0)
})

test('a deleted notification shows up in the feed', async ({ page }) => {
  await loginAsDemoParent(page, '/settings')
  const rule = page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('listitem').filter({ hasText: 'Unlock requests' })
  await rule.getByRole('button', { name: /^Delete/ }).click()
  await page.getByRole('alertdialog', { name: 'Delete notification?' }).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(rule).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Security events' }).click()
  const today = page.getByRole('region', { name: 'Today' })
  await expect(today.getByRole('heading', { level: 3 }).first()).toHaveText('Admin notification deleted')
})

test('the feed on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openFeed(page)
  await expect(eventCard(page, 'Failed login')).toContainText('Lagos')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page)
})
