// @vitest-environment happy-dom
/**
 * The devices list from plain props: a card per computer with its name (and model when renamed),
 * the children using it with their status in words, the app's version and channel, and Edit
 * named for the device; a device nobody uses; no devices (Go to children); loading; the failure
 * with Try again and Contact support.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Device } from '@domain/api/wire'
import { DevicesView } from '../../../../src/features/devices/DevicesView'
import { byText, click, render, type Rendered } from '../home/render'

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

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

describe('Devices list', () => {
  it('a renamed device shared by two children: its name and model, each child’s status, version and Edit', async () => {
    shown = await render(<DevicesView devices={loaded([shared, spare])} clock={{ now, timeZone: 'UTC' }} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Devices')).toBeTruthy()
    const card = container.querySelector<HTMLElement>('[aria-label="Devices"] > li')!
    expect(card.querySelector('h2')?.textContent).toBe('Kitchen Mac')
    expect(card.querySelector('.device-card__model')?.textContent).toBe('M2 MacBook Air (2022)')
    expect(card.querySelector('h3')?.textContent).toBe('Children using it')
    expect([...card.querySelectorAll('.device-users__item')].map((li) => li.textContent)).toEqual(['MayaProtected', 'LeoFilter off'])
    expect(card.querySelector('.device-card__meta')?.textContent).toBe('App 2.7.1 · Beta channel')
    const edit = byText(card, 'a', 'Edit')
    expect(edit.getAttribute('aria-label')).toBe('Edit Kitchen Mac')
    expect(edit.getAttribute('href')).toBe('/devices/d2000000-0000-4000-8000-000000000001')
  })

  it('a device nobody uses is named by its model and says so', async () => {
    shown = await render(<DevicesView devices={loaded([spare])} clock={{ now, timeZone: 'UTC' }} />)
    const card = shown.container.querySelector<HTMLElement>('[aria-label="Devices"] > li')!
    expect(card.querySelector('h2')?.textContent).toBe('M2 MacBook Air (2022)')
    expect(card.querySelector('.device-card__model')).toBeNull()
    expect(card.textContent).toContain('No child uses this device yet.')
  })

  it('no devices: explains where they come from, with Go to children', async () => {
    shown = await render(<DevicesView devices={loaded([])} clock={{ now, timeZone: 'UTC' }} />)
    const { container } = shown
    expect(byText(container, 'h2', 'No devices')).toBeTruthy()
    expect(container.textContent).toContain('Devices are created automatically when the Gatehouse app is installed')
    expect(byText(container, 'a', 'Go to children').getAttribute('href')).toBe('/children')
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    shown = await render(<DevicesView devices={loaded(undefined)} clock={{ now, timeZone: 'UTC' }} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading devices…')
    shown.unmount()
    const devices = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    shown = await render(<DevicesView devices={devices} clock={{ now, timeZone: 'UTC' }} />)
    expect(shown.container.querySelector('[role="alert"] h2')).not.toBeNull()
    await click(byText(shown.container, 'button', 'Try again'))
    expect(devices.refetch).toHaveBeenCalledTimes(1)
    expect(byText(shown.container, 'a', /Contact support/)).toBeTruthy()
  })
})
