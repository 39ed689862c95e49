/**
 * What the tests of the signed-in frame need beside tests/unit/support/app.tsx: the main
 * navigation, the subscription rewritten in the fake server's database, a phone-sized window,
 * and the demo panel beside the app, driving the same fake server.
 */
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { DemoControl } from '@domain/demo/control'
import { setDemoControl } from '../../../src/demo/control'
import { idEq } from '../../../fake-server/core/db/db'
import { demoCredentials } from '../../../fake-server/demo/seed/seed'
import type { App } from '../support/app'

export const day = 24 * 60 * 60 * 1000

export const mainNav = (): HTMLElement => screen.getByRole('navigation', { name: 'Main' })

/** The main region, once the frame is up. */
export const findMain = async (): Promise<HTMLElement> => {
  await screen.findByRole('navigation', { name: 'Main' })
  const main = document.getElementById('main')
  expect(main).not.toBeNull()
  return main as HTMLElement
}

type StoredStatus = 'trialing' | 'trialExpiringSoon' | 'overdue' | 'unpaid' | 'paid' | 'complimentary'

/**
 * Rewrites the demo parent's subscription in the fake server's database (status, and when it
 * ends `msFromNow` from the shared clock), then reloads, as the page would after the server's
 * state changed.
 */
export async function setStoredSubscription(app: App, status: StoredStatus, msFromNow: number): Promise<void> {
  const admin = app.fake.db.admin.findFirst({ where: { email: { equals: demoCredentials.email.toLowerCase() } } })
  if (!admin) throw new Error('The demo parent is not in the database')
  app.fake.db.admin.update({
    where: { id: idEq(admin.id) },
    data: { subscriptionStatus: status, statusExpiration: Date.now() + msFromNow },
  })
  await app.reload()
}

/** happy-dom's own controls of the test's window. */
const happyDOM = () =>
  (window as unknown as { happyDOM: { setURL(url: string): void; setViewport(size: { width: number; height: number }): void } }).happyDOM

/** The tab's address when nothing changed it (happy-dom's default). */
const startAddress = window.location.href

afterEach(() => {
  vi.restoreAllMocks()
  happyDOM().setURL(startAddress)
})

/**
 * Opens `path` as the address bar does: the tab's address changes too (what the app reads of
 * `window.location` before its frame is up), then the app is mounted afresh there.
 */
export async function openAddress(app: App, path: string): Promise<void> {
  happyDOM().setURL(new URL(path, window.location.origin).href)
  await app.open(path)
}

/**
 * The page loads the app starts itself (`window.location.assign`), recorded instead of made;
 * `follow()` loads the latest as the browser would: the app afresh at that address.
 */
export function watchPageLoads(app: App): { addresses(): string[]; follow(): Promise<void> } {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  const addresses = () => assign.mock.calls.map(([address]) => String(address))
  return {
    addresses,
    async follow() {
      const last = addresses().at(-1)
      if (last === undefined) throw new Error('The app started no page load')
      const { pathname, search, hash } = new URL(last, window.location.origin)
      await openAddress(app, `${pathname}${search}${hash}`)
    },
  }
}

const wide = { width: 1024, height: 768 }

/** For the tests of the calling `describe`: a 390 × 844 window, where the phone layout's media query matches. */
export function inPhoneWindow(): void {
  beforeEach(() => happyDOM().setViewport({ width: 390, height: 844 }))
  afterEach(() => happyDOM().setViewport(wide))
}

/**
 * The demo panel, drawn by the app's root as in the demo build, with `control` (default: the
 * test's fake server's own). Each test of a file that shows it calls this: the control stays set
 * for the rest of the file.
 */
export async function showDemoPanel(app: App, control: DemoControl = app.fake.control): Promise<HTMLElement> {
  act(() => setDemoControl(control))
  return screen.findByRole('button', { name: /^Demo/ })
}
