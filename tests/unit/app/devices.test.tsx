// @vitest-environment happy-dom
/**
 * Devices, as a parent edits them (moved from the end-to-end tests; their accessibility checks
 * stay there, in tests/e2e/devices.spec.ts): the list, a computer's name and release channel kept
 * across a reload, Save off when nothing changed, Cancel, an unsaved draft surviving a reload, a
 * failed save rolling back, and another parent's computer.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type App, openApp } from '../support/app'

const mayaAir = 'd0000000-0000-4000-8000-000000000001'
const mayaIMac = 'd0000000-0000-4000-8000-000000000002'
const leoPro = 'd0000000-0000-4000-8000-000000000003'
const otherParentsMini = 'd0000000-0000-4000-8000-000000000004'
const leo = 'c0000000-0000-4000-8000-000000000002'

const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('li') as HTMLElement
const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' })
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' })
const channel = (name: 'Stable' | 'Beta' | 'Canary') => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${name}`) })

async function openLeosMac(): Promise<App> {
  const app = await openApp(`/devices/${leoPro}`)
  await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })
  expect(nameField().value).toBe('Leo’s MacBook Pro')
  return app
}

async function retype(app: App, text: string) {
  await app.user.clear(nameField())
  if (text) await app.user.type(nameField(), text)
}

describe('the devices list', () => {
  it('a card per computer: custom name or model, the child using it with status, and Edit', async () => {
    const app = await openApp('/devices')
    await screen.findByRole('heading', { name: 'Devices', level: 1 })
    const list = await screen.findByRole('list', { name: 'Devices' })
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3)

    // No custom name: the model title names the card.
    const air = card('M2 MacBook Air (2022)')
    expect(within(air).getByText('Maya', { exact: true })).toBeTruthy()
    expect(within(air).getByText('Protected')).toBeTruthy()
    expect(within(air).getByRole('link', { name: 'Edit M2 MacBook Air (2022)' }).getAttribute('href')).toBe(`/devices/${mayaAir}`)
    expect(within(card('21.5" iMac (2019)')).getByText('Offline')).toBeTruthy()
    expect(within(card('21.5" iMac (2019)')).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(`/devices/${mayaIMac}`)

    // A custom name, with the model under it; the child's status in parent words.
    const pro = card('Leo’s MacBook Pro')
    expect(within(pro).getByText('16" M1 Pro MacBook Pro (2021)')).toBeTruthy()
    expect(within(pro).getByText('Leo', { exact: true })).toBeTruthy()
    expect(within(pro).getByText(/^Filter suspended/)).toBeTruthy()

    // The other parent's Mac mini is not listed.
    expect(screen.queryByText('Mac mini')).toBeNull()

    await app.user.click(within(pro).getByRole('link', { name: 'Edit Leo’s MacBook Pro' }))
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })
    expect(app.address()).toBe(`/devices/${leoPro}`)
  })
})

describe('editing a device', () => {
  it('shows the model facts, children using it and each channel’s latest version', async () => {
    await openLeosMac()
    const about = screen.getByRole('region', { name: 'About this device' })
    expect(within(about).getByText('16" M1 Pro MacBook Pro (2021)')).toBeTruthy()
    expect(within(about).getByText('C02GH1DEMO03')).toBeTruthy()
    expect(within(about).getByText('MacBookPro18,1')).toBeTruthy()
    expect(within(about).getByRole('link', { name: 'Leo' }).getAttribute('href')).toBe(`/children/${leo}`)
    expect(screen.getByText('How you refer to this device')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Release channel' })).toBeTruthy()
    expect(channel('Stable').checked).toBe(true)
    for (const name of ['Stable', 'Beta', 'Canary'] as const) {
      const description = channel(name).getAttribute('aria-describedby') ?? ''
      const text = description
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
      expect(text, name).toMatch(/Latest version \d+\.\d+\.\d+/)
    }
    expect(saveButton().disabled).toBe(true)
  })

  it('a new name and channel are saved, shown at once, and kept after a reload', async () => {
    const app = await openLeosMac()
    await retype(app, '  Study laptop ')
    expect(saveButton().disabled).toBe(false)
    await app.user.click(channel('Beta'))
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    await app.user.click(saveButton())
    await screen.findByText('Device saved!')
    await screen.findByRole('heading', { name: 'Study laptop', level: 1 })
    await expect.poll(() => saveButton().disabled).toBe(true)

    await app.reload()
    await screen.findByRole('heading', { name: 'Study laptop', level: 1 })
    await expect.poll(() => nameField().value).toBe('Study laptop')
    expect(channel('Beta').checked).toBe(true)
    expect(saveButton().disabled).toBe(true)

    await app.user.click(screen.getAllByRole('link', { name: 'Devices' })[0]!)
    await screen.findByRole('heading', { name: 'Study laptop', level: 2 })
    expect(within(card('Study laptop')).getByText(/Beta channel/)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Leo’s MacBook Pro', level: 2 })).toBeNull()
  })

  it('a blank name clears the custom name: the model title names the device again', async () => {
    const app = await openLeosMac()
    await retype(app, '   ')
    await app.user.click(saveButton())
    await screen.findByText('Device saved!')
    await screen.findByRole('heading', { name: '16" M1 Pro MacBook Pro (2021)', level: 1 })
    await app.reload()
    await screen.findByRole('heading', { name: '16" M1 Pro MacBook Pro (2021)', level: 1 })
    expect(nameField().value).toBe('')
  })

  it('Save stays off when the edit changes nothing', async () => {
    const app = await openLeosMac()
    await retype(app, ' Leo’s MacBook Pro  ')
    expect(saveButton().disabled).toBe(true)
    await app.user.click(channel('Canary'))
    expect(saveButton().disabled).toBe(false)
    await app.user.click(channel('Stable'))
    expect(saveButton().disabled).toBe(true)
  })

  it('Cancel discards the edit and goes back to the list', async () => {
    const app = await openLeosMac()
    await retype(app, 'Never saved')
    await app.user.click(channel('Canary'))
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 2 })
    expect(app.address()).toBe('/devices')
    expect(screen.queryByRole('heading', { name: 'Never saved', level: 2 })).toBeNull()

    await app.user.click(within(card('Leo’s MacBook Pro')).getByRole('link', { name: /^Edit/ }))
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })
    await expect.poll(() => nameField().value).toBe('Leo’s MacBook Pro')
    expect(channel('Stable').checked).toBe(true)
    expect(saveButton().disabled).toBe(true)
    await app.reload()
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })
    await expect.poll(() => nameField().value).toBe('Leo’s MacBook Pro')
  })

  it('an unsaved edit survives a reload as a draft', async () => {
    const app = await openLeosMac()
    await retype(app, 'Half-typed')
    await app.user.click(channel('Beta'))
    await app.reload()
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })
    await expect.poll(() => nameField().value).toBe('Half-typed')
    expect(channel('Beta').checked).toBe(true)
    expect(saveButton().disabled).toBe(false)
  })

  it('a failed save changes the page at once, then rolls back with an error toast and keeps the edit', async () => {
    const app = await openLeosMac()
    app.fake.control.setFaults({ operations: ['SaveDevice'], errorRate: 1, latencyMs: 300 })
    await retype(app, 'Will fail')
    await app.user.click(saveButton())
    await screen.findByRole('heading', { name: 'Will fail', level: 1 })
    await screen.findByText('Saving device...')
    await screen.findByText('Failed to save device')
    await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })
    expect(nameField().value).toBe('Will fail')
    expect(saveButton().disabled).toBe(false)

    app.fake.control.setFaults({ operations: [], errorRate: 0, latencyMs: 0 })
    await app.user.click(saveButton())
    await screen.findByText('Device saved!')
    await screen.findByRole('heading', { name: 'Will fail', level: 1 })
  })

  it('another parent’s computer is not found, with a way back', async () => {
    await openApp(`/devices/${otherParentsMini}`)
    await screen.findByRole('heading', { name: 'Not found' })
    expect(screen.getByRole('link', { name: 'All devices' }).getAttribute('href')).toBe('/devices')
  })
})
