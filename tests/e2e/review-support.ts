/**
 * Helpers of the smarter-review specs: the demo's children, a day's feed read back from the API,
 * axe in both themes, and waiting for the page to stop scrolling.
 */
import type { Page } from '@playwright/test'
import { type ActivityDay, activityDay } from './activity-days'
import { api } from './answers'
import { expectNoA11yViolations, loginAsDemoParent, storeBeforeOpening, type A11yOptions } from './fixtures'

/** The demo's children (fake-server/demo/seed/ids.ts), as the addresses write their ids. */
export const children = {
  maya: 'c0000000-0000-4000-8000-000000000001',
  leo: 'c0000000-0000-4000-8000-000000000002',
} as const

const noticeKey = 'gatehouse.activity.extension-notice-dismissed'

/** Opens `path` signed in, with the activity notice already acknowledged. */
export async function openAcknowledged(page: Page, path: string): Promise<void> {
  await storeBeforeOpening(page, noticeKey, '1')
  await loginAsDemoParent(page, path)
}

/** A child's day `daysAgo` days back: its address and the day as the page counts it. */
export async function childDay(page: Page, childId: string, daysAgo: number): Promise<ActivityDay & { path: string }> {
  const day = await activityDay(page, daysAgo)
  return { ...day, path: `/children/${childId}/activity/${day.url}` }
}

/** The range the API takes for the whole day (as the page asks for it). */
export function dayRange(day: ActivityDay): { start: string; end: string } {
  const [y, m, d] = day.iso.split('-').map(Number) as [number, number, number]
  const startMs = Date.UTC(y, m - 1, d) + day.offset * 60_000
  return { start: new Date(startMs - 1).toISOString(), end: new Date(startMs + 86_400_000 - 1).toISOString() }
}

export interface FeedItemOnServer {
  readonly id: string
  readonly flagged: boolean
}

/** The child's items of the day as the demo's server now has them (ids in lower case). */
export async function itemsOnServer(page: Page, childId: string, day: ActivityDay): Promise<FeedItemOnServer[]> {
  const feed = await api<{ items: FeedItemOnServer[] }>(page, 'UserActivityFeed', { userId: childId.toUpperCase(), range: dayRange(day) })
  return feed.items.map((item) => ({ id: item.id.toLowerCase(), flagged: item.flagged }))
}

/** axe on the page (or part of it) in the dark theme and then the light one, as the every-page sweep checks. */
export async function expectAccessibleInBothThemes(page: Page, options: A11yOptions = {}): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoA11yViolations(page, options)
  }
}

/** Waits until the page has not scrolled for two frames (a key's scroll may be smooth). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    let last = Number.NaN
    while (window.scrollY !== last) {
      last = window.scrollY
      await frame()
    }
  })
}
