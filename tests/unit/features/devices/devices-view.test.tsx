// @vitest-environment happy-dom
/**
 * The devices list from plain props: a card per computer with its name (and model when renamed),
 * the children using it with their status in words, the app's version and channel, and Edit
 * named for the device; a device nobody uses; no devices (Go to children); loading; the failure
 * with Try again and Contact support.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Device } from '@domain/api/wire'
import { DevicesView } from '../../../../src/features/devices/DevicesView'
import { renderInRouter } from '../../support/render'

const now = new Date('2025-09-02T15:30:00Z')
const device = (n: number, extra: Record<string, unknown>) =>
  Device.parse({
    id: `D2000000-0000-4000-8000-00000000000${n}`,
    releaseChannel: 'stable',
    users: [],
    appVersion: '2.7.1',
    serialNumber: `SN${n}`,
    modelIdentifier: 'Mac14,2',
    modelFamily: 'macBookAir',
    modelTitle: 'M2 MacBook Air (2022)',
    ...extra,
  })
const shared = device(1, {
  name: 'Kitchen Mac',
  releaseChannel: 'beta',
  users: [
    { id: 'C0000000-0000-4000-8000-000000000001', name: 'Maya', status: { case: 'filterOn' } },
    { id: 'C0000000-0000-4000-8000-000000000002', name: 'Leo', status: { case: 'filterOff' } },
  ],
})
const spare = device(2, {})
const loaded = (data: readonly Device[] | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })

describe('Devices list', () => {
  it('a renamed device shared by two children: its name and model, each child’s status, version and Edit', async () => {
    await renderInRouter(<DevicesView devices={loaded([shared, spare])} clock={{ now, timeZone: 'UTC' }} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeTruthy()
    const card = within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')[0]!
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Kitchen Mac')
    expect(within(card).getByText('M2 MacBook Air (2022)')).toBeTruthy()
    const users = within(card).getByRole('heading', { level: 3, name: 'Children using it' }).nextElementSibling as HTMLElement
    expect(
      within(users)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MayaProtected', 'LeoFilter off'])
    expect(within(card).getByText('App 2.7.1 · Beta channel')).toBeTruthy()
    const edit = within(card).getByRole('link', { name: 'Edit Kitchen Mac' })
    expect(edit.textContent).toBe('Edit')
    expect(edit.getAttribute('href')).toBe('/devices/d2000000-0000-4000-8000-000000000001')
  })

  it('a device nobody uses is named by its model and says so', async () => {
    await renderInRouter(<DevicesView devices={loaded([spare])} clock={{ now, timeZone: 'UTC' }} />)
    const card = within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')[0]!
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('M2 MacBook Air (2022)')
    expect(within(card).getAllByText('M2 MacBook Air (2022)')).toHaveLength(1)
    expect(card.textContent).toContain('No child uses this device yet.')
  })

  it('no devices: explains where they come from, with Go to children', async () => {
    await renderInRouter(<DevicesView devices={loaded([])} clock={{ now, timeZone: 'UTC' }} />)
    expect(screen.getByRole('heading', { level: 2, name: 'No devices' })).toBeTruthy()
    expect(screen.getByText(/^Devices are created automatically when the Gatehouse app is installed/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to children' }).getAttribute('href')).toBe('/children')
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<DevicesView devices={loaded(undefined)} clock={{ now, timeZone: 'UTC' }} />)
    expect(screen.getByRole('status').textContent).toBe('Loading devices…')
    loading.unmount()
    const devices = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    await renderInRouter(<DevicesView devices={devices} clock={{ now, timeZone: 'UTC' }} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 2 })).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(devices.refetch).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })
})
