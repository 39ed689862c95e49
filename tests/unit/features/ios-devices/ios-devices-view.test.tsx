// @vitest-environment happy-dom
/**
 * The iOS devices list from plain props: a linked card per iPhone or iPad with whose it is and its
 * iOS version; none yet; loading; the failure with Try again and Contact support; a server
 * without iOS devices.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { IOSDeviceSummary } from '@domain/api/wire'
import { IOSDevicesView } from '../../../../src/features/ios-devices/IOSDevicesView'
import { renderInRouter } from '../../support/render'

const phone = IOSDeviceSummary.parse({ id: 'E1000000-0000-4000-8000-000000000001', childName: 'Maya', deviceType: 'iPhone', osVersion: '18.5' })
const pad = IOSDeviceSummary.parse({ id: 'E1000000-0000-4000-8000-000000000002', childName: 'Leo', deviceType: 'iPad', osVersion: '17.2' })
const loaded = (data: readonly IOSDeviceSummary[] | undefined, error?: unknown) => ({
  data,
  error: error as never,
  refetch: vi.fn(() => Promise.resolve()),
})

describe('iOS devices list', () => {
  it('a card per device, linked to its page', async () => {
    await renderInRouter(<IOSDevicesView offered devices={loaded([phone, pad])} />)
    expect(screen.getByRole('heading', { level: 1, name: 'iOS Devices' })).toBeTruthy()
    const links = within(screen.getByRole('list', { name: 'iOS devices' })).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['Maya’s iPhoneiOS 18.5', 'Leo’s iPadiOS 17.2'])
    expect(links[0]!.getAttribute('href')).toBe('/ios-devices/e1000000-0000-4000-8000-000000000001')
  })

  it('none yet: says how they appear', async () => {
    await renderInRouter(<IOSDevicesView offered devices={loaded([])} />)
    expect(screen.getByRole('heading', { level: 2, name: 'No iOS devices' })).toBeTruthy()
    expect(screen.getByText(/iPhones and iPads appear here once the iOS app is connected/)).toBeTruthy()
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<IOSDevicesView offered devices={loaded(undefined)} />)
    expect(screen.getByRole('status').textContent).toBe('Loading iOS devices…')
    loading.unmount()
    const devices = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    await renderInRouter(<IOSDevicesView offered devices={devices} />)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(devices.refetch).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })

  it('a server without iOS devices says so, with Go to children', async () => {
    await renderInRouter(<IOSDevicesView offered={false} />)
    const notice = screen.getByRole('status')
    expect(within(notice).getByRole('heading', { level: 2, name: 'iOS devices are not available' })).toBeTruthy()
    expect(within(notice).getByRole('link', { name: 'Go to children' }).getAttribute('href')).toBe('/children')
  })
})
