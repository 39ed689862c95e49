// @vitest-environment happy-dom
/**
 * One device's page from plain props: its facts (model, serial number, identifier, app version
 * with the update its channel has waiting), the children using it as links with their status, or
 * none; the form (the name and the channel handed over, Save only with unsaved changes, Cancel);
 * loading; the failure with Try again, All devices and Contact support; and a failed refresh
 * above the device it still shows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Device } from '@domain/api/wire'
import { DeviceView, type DeviceViewProps } from '../../../../src/features/devices/DeviceView'
import { byText, click, render, typeInto, type Rendered } from '../home/render'

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

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

const facts = (container: HTMLElement) =>
  Object.fromEntries([...container.querySelectorAll('.device-facts > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]))

describe('Device page', () => {
  it('its facts, the update waiting on its channel, and the children using it as links with their status', async () => {
    shown = await render(<DeviceView {...props()} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Kitchen Mac')).toBeTruthy()
    expect(facts(container)).toEqual({
      Model: 'M2 MacBook Air (2022)',
      'Serial number': 'C02GH1DEMO01',
      'Model identifier': 'Mac14,2',
      'App version': '2.7.12.8.0 is available on its channel; the Mac updates when it next checks in.',
    })
    expect(byText(container, 'h3', 'Child using it')).toBeTruthy()
    expect(byText(container, 'a', 'Maya').getAttribute('href')).toBe('/children/c0000000-0000-4000-8000-000000000001')
    expect(container.querySelector('.device-users__item')?.textContent).toBe('MayaProtected')
    expect(byText(container, 'a', 'Devices').getAttribute('href')).toBe('/devices')
  })

  it('a device nobody uses, up to date, says so', async () => {
    const spare = Device.parse({ ...kitchenMac, users: [], releaseChannel: 'stable' })
    shown = await render(<DeviceView {...props({ device: loaded(spare) })} />)
    const { container } = shown
    expect(container.textContent).toContain('No child uses this device yet.')
    expect(facts(container)['App version']).toBe('2.7.1')
  })

  it('hands over the name and the channel, and offers Save only with unsaved changes', async () => {
    const p = props()
    shown = await render(<DeviceView {...p} />)
    const { container } = shown
    const save = byText(container, 'button', 'Save')
    expect(save.hasAttribute('disabled')).toBe(true)
    expect(container.querySelector('.device-form__state')?.textContent).toBe('')
    const field = container.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')!
    await typeInto(field, 'Study Mac')
    expect(p.onName).toHaveBeenLastCalledWith('Study Mac')
    const canary = container.querySelector<HTMLInputElement>('input[type="radio"][value="canary"]')!
    await click(canary)
    expect(p.onChannel).toHaveBeenCalledWith('canary')
    await click(byText(container, 'button', 'Cancel'))
    expect(p.onCancel).toHaveBeenCalledTimes(1)
    expect(p.onSave).not.toHaveBeenCalled()
  })

  it('with unsaved changes: says so and saves', async () => {
    const p = props({ changed: true, value: { name: 'Study Mac', releaseChannel: 'canary' } })
    shown = await render(<DeviceView {...p} />)
    const { container } = shown
    expect(container.querySelector('.device-form__state')?.textContent).toBe('Unsaved changes')
    expect(container.querySelector<HTMLInputElement>('input[type="radio"][value="canary"]')?.checked).toBe(true)
    await click(byText(container, 'button', 'Save'))
    expect(p.onSave).toHaveBeenCalledTimes(1)
  })

  it('loading, then a failure with Try again, All devices and Contact support', async () => {
    shown = await render(<DeviceView {...props({ device: loaded(undefined) })} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading device…')
    shown.unmount()
    const device = loaded(undefined, { type: 'notFound', debugMessage: 'no such device' })
    shown = await render(<DeviceView {...props({ device })} />)
    const { container } = shown
    expect(byText(container, '[role="alert"] h1', 'Not found')).toBeTruthy()
    await click(byText(container, 'button', 'Try again'))
    expect(device.refetch).toHaveBeenCalledTimes(1)
    expect(byText(container, 'a', 'All devices').getAttribute('href')).toBe('/devices')
    expect(byText(container, 'a', /Contact support/)).toBeTruthy()
  })

  it('a failed refresh: a notice with Try again above the device it still shows', async () => {
    const device = loaded(kitchenMac, { type: 'serverError', debugMessage: 'boom' })
    shown = await render(<DeviceView {...props({ device })} />)
    const { container } = shown
    expect(container.querySelector('.refresh-failed')?.textContent).toContain('Couldn’t refresh')
    expect(byText(container, 'h1', 'Kitchen Mac')).toBeTruthy()
    await click(byText(container, '.refresh-failed button', 'Try again'))
    expect(device.refetch).toHaveBeenCalledTimes(1)
  })
})
