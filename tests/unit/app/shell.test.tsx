// @vitest-environment happy-dom
/**
 * The signed-in frame, as a parent moves around it (moved from the end-to-end tests; their
 * accessibility checks, the sidebar's widths and the skip link stay in tests/e2e/shell.spec.ts):
 * the sidebar's links and the current entry, focus on the new page's content, the collapsed
 * sidebar kept across a reload, an ended session's way to the login page and back, the phone's
 * slide-in menu, the error dialog of an action whose subject is gone, and the not-found page of
 * an unknown address (axe on it, as first loaded, runs in tests/e2e/every-page.spec.ts).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { call } from '../fake-server/harness'
import { openApp } from '../support/app'
import { deadToken, logIn } from './session-support'
import { findMain, inPhoneWindow, mainNav } from './shell-support'

describe('wide screens', () => {
  it('the sidebar leads to each part of the dashboard and marks where the parent is', async () => {
    const app = await openApp('/children')
    const main = await findMain()
    await expect.poll(() => within(mainNav()).getByRole('link', { name: 'Children' }).getAttribute('aria-current')).toBe('page')

    const stops = [
      { name: 'Settings', path: '/settings' },
      { name: 'Keychains', path: '/keychains' },
      { name: 'Devices', path: '/devices' },
      { name: 'iOS devices', path: '/ios-devices' },
      { name: 'Unlock requests', path: '/unlock-requests' },
      { name: 'Security events', path: '/security-events' },
      { name: 'Activity', path: '/children/activity' },
      { name: 'Dashboard', path: '/' },
      { name: 'Children', path: '/children' },
    ]
    for (const stop of stops) {
      // Named from the start: "Devices" is not "iOS devices"; "Unlock requests" may carry its count.
      const link = () => within(mainNav()).getByRole('link', { name: new RegExp(`^${stop.name}`) })
      await app.user.click(link())
      await expect.poll(() => app.address(), { message: stop.name }).toBe(stop.path)
      await expect.poll(() => link().getAttribute('aria-current'), { message: stop.name }).toBe('page')
      await expect.poll(() => document.activeElement, { message: stop.name }).toBe(main)
      // Exactly one entry is current.
      expect(mainNav().querySelectorAll('[aria-current]'), stop.name).toHaveLength(1)
    }

    // Support opens the provider's contact page in a new tab; the logo goes home.
    const sidebar = screen.getByRole('complementary', { name: 'Dashboard' })
    const support = within(sidebar).getByRole('link', { name: /^Support/ })
    expect(support.getAttribute('target')).toBe('_blank')
    expect(support.getAttribute('rel')).toMatch(/noopener/)
    await app.user.click(within(sidebar).getByRole('link', { name: 'Gatehouse home' }))
    await expect.poll(() => app.address()).toBe('/')
    await expect.poll(() => within(mainNav()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
  })

  it('a collapsed sidebar stays collapsed after a reload', async () => {
    const app = await openApp('/children')
    await findMain()
    await app.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    // Names stay available to assistive technology.
    expect(within(mainNav()).getByRole('link', { name: 'Settings' })).toBeTruthy()

    await app.reload()
    await findMain()
    await app.user.click(await screen.findByRole('button', { name: 'Expand sidebar' }))
    await screen.findByRole('button', { name: 'Collapse sidebar' })
    await app.reload()
    await findMain()
    expect((await screen.findByRole('button', { name: 'Collapse sidebar' })).getAttribute('aria-expanded')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Expand sidebar' })).toBeNull()
  })

  it('a parent whose session ended is sent to log in and brought back afterwards', async () => {
    // The logout screen keeps the query of the tab's own address: it follows the app's.
    const app = await openApp('/children', { addressBar: true })
    await findMain()
    // The server no longer knows this token: the next call answers loggedOut.
    window.localStorage.setItem('admin_token', deadToken)
    await app.open('/settings')
    await expect.poll(() => app.address()).toBe('/login?redirect=%2Fsettings')
    await logIn(app)
    await expect.poll(() => app.address()).toBe('/settings')
  })
})

describe('phones', () => {
  inPhoneWindow()

  it('the menu button opens a slide-in panel that Esc, the backdrop and a link close', async () => {
    const app = await openApp('/children')
    const main = await findMain()
    const menu = screen.getByRole('button', { name: /^Menu( \d+ pending)?$/ })
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    // Closed, the sidebar is no dialog (the phone layout's style hides it).
    expect(screen.queryByRole('dialog', { name: 'Dashboard' })).toBeNull()

    await app.user.click(menu)
    const panel = await screen.findByRole('dialog', { name: 'Dashboard' })
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }))
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(within(mainNav()).getByRole('link', { name: 'Settings' })).toBeTruthy()
    expect(document.body.style.overflow).toBe('hidden')

    await app.user.keyboard('{Escape}')
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Dashboard' })).toBeNull()
    await expect.poll(() => document.activeElement).toBe(menu)
    expect(document.body.style.overflow).toBe('')

    // The backdrop (beside the panel) closes it too.
    await app.user.click(menu)
    await screen.findByRole('dialog', { name: 'Dashboard' })
    const backdrop = document.querySelector('.shell__backdrop')
    expect(backdrop).not.toBeNull()
    await app.user.click(backdrop as Element)
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Dashboard' })).toBeNull()

    // Following a link closes the panel.
    await app.user.click(menu)
    await screen.findByRole('dialog', { name: 'Dashboard' })
    await app.user.click(within(mainNav()).getByRole('link', { name: 'Settings' }))
    await expect.poll(() => app.address()).toBe('/settings')
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Dashboard' })).toBeNull()
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    // Focus moves on to the new page's content.
    await expect.poll(() => document.activeElement).toBe(main)
  })
})

describe('error dialog', () => {
  // Leo's MacBook Pro (only Leo uses it) and Leo's login on it, as seeded.
  const leosMac = 'd0000000-0000-4000-8000-000000000003'
  const leoOnLeosMac = 'DD000000-0000-4000-8000-000000000003'

  it('saving a device deleted behind the page’s back says Not found and leads back to the dashboard', async () => {
    const app = await openApp(`/devices/${leosMac}`)
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })
    const name = screen.getByRole('textbox', { name: 'Name' })
    await app.user.clear(name)
    await app.user.type(name, 'Study laptop')

    // Another tab removes Leo from the Mac; with no child left on it, the computer goes too.
    const token = window.localStorage.getItem('admin_token') ?? ''
    const deleted = await call('DeleteEntity', { type: 'userDevice', id: leoOnLeosMac }, { token })
    expect(deleted.status, deleted.text).toBe(200)

    await app.user.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Not found' })
    expect(within(dialog).getByText('Device not found.', { exact: true })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: /^Contact support/ })).toBeTruthy()
    // The dialog replaces the error toast, it does not come with one.
    expect(screen.queryByText(/Failed to save device/)).toBeNull()
    // The save was rolled back: the page shows the name the Mac had.
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })

    await app.user.click(within(dialog).getByRole('button', { name: 'Go to dashboard' }))
    await expect.poll(() => app.address()).toBe('/')
    await expect.poll(() => screen.queryByRole('alertdialog', { name: 'Not found' })).toBeNull()
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
  })
})

describe('signed out', () => {
  it('an unknown address shows the not-found page', async () => {
    const app = await openApp('/no-such-page', { signedIn: false })
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy()
    expect(app.address()).toBe('/no-such-page')
  })
})
