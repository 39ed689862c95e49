/**
 * Activity days as the page counts them, and busy days seeded through the demo. Under the May
 * 2025 API profile the activity pages count the server's UTC days (that server cannot count any
 * other); under `current` they count the browser's own days. A test that seeds "the day before
 * yesterday" must seed the day the page will show, whatever the browser's time zone.
 */
import type { Page } from '@playwright/test'
import { demoHelpers, test } from './fixtures'

export interface ActivityDay {
  /** YYYY-MM-DD. */
  readonly iso: string
  /** MM-DD-YYYY, as the activity addresses write it. */
  readonly url: string
  /** Minutes behind UTC of the days the page counts (as `Date.getTimezoneOffset()` says). */
  readonly offset: number
}

/** The day `daysAgo` days before today, as the activity pages count days. */
export async function activityDay(page: Page, daysAgo: number): Promise<ActivityDay> {
  // The page may still be settling from the navigation before (the demo's service worker taking
  // over); wait for it rather than reading a context that is about to go away.
  await page.waitForLoadState('load')
  await demoHelpers(page).ready()
  const utcDays = test.info().project.metadata.apiProfile !== 'current'
  return page.evaluate(
    ({ n, utcDays }) => {
      const offset = utcDays ? 0 : new Date().getTimezoneOffset()
      // The wall clock of that offset, read through the UTC fields.
      const d = new Date(Date.now() - offset * 60_000)
      d.setUTCDate(d.getUTCDate() - n)
      const p = (x: number) => String(x).padStart(2, '0')
      const [y, m, day] = [d.getUTCFullYear(), p(d.getUTCMonth() + 1), p(d.getUTCDate())]
      return { iso: `${y}-${m}-${day}`, url: `${m}-${day}-${y}`, offset }
    },
    { n: daysAgo, utcDays },
  )
}

/**
 * Fills the activity day `daysAgo` days back with exactly `screenshots` screenshots and `lines`
 * typed-text lines of the demo's first child with a Mac (whatever that day held goes).
 */
export async function seedBusyDay(page: Page, daysAgo: number, screenshots: number, lines: number): Promise<{ childId: string; urlDate: string }> {
  const day = await activityDay(page, daysAgo)
  const { childId } = await page.evaluate(
    async ({ day, screenshots, lines }) => {
      const control = window.gatehouseDemo
      if (!control?.seedBusyDay) throw new Error('this demo build cannot seed a busy day')
      return control.seedBusyDay({ date: day.iso, screenshots, lines, jsTimezoneOffsetMinutes: day.offset })
    },
    { day, screenshots, lines },
  )
  return { childId: childId.toLowerCase(), urlDate: day.url }
}
