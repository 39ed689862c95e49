/**
 * Every signed-in page of the dashboard, with paths into the seeded demo family (fake-server
 * seed): Maya has two Macs, a pending unlock request and a pending filter-suspension request;
 * Ava has no device yet. Used by the theme and tap-target specs and by the gallery.
 */
import type { Page } from '@playwright/test'
import { demoHelpers, expect, loginAsDemoParent, storeBeforeOpening } from './fixtures'

export const demoIds = {
  maya: 'c0000000-0000-4000-8000-000000000001',
  ava: 'c0000000-0000-4000-8000-000000000003',
  leoPro: 'd0000000-0000-4000-8000-000000000003',
  mayasKeychain: 'b0000000-0000-4000-8000-000000000001',
  unlockRequest: 'ab000000-0000-4000-8000-000000000001',
  suspendRequest: '5f000000-0000-4000-8000-000000000001',
} as const

const { maya, ava, leoPro, mayasKeychain, unlockRequest, suspendRequest } = demoIds
const unlock = `/children/${maya}/unlock-requests/${unlockRequest}`

export interface SignedInPage {
  /** Short name, also used for file names (letters, digits and dashes). */
  readonly name: string
  /** The path; activity days take today's date as the URLs write it (MM-DD-YYYY). */
  readonly path: (day: string) => string
  /** Shown before the parent acknowledged the activity notice (every other page: after). */
  readonly beforeNotice?: true
}

export const signedInPages: readonly SignedInPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'children', path: () => '/children' },
  { name: 'new-child', path: () => '/children/new' },
  { name: 'child-settings', path: () => `/children/${maya}` },
  { name: 'child-onboarding', path: () => `/children/${ava}` },
  { name: 'activity-notice', path: () => '/children/activity', beforeNotice: true },
  { name: 'combined-activity', path: () => '/children/activity' },
  { name: 'combined-activity-day', path: (day) => `/children/activity/${day}` },
  { name: 'child-activity', path: () => `/children/${maya}/activity` },
  { name: 'child-activity-day', path: (day) => `/children/${maya}/activity/${day}` },
  { name: 'child-unlock-requests', path: () => `/children/${maya}/unlock-requests` },
  { name: 'unlock-request', path: () => unlock },
  { name: 'unlock-request-review', path: () => `${unlock}/review` },
  { name: 'unlock-request-keychain', path: () => `${unlock}/select-keychain` },
  { name: 'unlock-request-key', path: () => `${unlock}/edit-key/${mayasKeychain}` },
  { name: 'unlock-request-deny', path: () => `${unlock}/deny` },
  { name: 'suspend-filter-request', path: () => `/children/${maya}/suspend-filter-requests/${suspendRequest}` },
  { name: 'unlock-requests', path: () => '/unlock-requests' },
  { name: 'keychains', path: () => '/keychains' },
  { name: 'new-keychain', path: () => '/keychains/new' },
  { name: 'keychain', path: () => `/keychains/${mayasKeychain}` },
  { name: 'devices', path: () => '/devices' },
  { name: 'device', path: () => `/devices/${leoPro}` },
  { name: 'security-events', path: () => '/security-events' },
  { name: 'settings', path: () => '/settings' },
  { name: 'checkout-success', path: () => '/checkout-success' },
  { name: 'checkout-cancel', path: () => '/checkout-cancel' },
]

/** Pages a signed-out visitor sees (links from e-mails carry tokens; these ones are not valid). */
export const publicPages: readonly { readonly name: string; readonly path: string }[] = [
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'reset-password', path: '/reset-password' },
  { name: 'reset-password-link', path: '/reset-password/00000000-0000-4000-8000-000000000000' },
  { name: 'verify-signup-email', path: '/verify-signup-email/00000000-0000-4000-8000-000000000000' },
  { name: 'magic-link', path: '/otp/00000000-0000-4000-8000-000000000000' },
  { name: 'use-case', path: '/use-case' },
  { name: 'conf-booth', path: '/conf-booth' },
  { name: 'conf-workshop', path: '/conf-workshop' },
  { name: 'not-found', path: '/no-such-page' },
]

/** Stored once the parent has acknowledged the activity notice. */
export const noticeKey = 'gatehouse.activity.extension-notice-dismissed'

/** Today in the browser's time zone, as activity URLs write days (MM-DD-YYYY). */
export const browserToday = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const d = new Date()
    const pad = (n: number, w = 2) => String(n).padStart(w, '0')
    return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getFullYear(), 4)}`
  })

/** The page has rendered: a main heading, no loading spinner left, no failure screen. */
export async function settled(page: Page): Promise<void> {
  // The demo may reload a page its worker did not control yet; checks run on the page that stays.
  await demoHelpers(page).ready()
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('.loading-block')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Uh-oh!', level: 1 })).toHaveCount(0)
}

/**
 * Signs in as the demo parent and opens the page, settled. Unless the page is about the activity
 * notice, the notice counts as acknowledged from the first page on, so activity pages show the
 * activity itself.
 */
export async function openSignedIn(page: Page, entry: SignedInPage): Promise<void> {
  if (!entry.beforeNotice) {
    await storeBeforeOpening(page, noticeKey, '1')
  }
  await loginAsDemoParent(page, entry.path(await browserToday(page)))
  await settled(page)
}
