/**
 * Security events in a browser: axe on the states the feed's filters reach, and the feed on a
 * phone. What the feed shows and how its filters behave (days, relative times, links, places of
 * addresses, attention marks, filters kept across a reload, a deleted notification) is tested in
 * tests/unit/app/security-events.test.tsx.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, expectNoA11yViolations } from './fixtures'

// Every test starts signed in, on the worker's kept page (fixtures.ts).
test.use({ signedIn: true })

const maya = 'c0000000-0000-4000-8000-000000000001'

const eventCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true, level: 3 }) })

async function openFeed(page: Page, path = '/security-events') {
  await loginAsDemoParent(page, path)
  await expect(page.getByRole('heading', { name: 'Security events', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
}

// The feed as first loaded is checked by every-page.spec.ts; here, the states its filters reach.
test('the states of the feed pass axe: the events that need attention alone, and no event matching', async ({ page }) => {
  await openFeed(page)
  await page.getByRole('status').filter({ hasText: 'need your attention' }).getByRole('button', { name: 'Show them' }).click()
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('attention')
  await expect(eventCard(page, 'App quit')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('combobox', { name: 'Child' }).selectOption({ label: 'Maya' })
  await expect(page).toHaveURL(new RegExp(`child=${maya}`))
  await page.getByRole('combobox', { name: 'Show' }).selectOption('parent')
  await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the feed on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openFeed(page)
  await expect(eventCard(page, 'Failed login')).toContainText('Lagos')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page)
})
