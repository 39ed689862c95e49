// @vitest-environment happy-dom
/**
 * The demo panel beside the app, driving the same fake server (moved from the end-to-end tests;
 * their accessibility checks, and where the Demo button sits, stay in tests/e2e/shell.spec.ts):
 * the outbox and its links, the fault controls, and resetting the demo data, failed or not.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { call } from '../fake-server/harness'
import { openApp } from '../support/app'
import { findMain, mainNav, openAddress, showDemoPanel, watchPageLoads } from './shell-support'

const demoControls = () => screen.queryByRole('region', { name: 'Demo controls' })

describe('demo panel', () => {
  it('shows the outbox, newest first, with working links', async () => {
    const app = await openApp('/login', { signedIn: false })
    const { email } = app.fake.control.credentials
    const requested = await call('RequestMagicLink', { email, redirect: '/keychains' })
    expect(requested.status, requested.text).toBe(200)
    const [message] = app.fake.control.outbox()
    expect(message).toBeDefined()

    const toggle = await showDemoPanel(app)
    await app.user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const panel = await screen.findByRole('region', { name: 'Demo controls' })
    expect(within(panel).getByRole('tab', { name: 'Outbox' }).getAttribute('aria-selected')).toBe('true')
    const item = within(panel).getAllByRole('article')[0]!
    expect(item.textContent).toContain(email)
    expect(item.textContent).toContain(message!.subject)

    // Esc closes the panel and puts focus back on its button.
    within(panel).getByRole('tab', { name: 'Outbox' }).focus()
    await app.user.keyboard('{Escape}')
    await expect.poll(demoControls).toBeNull()
    expect(document.activeElement).toBe(toggle)

    // The message's link works in this dashboard: it signs the parent in. (A plain link: the
    // browser loads the page at its address, as `openAddress` does.)
    await app.user.click(toggle)
    const link = message!.links[0]
    expect(link).toBeDefined()
    const first = within(await screen.findByRole('region', { name: 'Demo controls' })).getAllByRole('article')[0]!
    const anchor = within(first).getAllByRole('link', { name: link! })[0]!
    expect(anchor.getAttribute('href')).toBe(link)
    const { pathname, search } = new URL(link!)
    await openAddress(app, `${pathname}${search}`)
    await expect.poll(() => app.address()).toBe('/keychains')
    expect(await findMain()).toBeTruthy()
  })

  it('fault toggles change the demo server, and can be cleared', async () => {
    const app = await openApp('/login', { signedIn: false })
    await app.user.click(await showDemoPanel(app))
    const panel = await screen.findByRole('region', { name: 'Demo controls' })
    await app.user.click(within(panel).getByRole('tab', { name: 'Faults' }))

    // The slider's End key is the browser's own: here its value is set as End sets it.
    fireEvent.change(within(panel).getByLabelText('Server errors'), { target: { value: '100' } })
    await app.user.selectOptions(within(panel).getByLabelText('Extra latency'), '300 ms')
    expect(app.fake.control.faults().errorRate).toBe(1)
    expect(app.fake.control.faults().latencyMs).toBe(300)
    expect(within(panel).getByText('100%')).toBeTruthy()

    await app.user.click(within(panel).getByRole('button', { name: 'Clear faults' }))
    expect(app.fake.control.faults().errorRate).toBe(0)
    expect(app.fake.control.faults().latencyMs).toBe(0)
  })

  it('resetting the demo data signs the parent out', async () => {
    const app = await openApp('/children')
    await findMain()
    await app.user.click(await showDemoPanel(app))
    const panel = await screen.findByRole('region', { name: 'Demo controls' })
    await app.user.click(within(panel).getByRole('tab', { name: 'Demo data' }))
    await app.user.click(within(panel).getByRole('button', { name: 'Reset demo data' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset demo data?' })
    // The parent is told before confirming that they will be signed out.
    expect(confirm.textContent).toContain('Resetting signs you out and restores the demo family')
    const loads = watchPageLoads(app)
    await app.user.click(within(confirm).getByRole('button', { name: 'Reset demo data' }))
    // The demo starts over with a page load of the login page.
    await expect.poll(() => loads.addresses()).toEqual(['/login'])
    expect(window.localStorage.getItem('admin_token')).toBeNull()
    await loads.follow()
    await expect.poll(() => app.address()).toBe('/login')
  })

  it('a demo reset that fails says so and the dialog can still be closed', async () => {
    const app = await openApp('/children')
    await findMain()
    const failing = { ...app.fake.control, reset: () => Promise.reject(new Error('storage is full')) }
    await app.user.click(await showDemoPanel(app, failing))
    const panel = await screen.findByRole('region', { name: 'Demo controls' })
    await app.user.click(within(panel).getByRole('tab', { name: 'Demo data' }))
    await app.user.click(within(panel).getByRole('button', { name: 'Reset demo data' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset demo data?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Reset demo data' }))
    await within(confirm).findByText('The demo data could not be reset. Please try again.')
    expect(within(confirm).getByRole<HTMLButtonElement>('button', { name: 'Reset demo data' }).disabled).toBe(false)
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => screen.queryByRole('alertdialog', { name: 'Reset demo data?' })).toBeNull()
    expect(app.address()).toBe('/children')
    expect(within(mainNav()).getByRole('link', { name: 'Children' })).toBeTruthy()
    expect(window.localStorage.getItem('admin_token')).not.toBeNull()
  })
})
