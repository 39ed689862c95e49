// @vitest-environment happy-dom
/**
 * One device's page from plain props: its facts (model, serial number, identifier, app version
 * with the update its channel has waiting), the children using it as links with their status, or
 * none; the form (the name and the channel handed over, Save only with unsaved changes, Cancel);
 * loading; the failure with Try again, All devices and Contact support; and a failed refresh
 * above the device it still shows.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Device } from '@domain/api/wire'
import { DeviceView, type DeviceViewProps } from '../../../../src/features/devices/DeviceView'
import { renderInRouter } from '../../support/render'

const now = new Date('2025-09-02T15:30:00Z')
const kitchenMac = Device.parse({
  id: 'D2000000-0000-4000-8000-000000000001',
  name: 'Kitchen Mac',
  releaseChannel: 'beta',
  users: [{ id: 'C0000000-0000-4000-8000-000000000001', name: 'Maya', status: { case: 'filterOn' } }],
  appVersion: '2.7.1',
  serialNumber: 'C02GH1DEMO01',
  modelIdentifier: 'Mac14,2',
  modelFamily: 'macBookAir',
  modelTitle: 'M2 MacBook Air (2022)',
})
const loaded = (data: Device | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })

function props(overrides: Partial<DeviceViewProps> = {}): DeviceViewProps {
  return {
    device: loaded(kitchenMac),
    latest: { stable: '2.7.1', beta: '2.8.0', canary: '2.9.0' },
    clock: { now, timeZone: 'UTC' },
    value: { name: 'Kitchen Mac', releaseChannel: 'beta' },
    changed: false,
    saving: false,
    onName: vi.fn(),
    onChannel: vi.fn(),
    onSave: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  }
}

/** The device's facts, each term with its definition. */
const facts = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'About this device' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )

describe('Device page', () => {
  it('its facts, the update waiting on its channel, and the children using it as links with their status', async () => {
    await renderInRouter(<DeviceView {...props()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen Mac' })).toBeTruthy()
    expect(facts()).toEqual({
      Model: 'M2 MacBook Air (2022)',
      'Serial number': 'C02GH1DEMO01',
      'Model identifier': 'Mac14,2',
      'App version': '2.7.12.8.0 is available on its channel; the Mac updates when it next checks in.',
    })
    const users = screen.getByRole('heading', { level: 3, name: 'Child using it' }).nextElementSibling as HTMLElement
    expect(within(users).getByRole('link', { name: 'Maya' }).getAttribute('href')).toBe('/children/c0000000-0000-4000-8000-000000000001')
    expect(
      within(users)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MayaProtected'])
    expect(screen.getByRole('link', { name: 'Devices' }).getAttribute('href')).toBe('/devices')
  })

  it('a device nobody uses, up to date, says so', async () => {
    const spare = Device.parse({ ...kitchenMac, users: [], releaseChannel: 'stable' })
    await renderInRouter(<DeviceView {...props({ device: loaded(spare) })} />)
    expect(screen.getByText('No child uses this device yet.')).toBeTruthy()
    expect(facts()['App version']).toBe('2.7.1')
  })

  it('hands over the name and the channel, and offers Save only with unsaved changes', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<DeviceView {...p} />)
    const form = screen.getByRole('form', { name: 'Device settings' })
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    expect(within(form).queryByText('Unsaved changes')).toBeNull()
    const field = within(form).getByRole('textbox', { name: /^Name/ })
    await user.tripleClick(field)
    await user.paste('Study Mac')
    expect(p.onName).toHaveBeenLastCalledWith('Study Mac')
    await user.click(within(form).getByRole('radio', { name: /^Canary/ }))
    expect(p.onChannel).toHaveBeenCalledWith('canary')
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(p.onCancel).toHaveBeenCalledTimes(1)
    expect(p.onSave).not.toHaveBeenCalled()
  })

  it('with unsaved changes: says so and saves', async () => {
    const user = userEvent.setup()
    const p = props({ changed: true, value: { name: 'Study Mac', releaseChannel: 'canary' } })
    await renderInRouter(<DeviceView {...p} />)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /^Canary/ })).toHaveProperty('checked', true)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(p.onSave).toHaveBeenCalledTimes(1)
  })

  it('loading, then a failure with Try again, All devices and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<DeviceView {...props({ device: loaded(undefined) })} />)
    expect(screen.getByRole('status').textContent).toBe('Loading device…')
    loading.unmount()
    const device = loaded(undefined, { type: 'notFound', debugMessage: 'no such device' })
    await renderInRouter(<DeviceView {...props({ device })} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(device.refetch).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: 'All devices' }).getAttribute('href')).toBe('/devices')
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })

  it('a failed refresh: a notice with Try again above the device it still shows', async () => {
    const user = userEvent.setup()
    const device = loaded(kitchenMac, { type: 'serverError', debugMessage: 'boom' })
    await renderInRouter(<DeviceView {...props({ device })} />)
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('Couldn’t refresh')
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen Mac' })).toBeTruthy()
    await user.click(within(notice).getByRole('button', { name: 'Try again' }))
    expect(device.refetch).toHaveBeenCalledTimes(1)
  })
})
