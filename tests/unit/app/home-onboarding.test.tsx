// @vitest-environment happy-dom
/**
 * Home for a new parent and Home's announcement (moved from the end-to-end tests; their
 * accessibility checks stay there, in tests/e2e/home.spec.ts, with what only a browser shows): a
 * parent who just signed up sees the welcome card, then the first-device card once a child
 * exists; today's API's announcement is dismissed at once and for good, and a failed dismissal is
 * silent and hides it only until the next load. The announcement comes only from today's API,
 * the profile these tests are built with.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiProfile } from '../../../src/api/config'
import { toastsShown, writesWaiting } from '../../../src/data'
import { openApp } from '../support/app'
import { watchCalls } from './calls-support'

const email = 'home-new-parent@example.com'
const banner = () => screen.queryByRole('region', { name: 'Announcement' })

describe('signing up', () => {
  it('a new parent: the welcome card, then the first-device card once a child exists', async () => {
    const app = await openApp('/signup', { signedIn: false })
    await app.user.type(await screen.findByLabelText('Email'), email)
    await app.user.type(screen.getByLabelText('Create Password'), 'kitchen-table')
    await app.user.click(screen.getByRole('button', { name: 'Submit' }))
    let link: string | undefined
    await expect
      .poll(() => {
        const message = app.fake.control.outbox().find((m) => m.to === email && m.links.some((l) => l.includes('/verify-signup-email/')))
        link = message?.links.find((l) => l.includes('/verify-signup-email/'))
        return link
      })
      .toBeDefined()
    await app.open(new URL(link!).pathname)
    await expect.poll(() => app.address()).toMatch(/\/use-case$/)

    await app.open('/')
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the parent website!' })
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull()
    expect(screen.getByRole('link', { name: /How-to video \(2 min\)/ }).getAttribute('target')).toBe('_blank')

    await app.user.click(screen.getByRole('link', { name: 'Add a child' }))
    await app.user.type(await screen.findByLabelText('Name'), 'Wren')
    await app.user.click(screen.getByRole('button', { name: 'Save child' }))
    await screen.findByRole('heading', { name: 'Wren', level: 1 })

    await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }))
    await screen.findByRole('heading', { level: 1, name: 'Congrats on adding your first child!' })
    expect(screen.getAllByText('Wren').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Get connection code' })).toBeTruthy()
  })
})

describe('Home’s announcement', () => {
  it('Home’s announcement under today’s API: dismissed at once, gone after a reload', async () => {
    expect(apiProfile).toBe('current')
    const app = await openApp('/')
    expect((await screen.findByRole('region', { name: 'Announcement' })).textContent).toContain('your own time zone')
    await app.user.click(within(banner()!).getByRole('button', { name: 'Dismiss' }))
    expect(banner()).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    // The page goes once the server has the dismissal (a tab closed sooner may never send it).
    await expect.poll(() => writesWaiting()).toBe(0)
    await app.reload()
    await screen.findByRole('heading', { level: 2, name: /^Good / })
    expect(banner()).toBeNull()
  })

  it('a failed dismissal of the announcement is silent: hidden on this visit, back on the next load', async () => {
    expect(apiProfile).toBe('current')
    const app = await openApp('/')
    expect((await screen.findByRole('region', { name: 'Announcement' })).textContent).toContain('your own time zone')
    app.fake.control.setFaults({ errorRate: 1, operations: ['DeleteEntity'] })
    const answered = watchCalls(/^DeleteEntity/)
    await app.user.click(within(banner()!).getByRole('button', { name: 'Dismiss' }))
    await expect.poll(() => answered[0]?.status).toBeDefined()
    expect(answered[0]!.status).toBeGreaterThanOrEqual(500)
    // What the failure would show comes when the write is settled (rolled back, retries done).
    await expect.poll(() => writesWaiting()).toBe(0)
    expect(toastsShown()).toEqual([])
    expect(document.querySelectorAll('.toasts-region .toast')).toHaveLength(0)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(banner()).toBeNull()

    await app.reload()
    expect((await screen.findByRole('region', { name: 'Announcement' })).textContent).toContain('your own time zone')
  })
})
