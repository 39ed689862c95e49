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
  /**
   * The page's own title, before ' · Gatehouse' (every page of the list has one); `day` is today
   * as the day pages write it ('Thu, Nov 26').
   */
  readonly title?: (day: string) => string
}

export const signedInPages: readonly SignedInPage[] = [
  { name: 'home', path: () => '/', title: () => 'Dashboard' },
  { name: 'children', path: () => '/children', title: () => 'Children' },
  { name: 'new-child', path: () => '/children/new', title: () => 'Add a child' },
  { name: 'child-settings', path: () => `/children/${maya}`, title: () => 'Maya' },
  { name: 'child-onboarding', path: () => `/children/${ava}`, title: () => 'Ava' },
  { name: 'activity-notice', path: () => '/children/activity', beforeNotice: true, title: () => 'All activity' },
  { name: 'combined-activity', path: () => '/children/activity', title: () => 'All activity' },
  { name: 'combined-activity-day', path: (day) => `/children/activity/${day}`, title: (day) => `All activity, ${day}` },
  { name: 'child-activity', path: () => `/children/${maya}/activity`, title: () => 'Maya’s activity' },
  { name: 'child-activity-day', path: (day) => `/children/${maya}/activity/${day}`, title: (day) => `Maya’s activity, ${day}` },
  { name: 'child-unlock-requests', path: () => `/children/${maya}/unlock-requests`, title: () => 'Maya’s unlock requests' },
  { name: 'unlock-request', path: () => unlock, title: () => 'Review Maya’s unlock request' },
  { name: 'unlock-request-review', path: () => `${unlock}/review`, title: () => 'Review Maya’s unlock request' },
  { name: 'unlock-request-keychain', path: () => `${unlock}/select-keychain`, title: () => 'Choose a keychain' },
  { name: 'unlock-request-key', path: () => `${unlock}/edit-key/${mayasKeychain}`, title: () => 'Accept Maya’s unlock request' },
  { name: 'unlock-request-deny', path: () => `${unlock}/deny`, title: () => 'Deny Maya’s unlock request' },
  {
    name: 'suspend-filter-request',
    path: () => `/children/${maya}/suspend-filter-requests/${suspendRequest}`,
    title: () => 'Maya’s filter suspension request',
  },
  { name: 'unlock-requests', path: () => '/unlock-requests', title: () => 'Unlock requests' },
  { name: 'keychains', path: () => '/keychains', title: () => 'Keychains' },
  { name: 'new-keychain', path: () => '/keychains/new', title: () => 'New keychain' },
  { name: 'keychain', path: () => `/keychains/${mayasKeychain}`, title: () => 'Maya’s Keychain' },
  { name: 'devices', path: () => '/devices', title: () => 'Devices' },
  { name: 'device', path: () => `/devices/${leoPro}`, title: () => 'Leo’s MacBook Pro' },
  { name: 'security-events', path: () => '/security-events', title: () => 'Security events' },
  { name: 'settings', path: () => '/settings', title: () => 'Settings' },
  { name: 'checkout-success', path: () => '/checkout-success', title: () => 'Subscription' },
  { name: 'checkout-cancel', path: () => '/checkout-cancel', title: () => 'Checkout canceled' },
]

/** Pages a signed-out visitor sees (links from e-mails carry tokens; these ones are not valid). */
export const publicPages: readonly { readonly name: string; readonly path: string; readonly title: string }[] = [
  { name: 'login', path: '/login', title: 'Log in' },
  { name: 'signup', path: '/signup', title: 'Sign up' },
  { name: 'reset-password', path: '/reset-password', title: 'Reset your password' },
  { name: 'reset-password-link', path: '/reset-password/00000000-0000-4000-8000-000000000000', title: 'Choose a new password' },
  { name: 'verify-signup-email', path: '/verify-signup-email/00000000-0000-4000-8000-000000000000', title: 'Verify your email' },
  { name: 'magic-link', path: '/otp/00000000-0000-4000-8000-000000000000', title: 'Magic link' },
  // Signed out, the survey sends the visitor to sign up.
  { name: 'use-case', path: '/use-case', title: 'Sign up' },
  { name: 'conf-booth', path: '/conf-booth', title: 'Conference booth' },
  { name: 'conf-workshop', path: '/conf-workshop', title: 'Conference workshop' },
  { name: 'not-found', path: '/no-such-page', title: 'Page not found' },
]

/** Stored once the parent has acknowledged the activity notice. */
export const noticeKey = 'gatehouse.activity.extension-notice-dismissed'

/** Today in the browser's time zone, as the day pages name days ('Thu, Nov 26'). */
export const browserShortDay = (page: Page): Promise<string> =>
  page.evaluate(() => new Date().toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' }))

/**
 * The document's title: the page's own, then the product's name, after the number of pending
 * unlock requests when there are any ('(4) Keychains · Gatehouse').
 */
export const documentTitlePattern = (title: string, { pending }: { pending: 'maybe' | 'none' }): RegExp =>
  new RegExp(`^${pending === 'maybe' ? String.raw`(\(\d+\) )?` : ''}${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Gatehouse$`)

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
