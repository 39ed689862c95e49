/** The connection texts name the devices a code connects: a Mac, iPhone or iPad today; a Mac under May 2025's API. */
import { describe, expect, it } from 'vitest'
import { childsConnectableDevices, connectableDevices } from '@domain/devices/connection'

describe('what a connection code connects', () => {
  it('under today’s API: the app on a Mac, an iPhone or an iPad', () => {
    expect(connectableDevices('current')).toBe('Mac, iPhone or iPad')
    expect(childsConnectableDevices('Maya', 'current')).toBe('Maya’s Mac, iPhone or iPad')
  })

  it('under May 2025’s API: the Mac app only', () => {
    expect(connectableDevices('2025-05')).toBe('Mac')
    expect(childsConnectableDevices('Leo', '2025-05')).toBe('Leo’s Mac')
  })
})
