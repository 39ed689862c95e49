// @vitest-environment happy-dom
/**
 * A child's keychains and the add-keychain drawer (moved from the end-to-end tests; their
 * accessibility checks, the drawer's backdrop under a real pointer, the toast above the drawer
 * taking the click and the pages on a phone stay in tests/e2e/children.spec.ts): schedules on a
 * keychain, own and public keychains added with a schedule and kept after a reload, one Esc
 * closing the drawer (and only the warning above it), requesting a public keychain that does not
 * exist, and that request failing.
 */
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type App, openApp } from '../support/app'
import { childPageLoaded, field, fill, leo, saveAndWait, saveButton, shown } from './children-support'

const keychains = () => screen.getByRole('list', { name: 'Leo’s keychains' })
const drawer = () => screen.getByRole('dialog', { name: 'Add a keychain for Leo' })
const drawerOpen = () => screen.queryByRole('dialog', { name: 'Add a keychain for Leo' }) !== null
const search = () => field('Search keychains', drawer())
const inDrawer = (name: string | RegExp) => within(drawer()).getByRole<HTMLButtonElement>('button', { name })
const warningDialog = () => screen.queryByRole('alertdialog', { name: 'Keychain warning' })
const requestField = () => field<HTMLTextAreaElement>('What should the keychain unlock?', drawer())

async function openDrawer(app: App): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: 'Add a keychain' }))
  await screen.findByRole('dialog', { name: 'Add a keychain for Leo' })
}

async function openLeo(): Promise<App> {
  const app = await openApp(`/children/${leo}`)
  await childPageLoaded('Leo')
  return app
}

