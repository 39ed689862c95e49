/**
 * What the shared fixtures do to every test's page: record a trail for a failed test's report,
 * and hold the demo family still.
 */
import type { Page } from '@playwright/test'

/**
 * What a failed test's report shows besides its screenshot: each API answer that was not a
 * success and each page the tab loaded, with the seconds since the test began. Cheap enough to
 * record in every test, so a failure that is hard to repeat still says what the page went through.
 */
export function recordTrail(page: Page): string[] {
  const trail: string[] = []
  const started = Date.now()
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
  page.on('response', (response) => {
    if (response.status() >= 400 && /\/pairql\//.test(response.url()))
      trail.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    if (/\/pairql\//.test(request.url())) trail.push(`${at()} failed ${request.url()}: ${request.failure()?.errorText ?? ''}`)
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`${at()} page ${frame.url()}`)
  })
  return trail
}

/** Run in every page before its scripts: holds the demo family still once the demo is up. */
export function holdFamilyStill(): void {
  const timer = window.setInterval(() => {
    const ready = window.gatehouseDemoReady
    if (!ready) return
    window.clearInterval(timer)
    ready.then((control) => (control.familyActs?.() === false ? undefined : control.setFamilyActs?.(false))).catch(() => {})
  }, 10)
  window.addEventListener('load', () => window.setTimeout(() => window.clearInterval(timer), 5_000))
}

/** The app's documents this worker's pages loaded (the quiet page aside): each costs the browser the app's start. */
export const pageLoads = { count: 0 }

/** Counts every document of the app that `page` loads, from now on, in `pageLoads`. */
export function countLoads(page: Page, quietPath: string): void {
  page.on('domcontentloaded', () => {
    const url = page.url()
    if (/^https?:/.test(url) && !new URL(url).pathname.endsWith(quietPath)) pageLoads.count++
  })
}
