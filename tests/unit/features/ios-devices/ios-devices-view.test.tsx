// @vitest-environment happy-dom
/**
 * The iOS devices list from plain props: a linked card per iPhone or iPad with whose it is and its
 * iOS version; none yet; loading; the failure with Try again and Contact support; a server
 * without iOS devices.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IOSDeviceSummary } from '@domain/api/wire'
import { IOSDevicesView } from '../../../../src/features/ios-devices/IOSDevicesView'
import { byText, click, render, type Rendered } from '../home/render'

const phone = IOSDeviceSummary.parse({ id: 'E1000000-0000-4000-8000-000000000001', childName: 'Maya', deviceType: 'iPhone', osVersion: '18.5' })
const pad = IOSDeviceSummary.parse({ id: 'E1000000-0000-4000-8000-000000000002', childName: 'Leo', deviceType: 'iPad', osVersion: '17.2' })
const loaded = (data: readonly IOSDeviceSummary[] | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

describe('iOS devices list', () => {
  it('a card per device, linked to its page', async () => {
    shown = await render(<IOSDevicesView offered devices={loaded([phone, pad])} />)
    const { container } = shown
    expect(byText(container, 'h1', 'iOS Devices')).toBeTruthy()
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[aria-label="iOS devices"] a')]
    expect(links.map((a) => a.textContent)).toEqual(['Maya’s iPhoneiOS 18.5', 'Leo’s iPadiOS 17.2'])
    expect(links[0]!.getAttribute('href')).toBe('/ios-devices/e1000000-0000-4000-8000-000000000001')
  })

  it('none yet: says how they appear', async () => {
    shown = await render(<IOSDevicesView offered devices={loaded([])} />)
    expect(byText(shown.container, 'h2', 'No iOS devices')).toBeTruthy()
    expect(shown.container.textContent).toContain('iPhones and iPads appear here once the iOS app is connected')
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    shown = await render(<IOSDevicesView offered devices={loaded(undefined)} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading iOS devices…')
    shown.unmount()
    const devices = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    shown = await render(<IOSDevicesView offered devices={devices} />)
    await click(byText(shown.container, 'button', 'Try again'))
    expect(devices.refetch).toHaveBeenCalledTimes(1)
    expect(byText(shown.container, 'a', /Contact support/)).toBeTruthy()
  })

  it('a server without iOS devices says so, with Go to children', async () => {
    shown = await render(<IOSDevicesView offered={false} />)
    const notice = shown.container.querySelector<HTMLElement>('[role="status"]')!
    expect(byText(notice, 'h2', 'iOS devices are not available')).toBeTruthy()
    expect(byText(notice, 'a', 'Go to children').getAttribute('href')).toBe('/children')
  })
})
