// Playwright's Chromium for benchmarks (CHROME_PATH, the system one, or Playwright's own).
import { chromium } from '@playwright/test'
import { findBrowser } from '../../../scripts/lib.mjs'

export function launchChromium() {
  const found = findBrowser()
  return chromium.launch({
    headless: true,
    ...(found?.path ? { executablePath: found.path } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
}

/** Stores the parent's session on the page's origin before the app loads (the app reads it at start). */
export async function signIn(page, origin, { adminId, token }) {
  await page.goto(`${origin}/__blank`)
  await page.evaluate(
    ({ adminId, token }) => {
      localStorage.setItem('admin_id', adminId)
      localStorage.setItem('admin_token', token)
    },
    { adminId, token },
  )
}