describe('child settings', () => {
  it('add one own and one public keychain with a schedule through the drawer', async () => {
    const app = await openLeo()
    expect(within(keychains()).getByText('Leo’s Keychain', { exact: false })).toBeTruthy()
    expect(within(keychains()).getAllByText('Always active', { exact: false }).length).toBeGreaterThan(0)
    // A schedule can be added, edited and removed again.
    await app.user.click(screen.getByRole('button', { name: 'Add schedule for Leo’s Keychain' }))
    expect(within(keychains()).getByText('Every day, 7:00 AM – 5:00 PM', { exact: false })).toBeTruthy()
    await fill(app, field('Start time', screen.getByRole('group', { name: 'Schedule for Leo’s Keychain' })), '08:15')
    expect(within(keychains()).getByText('Every day, 8:15 AM – 5:00 PM', { exact: false })).toBeTruthy()
    expect(saveButton().disabled).toBe(false)
    await app.user.click(screen.getByRole('button', { name: 'Remove schedule for Leo’s Keychain' }))
    expect(within(keychains()).getAllByText('Always active', { exact: false }).length).toBeGreaterThan(0)
    expect(saveButton().disabled).toBe(true)

    await openDrawer(app)
    expect(inDrawer('My keychains').getAttribute('aria-pressed')).toBe('true')
    expect(shown(await within(drawer()).findByRole('button', { name: /Music Practice/ }))).toBe(true)
    // The search box has the focus, ready to type.
    expect(document.activeElement).toBe(search())
    // Esc closes (the backdrop, dragged onto or clicked, is tried under a real pointer).
    await app.user.keyboard('{Escape}')
    await expect.poll(drawerOpen).toBe(false)

    // Own keychain, with a schedule from the footer.
    await openDrawer(app)
    await fill(app, search(), 'zzz-nothing')
    expect(within(drawer()).getByText("Hmm, we couldn't find that keychain")).toBeTruthy()
    await fill(app, search(), 'music')
    await app.user.click(inDrawer(/Music Practice/))
    await app.user.click(inDrawer('Add schedule'))
    // An end that is not after the start cannot be added.
    await fill(app, field('Start time', drawer()), '19:00')
    await fill(app, field('End time', drawer()), '18:30')
    expect(shown(within(drawer()).getByText('End time must be after start time'))).toBe(true)
    expect(inDrawer('Add keychain').disabled).toBe(true)
    await fill(app, field('Start time', drawer()), '15:00')
    expect(inDrawer('Add keychain').disabled).toBe(false)
    await app.user.click(inDrawer('Add keychain'))
    await expect.poll(drawerOpen).toBe(false)
    expect(within(keychains()).getByText('Music Practice', { exact: false })).toBeTruthy()
    expect(within(keychains()).getByText('Every day, 3:00 PM – 6:30 PM', { exact: false })).toBeTruthy()

    // Public keychain: two pages of six, a warning badge, then add one.
    await openDrawer(app)
    await app.user.click(inDrawer('Public keychains'))
    const grid = await within(drawer()).findByRole('list', { name: 'Public keychains' })
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6)
    expect(inDrawer('Page 1 of 2').getAttribute('aria-current')).toBe('page')
    await app.user.click(inDrawer('Next page'))
    expect(inDrawer('Page 2 of 2').getAttribute('aria-current')).toBe('page')
    expect(inDrawer('Next page').disabled).toBe(true)
    await app.user.click(inDrawer('Previous page'))
    await fill(app, search(), 'video')
    await app.user.click(inDrawer('Warning about Video Calls'))
    const warning = await screen.findByRole('alertdialog', { name: 'Keychain warning' })
    expect(warning.textContent).toContain('Check the keys before assigning this keychain.')
    await app.user.click(within(warning).getByRole('button', { name: 'OK' }))
    await expect.poll(warningDialog).toBeNull()
    expect(drawerOpen()).toBe(true)
    await fill(app, search(), 'coding')
    await app.user.click(inDrawer(/Coding Club/))
    await app.user.click(inDrawer('Add schedule'))
    await app.user.click(inDrawer('Saturday'))
    await app.user.click(inDrawer('Sunday'))
    await app.user.click(inDrawer('Add keychain'))
    await expect.poll(() => within(keychains()).queryByText('Coding Club', { exact: false })).not.toBeNull()
    expect(within(keychains()).getByText('Weekdays, 7:00 AM – 5:00 PM', { exact: false })).toBeTruthy()

    await saveAndWait(app)
    await app.reload()
    await childPageLoaded('Leo')
    await expect.poll(() => within(keychains()).queryByText('Music Practice', { exact: false })).not.toBeNull()
    expect(within(keychains()).getByText('Every day, 3:00 PM – 6:30 PM', { exact: false })).toBeTruthy()
    expect(within(keychains()).getByText('Coding Club', { exact: false })).toBeTruthy()
    expect(within(keychains()).getByText('Weekdays, 7:00 AM – 5:00 PM', { exact: false })).toBeTruthy()
  })

  it('one Esc closes the add-keychain drawer with text in its search box', async () => {
    const app = await openLeo()
    await openDrawer(app)
    expect(document.activeElement).toBe(search())
    await app.user.keyboard('music')
    expect(search().value).toBe('music')
    await app.user.keyboard('{Escape}')
    await expect.poll(drawerOpen).toBe(false)
    // Opened again, it starts afresh.
    await openDrawer(app)
    expect(search().value).toBe('')
    // Esc in the warning dialog opened from the drawer closes the warning only. happy-dom has
    // neither a modal dialog's focus nor its Esc: the focus is put in the warning and its cancel
    // sent, as a browser does (the spec presses Esc in a real one).
    await app.user.click(inDrawer('Public keychains'))
    await fill(app, search(), 'video')
    await app.user.click(await within(drawer()).findByRole('button', { name: 'Warning about Video Calls' }))
    const warning = await screen.findByRole('alertdialog', { name: 'Keychain warning' })
    within(warning).getByRole('button', { name: 'OK' }).focus()
    await app.user.keyboard('{Escape}')
    act(() => {
      warning.dispatchEvent(new Event('cancel', { cancelable: true }))
    })
    await expect.poll(warningDialog).toBeNull()
    expect(drawerOpen()).toBe(true)
    expect(search().value).toBe('video')
  })

  it('request a public keychain that does not exist', async () => {
    const app = await openLeo()
    await openDrawer(app)
    await app.user.click(inDrawer('Public keychains'))
    await fill(app, search(), 'chess clubs')
    expect(await within(drawer()).findByText("Hmm, we couldn't find that keychain")).toBeTruthy()
    const request = () => inDrawer('Request keychain')
    expect(request().disabled).toBe(true)
    await fill(app, requestField(), '   ')
    expect(request().disabled).toBe(true)
    await fill(app, requestField(), 'Online chess sites for the school club')
    await app.user.click(request())
    await within(drawer()).findByText('We received your request!')
    await expect.poll(() => app.fake.control.outbox().find((m) => m.subject.includes('Public keychain request'))).toBeDefined()
    const message = app.fake.control.outbox().find((m) => m.subject.includes('Public keychain request'))
    expect(JSON.stringify(message)).toContain('chess clubs')
    // Another search asks afresh.
    await fill(app, search(), 'robotics clubs')
    expect(within(drawer()).queryByText('We received your request!')).toBeNull()
    expect(requestField().value).toBe('')
    expect(request().disabled).toBe(true)
  })

  it('a failing request says so', async () => {
    const app = await openLeo()
    app.fake.control.setFaults({ errorRate: 1, operations: ['RequestPublicKeychain'] })
    await openDrawer(app)
    await app.user.click(inDrawer('Public keychains'))
    await fill(app, search(), 'chess')
    await fill(app, await within(drawer()).findByLabelText('What should the keychain unlock?'), 'Chess')
    await app.user.click(inDrawer('Request keychain'))
    await within(drawer()).findByText('Hmm, something went wrong')
    expect(within(drawer()).getByText('Try refreshing the page and trying again.')).toBeTruthy()
    // The error toast is announced, and dismissed with its button (that it shows above the
    // drawer's backdrop and takes the click is checked in a browser: happy-dom has no modal).
    const failedToast = () => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes('Failed to request keychain')) ?? null
    await expect.poll(failedToast).not.toBeNull()
    expect(drawerOpen()).toBe(true)
    await app.user.click(screen.getByRole('button', { name: 'Dismiss: Failed to request keychain' }))
    await expect.poll(() => screen.queryByText('Failed to request keychain', { exact: false })).toBeNull()
    expect(drawerOpen()).toBe(true)
    // Another search asks afresh, and fails again.
    await fill(app, search(), 'robotics')
    await fill(app, requestField(), 'Robotics')
    await app.user.click(inDrawer('Request keychain'))
    await expect.poll(failedToast).not.toBeNull()
    expect(drawerOpen()).toBe(true)
  })
})
