/**
 * Every page of the dashboard, for the specs that visit them all (the security policy, hostile
 * names), and the checks they share. Paths use the seeded demo family: Maya has two Macs, a
 * pending unlock request and a pending filter-suspension request; Ava has no device yet.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const maya = 'c0000000-0000-4000-8000-000000000001'
const ava = 'c0000000-0000-4000-8000-000000000003'
const leoPro = 'd0000000-0000-4000-8000-000000000003'
const mayasKeychain = 'b0000000-0000-4000-8000-000000000001'
const unlockRequest = 'ab000000-0000-4000-8000-000000000001'
const suspendRequest = '5f000000-0000-4000-8000-000000000001'
const unknownToken = '0f0f0f0f-0000-4000-8000-00000000dead'

export interface SitePage {
  readonly name: string
  /** The path, given today's date as activity URLs write it (MM-DD-YYYY). */
  readonly path: (day: string) => string
}

/** Pages of a signed-in parent. */
export const signedInPages: readonly SitePage[] = [
  { name: 'children', path: () => '/children' },
  { name: 'new child', path: () => '/children/new' },
  { name: 'child settings', path: () => `/children/${maya}` },
  { name: 'child onboarding', path: () => `/children/${ava}` },
  { name: 'combined activity', path: () => '/children/activity' },
  { name: 'combined activity day', path: (day) => `/children/activity/${day}` },
  { name: 'child activity', path: () => `/children/${maya}/activity` },
  { name: 'child activity day', path: (day) => `/children/${maya}/activity/${day}` },
  { name: 'child unlock requests', path: () => `/children/${maya}/unlock-requests` },
  { name: 'unlock request', path: () => `/children/${maya}/unlock-requests/${unlockRequest}` },
  { name: 'unlock request review', path: () => `/children/${maya}/unlock-requests/${unlockRequest}/review` },
  { name: 'unlock request keychain', path: () => `/children/${maya}/unlock-requests/${unlockRequest}/select-keychain` },
  { name: 'unlock request key', path: () => `/children/${maya}/unlock-requests/${unlockRequest}/edit-key/${mayasKeychain}` },
  { name: 'unlock request deny', path: () => `/children/${maya}/unlock-requests/${unlockRequest}/deny` },
  { name: 'suspend filter request', path: () => `/children/${maya}/suspend-filter-requests/${suspendRequest}` },
  { name: 'unlock requests', path: () => '/unlock-requests' },
  { name: 'keychains', path: () => '/keychains' },
  { name: 'new keychain', path: () => '/keychains/new' },
  { name: 'keychain', path: () => `/keychains/${mayasKeychain}` },
  { name: 'devices', path: () => '/devices' },
  { name: 'device', path: () => `/devices/${leoPro}` },
  { name: 'security events', path: () => '/security-events' },
  { name: 'settings', path: () => '/settings' },
  { name: 'checkout success', path: () => '/checkout-success' },
  { name: 'checkout cancel', path: () => '/checkout-cancel' },
  { name: 'page not found', path: () => '/no-such-page' },
]

/** Pages anyone can open. */
export const publicPages: readonly SitePage[] = [
  { name: 'login', path: () => '/login' },
  { name: 'sign up', path: () => '/signup' },
  { name: 'request a password reset', path: () => '/reset-password' },
  { name: 'password reset link', path: () => `/reset-password/${unknownToken}` },
  { name: 'magic link', path: () => `/otp/${unknownToken}` },
  { name: 'sign-up verification link', path: () => `/verify-signup-email/${unknownToken}` },
  { name: 'use case', path: () => '/use-case' },
  { name: 'conference booth', path: () => '/conf-booth' },
  { name: 'conference workshop', path: () => '/conf-workshop' },
]

/** Today in the browser's time zone, as activity URLs write days (MM-DD-YYYY). */
export const today = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const d = new Date()
    const pad = (n: number, w = 2) => String(n).padStart(w, '0')
    return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getFullYear(), 4)}`
  })

/** The page has rendered: a main heading, and no loading spinner left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('.loading-block')).toHaveCount(0, { timeout: 15_000 })
}

/** Nothing on the page is wider than the window; a failure names the element that sticks out most. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const innerWidth = window.innerWidth
    let widest = ''
    let right = innerWidth
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > right + 0.5) {
        right = r.right
        const classes = typeof el.className === 'string' && el.className.trim() !== '' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
        widest = `${el.tagName.toLowerCase()}${classes} (right edge ${Math.round(r.right)}px)`
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest }
  })
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${innerWidth}px window; widest: ${widest}`).toBeLessThanOrEqual(innerWidth)
}
