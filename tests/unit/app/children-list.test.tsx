// @vitest-environment happy-dom
/**
 * The children list and adding a child (moved from the end-to-end tests; their accessibility
 * checks and the pages on a phone stay in tests/e2e/children.spec.ts): the cards with devices and
 * protection, 'Add a device' and its connection code, a late code after the panel closed, a new
 * child saved and connected by the simulated Mac, a new child's form asking the server nothing
 * about them, and Cancel.
 */
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiProfile } from '../../../src/api/config'
import { openApp } from '../support/app'
import { ava, card, field, leo, maya, saveButton, shown, watchTraffic } from './children-support'

const codeDialog = () => screen.queryByRole('dialog', { name: 'Connection code' })
const connectionCodeText = (dialog: HTMLElement) => dialog.querySelector('.connection-code')?.textContent ?? ''

afterEach(() => {
  vi.restoreAllMocks()
})

describe('children list', () => {
  it('cards with devices, protection health, setup incomplete, and the add button', async () => {
    await openApp('/children')
    await screen.findByRole('heading', { name: 'Children', level: 1 })
    await screen.findByRole('heading', { name: 'Maya' })
    const mayaCard = card('Maya')
    expect(within(mayaCard).getByText('2 devices')).toBeTruthy()
    // One Mac protected, one offline: the headline is the reported state, the offline one a detail.
    expect(within(mayaCard).getAllByText('Protected', { exact: false }).length).toBeGreaterThan(0)
    expect(within(mayaCard).getByText('1 of 2 devices offline', { exact: false })).toBeTruthy()
    expect(within(mayaCard).getByRole('link', { name: 'Settings for Maya' }).getAttribute('href')).toBe(`/children/${maya}`)
    expect(within(mayaCard).getByRole('link', { name: 'Screenshots of Maya' }).getAttribute('href')).toBe(`/children/${maya}/activity`)
    expect(within(card('Leo')).getByText('1 device', { exact: true })).toBeTruthy()
    const avaCard = card('Ava')
    expect(within(avaCard).getByText('Setup incomplete', { exact: false })).toBeTruthy()
    expect(within(avaCard).getByRole('link', { name: 'Finish setup' }).getAttribute('href')).toBe(`/children/${ava}`)
    expect(shown(screen.getByRole('link', { name: 'Add a child' }))).toBe(true)
  })

  it('Add a device on a child who already has one opens the panel and gets a code', async () => {
    const app = await openApp('/children')
    await screen.findByRole('heading', { name: 'Leo' })
    const leoCard = card('Leo')
    expect(within(leoCard).getByText('1 device', { exact: true })).toBeTruthy()
    await app.user.click(within(leoCard).getByRole('link', { name: 'Add a device for Leo' }))
    await screen.findByRole('heading', { name: 'Leo', level: 1 })
    expect(app.address()).toMatch(new RegExp(`/children/${leo}\\?add-device=1$`))
    expect(screen.getByRole('button', { name: 'Add a device' }).getAttribute('aria-expanded')).toBe('true')
    await app.user.click(screen.getByRole('button', { name: 'Get connection code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connection code' })
    expect(connectionCodeText(dialog)).toMatch(/^\d{3} \d{3}$/)
  })

  it('closing the add-device panel while a code is on its way keeps it closed', async () => {
    const app = await openApp(`/children/${leo}?add-device=1`)
    const toggle = await screen.findByRole('button', { name: 'Add a device' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    // The code's reply is held until the panel is closed, however busy the machine.
    const reply = watchTraffic().hold('CreatePendingAppConnection')
    await app.user.click(screen.getByRole('button', { name: 'Get connection code' }))
    await reply.answered
    await app.user.click(toggle)
    expect(screen.queryByRole('button', { name: 'Get connection code' })).toBeNull()
    // The late reply must neither bring the panel back nor open the code's dialog: once the app
    // has read it and settled, neither is there.
    await reply.release()
    expect(screen.queryByRole('button', { name: 'Get connection code' })).toBeNull()
    expect(codeDialog()).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('adding a child', () => {
  it('add a child, get a code, the simulated Mac connects and the parent lands on the activity', async () => {
    // The code goes into the app on a Mac, iPhone or iPad under today's API; a Mac under May 2025's.
    const devices = apiProfile === 'current' ? 'Mac, iPhone or iPad' : 'Mac'
    const app = await openApp('/children')
    await app.user.click(await screen.findByRole('link', { name: 'Add a child' }))
    await screen.findByRole('heading', { name: 'Add a child' })
    await expect.poll(() => app.address()).toMatch(/^\/children\/[0-9a-f-]{36}$/)
    const userId = app.address().split('/').at(-1) ?? ''
    expect(saveButton().disabled).toBe(true)
    await app.user.type(field('Name'), '   ')
    expect(saveButton().disabled).toBe(true)
    await app.user.clear(field('Name'))
    await app.user.type(field('Name'), 'Wren')
    await app.user.click(saveButton())
    await screen.findByText('Child saved!')

    // The child exists now: the onboarding shows (no device yet).
    await screen.findByRole('heading', { name: 'Wren', level: 1 })
    expect(screen.getByRole('heading', { name: `Connect Wren’s ${devices}` })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Download the Gatehouse app' })).toBeTruthy()
    expect(screen.getByText(`Open the Gatehouse app on Wren’s ${devices} and choose to connect.`, { exact: false })).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'QR code for Gatehouse on the App Store' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Gatehouse on the App Store/ }).getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: /Read how to connect a Mac/ }).getAttribute('target')).toBe('_blank')

    await app.user.click(screen.getByRole('button', { name: 'Get connection code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connection code' })
    expect(within(dialog).getByText(`Enter this code in the Gatehouse app on Wren’s ${devices}:`)).toBeTruthy()
    expect(connectionCodeText(dialog)).toMatch(/^\d{3} \d{3}$/)
    expect(within(dialog).getByText('The device will appear here once it’s connected.')).toBeTruthy()
    // The simulated Mac types the code 4 s after it was issued (by the shared clock); the child
    // is refetched every 2.5 s.
    act(() => {
      vi.setSystemTime(Date.now() + 5_000)
    })
    await expect.poll(() => app.address()).toBe(`/children/${userId}/activity`)

    await app.open('/children')
    await screen.findByRole('heading', { name: 'Wren' })
    await expect.poll(() => within(card('Wren')).queryByText('1 device', { exact: true })).not.toBeNull()
  })

  it('adding a child asks the server nothing about the child until it is saved: no failed request, nothing in the console', async () => {
    const failed: string[] = []
    const consoleError = vi.spyOn(console, 'error')
    const app = await openApp('/children')
    // Every answer from here on is seen: the list loads again, as a tab opened on it.
    const traffic = watchTraffic()
    await app.reload()
    await screen.findByRole('heading', { name: 'Maya' })
    await app.user.click(screen.getByRole('link', { name: 'Add a child' }))
    await screen.findByRole('heading', { name: 'Add a child' })
    // Reloaded, the form of the child not saved yet comes back, still asking nothing about them.
    await app.reload()
    await screen.findByRole('heading', { name: 'Add a child' })
    await app.user.type(field('Name'), 'Sasha')
    await app.user.click(saveButton())
    await screen.findByText('Child saved!')
    await screen.findByRole('heading', { name: 'Sasha', level: 1 })
    failed.push(...traffic.answers.filter((answer) => Number(answer.split(' ')[0]) >= 400))
    failed.push(...consoleError.mock.calls.map((args) => args.map(String).join(' ')))
    expect(traffic.answers).toContain('200 SaveUser')
    expect(failed).toEqual([])
  })

  it('Cancel leaves the new-child form without creating anyone', async () => {
    const app = await openApp('/children/new')
    await screen.findByRole('heading', { name: 'Add a child' })
    await app.user.type(field('Name'), 'Nobody')
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => app.address()).toBe('/children')
    // Once the list has loaded (the seeded children show), nobody new is on it.
    await screen.findByRole('heading', { name: 'Maya' })
    expect(screen.queryByRole('heading', { name: 'Nobody' })).toBeNull()
  })
})
