// @vitest-environment happy-dom
/**
 * A child's settings as a parent edits them (moved from the end-to-end tests; their accessibility
 * checks, the schedule error's colour and the pages on a phone stay in
 * tests/e2e/children.spec.ts): monitoring options, downtime and blocked apps with their
 * validation, saved and kept after a reload; a failed save rolling back; a refused device
 * deletion put back; deleting a device, then the child.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { childPageLoaded, field, fill, leo, maya, saveAndWait, saveButton, shown, watchTraffic } from './children-support'

const keylogging = () => field('Record typed text (keylogging)')
const frequency = () => field<HTMLSelectElement>('Screenshot frequency')
const resolution = () => field<HTMLSelectElement>('Screenshot resolution')
const devicesList = () => screen.getByRole('list', { name: 'Maya’s devices' })
const deviceRows = () => within(devicesList()).getAllByRole('listitem')

describe('child settings', () => {
  it('edit options, downtime and blocked apps, save, reload and see them kept', async () => {
    const app = await openApp(`/children/${maya}`)
    await childPageLoaded('Maya')
    expect(saveButton().disabled).toBe(true)

    await app.user.click(keylogging())
    expect(keylogging().checked).toBe(false)
    await app.user.selectOptions(frequency(), '300')
    await app.user.selectOptions(resolution(), '1400')
    expect(saveButton().disabled).toBe(false)
    // Back to the original: unchanged again.
    await app.user.click(keylogging())
    expect(keylogging().checked).toBe(true)
    await app.user.selectOptions(frequency(), '120')
    await app.user.selectOptions(resolution(), '1000')
    expect(saveButton().disabled).toBe(true)
    await app.user.click(keylogging())
    await app.user.selectOptions(frequency(), '300')

    // Downtime: may run past midnight; an empty window is refused.
    if (!field('Use downtime').checked) await app.user.click(field('Use downtime'))
    await fill(app, field('Downtime starts'), '22:30')
    await fill(app, field('Downtime ends'), '22:30')
    expect(screen.getAllByText('End time must differ from start time').length).toBeGreaterThan(0)
    expect(saveButton().disabled).toBe(true)
    await fill(app, field('Downtime ends'), '06:15')
    expect(screen.getByText('10:30 PM – 6:15 AM', { exact: false })).toBeTruthy()
    // An emptied time is not kept silently: it asks for a time and holds the save back.
    expect(saveButton().disabled).toBe(false)
    await fill(app, field('Downtime ends'), '')
    expect(screen.getAllByText('Enter a time').length).toBeGreaterThan(0)
    expect(saveButton().disabled).toBe(true)
    await fill(app, field('Downtime ends'), '06:15')
    expect(screen.queryByText('Enter a time', { exact: false })).toBeNull()
    expect(saveButton().disabled).toBe(false)

    // Blocked apps: a new one needs an identifier.
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add blocked app' })
    expect(add.disabled).toBe(true)
    await fill(app, field('App to block'), '   ')
    expect(add.disabled).toBe(true)
    await fill(app, field('App to block'), 'com.roblox.RobloxPlayer')
    await app.user.click(add)
    const blocked = screen.getByRole('list', { name: 'Blocked apps' })
    expect(within(blocked).getByText('com.roblox.RobloxPlayer', { exact: false })).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Add schedule for com.roblox.RobloxPlayer' }))
    const editor = screen.getByRole('group', { name: 'Schedule for com.roblox.RobloxPlayer' })
    expect(field('Start time', editor).value).toBe('07:00')
    expect(field('End time', editor).value).toBe('17:00')
    // End before start: the message (its colour is checked in the browser), and no save.
    await fill(app, field('End time', editor), '06:00')
    expect(shown(within(editor).getByText('End time must be after start time'))).toBe(true)
    expect(saveButton().disabled).toBe(true)
    await fill(app, field('End time', editor), '20:00')
    // Weekdays only; the last selected day cannot be turned off.
    await app.user.click(within(editor).getByRole('button', { name: 'Saturday' }))
    await app.user.click(within(editor).getByRole('button', { name: 'Sunday' }))
    expect(screen.getByText('Weekdays, 7:00 AM – 8:00 PM', { exact: false })).toBeTruthy()
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) await app.user.click(within(editor).getByRole('button', { name: day }))
    const friday = within(editor).getByRole('button', { name: 'Friday' })
    expect(friday.getAttribute('aria-pressed')).toBe('true')
    expect(friday.getAttribute('aria-disabled')).toBe('true')
    await app.user.click(friday)
    expect(friday.getAttribute('aria-pressed')).toBe('true')
    await app.user.click(within(editor).getByRole('radio', { name: /Inactive/ }))
    expect(screen.getByText('All times except Fri, 7:00 AM – 8:00 PM', { exact: false })).toBeTruthy()

    await saveAndWait(app)
    await app.reload()
    await childPageLoaded('Maya')
    await expect.poll(() => keylogging().checked).toBe(false)
    expect(frequency().value).toBe('300')
    expect(field('Downtime starts').value).toBe('22:30')
    expect(field('Downtime ends').value).toBe('06:15')
    expect(within(screen.getByRole('list', { name: 'Blocked apps' })).getByText('com.roblox.RobloxPlayer', { exact: false })).toBeTruthy()
    expect(screen.getByText('All times except Fri, 7:00 AM – 8:00 PM', { exact: false })).toBeTruthy()
    expect(saveButton().disabled).toBe(true)
  })

  it('a failed save rolls back with an error toast and keeps the draft', async () => {
    const app = await openApp(`/children/${leo}`)
    await childPageLoaded('Leo')
    app.fake.control.setFaults({ errorRate: 1, operations: ['SaveUser'] })
    await fill(app, field('Name'), 'Leonardo')
    await app.user.click(saveButton())
    await screen.findByText('Failed to save child', { exact: false })
    expect(screen.getByRole('heading', { name: 'Leo', level: 1 })).toBeTruthy()
    expect(field('Name').value).toBe('Leonardo')
    expect(saveButton().disabled).toBe(false)
  })

  it('a refused device deletion puts the device back with an error toast', async () => {
    const app = await openApp(`/children/${maya}`)
    await childPageLoaded('Maya')
    expect(deviceRows()).toHaveLength(2)
    app.fake.control.setFaults({ errorRate: 1, operations: ['DeleteEntity'] })
    // The refusal is held back until the page has been seen without the device.
    const refusal = watchTraffic().hold('DeleteEntity')
    await app.user.click(within(deviceRows()[0]!).getByRole('button', { name: /^Delete device/ }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete device?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete device' }))
    // Gone at once, back when the server refuses.
    await expect.poll(() => deviceRows().length).toBe(1)
    await refusal.release()
    await screen.findByText('Failed to delete device', { exact: false })
    await expect.poll(() => deviceRows().length).toBe(2)
  })

  it('delete a device, then delete the child', async () => {
    const app = await openApp(`/children/${maya}`)
    await childPageLoaded('Maya')
    expect(deviceRows()).toHaveLength(2)
    const first = deviceRows()[0]!
    const deviceName = first.querySelector('.device-row__name')?.textContent ?? ''
    expect(deviceName).not.toBe('')
    await app.user.click(within(first).getByRole('button', { name: /^Delete device/ }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete device?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete device' }))
    await expect.poll(() => deviceRows().length).toBe(1)
    await screen.findByText('Device deleted!')
    await app.reload()
    await childPageLoaded('Maya')
    await expect.poll(() => deviceRows().length).toBe(1)
    expect(devicesList().textContent).not.toContain(deviceName)

    await app.user.click(screen.getByRole('button', { name: 'Delete child' }))
    const confirmChild = await screen.findByRole('alertdialog', { name: 'Delete child?' })
    await app.user.click(within(confirmChild).getByRole('button', { name: 'Delete child' }))
    await expect.poll(() => app.address()).toBe('/children')
    await screen.findByText('Child deleted!')
    // Once the list has loaded (Leo shows), Maya is not on it.
    await screen.findByRole('heading', { name: 'Leo' })
    expect(screen.queryByRole('heading', { name: 'Maya' })).toBeNull()
    await app.reload()
    await screen.findByRole('heading', { name: 'Leo' })
    expect(screen.queryByRole('heading', { name: 'Maya' })).toBeNull()
  })
})
