/**
 * Protection health from ChildComputerStatus and the model family names.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  childProtection,
  compareScariness,
  deviceDisplayName,
  modelFamilyName,
  modelPictureKey,
  modelPictureKeys,
  scariestStatus,
  scariness,
  statusOrder,
  statusTone,
  statusWords,
  untilText,
  type StatusLike,
} from '@domain/status'
import { ChildComputerStatus, DeviceModelFamily } from '@domain/wire'

const now = new Date('2025-05-28T15:00:00Z')
const utc = { timeZone: 'UTC' }
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString().replace(/\.\d+Z$/, 'Z')

const arbIso = fc.option(fc.integer({ min: -3000, max: 3000 }).map(at), { nil: undefined })
const arbStatus: fc.Arbitrary<StatusLike> = fc.oneof(
  fc.constant({ case: 'filterOff' as const }),
  fc.constant({ case: 'filterOn' as const }),
  fc.constant({ case: 'offline' as const }),
  arbIso.map((resuming) => ({ case: 'filterSuspended' as const, resuming })),
  arbIso.map((resuming) => ({ case: 'downtimePaused' as const, resuming })),
  arbIso.map((ending) => ({ case: 'downtime' as const, ending })),
)
const arbDevices = fc.array(
  fc.record({ status: arbStatus, customName: fc.option(fc.string(), { nil: undefined }), modelTitle: fc.constant('M2 MacBook Air (2022)') }),
  { maxLength: 6 },
)

describe('status order', () => {
  it('keeps the server’s consolidation order and puts filterOn above offline', () => {
    expect(statusOrder).toEqual(['filterOff', 'filterSuspended', 'downtimePaused', 'downtime', 'filterOn', 'offline'])
    expect(scariness('filterOff')).toBe(5)
    expect(scariness({ case: 'offline' })).toBe(0)
    for (const c of statusOrder) expect(ChildComputerStatus.safeParse({ case: c }).success).toBe(true)
    expect(ChildComputerStatus.safeParse({ case: 'sleeping' }).success).toBe(false)
  })

  it('property: the headline state is never less scary than any device’s', { tags: ['property'], timeout: 30_000 }, () => {
    fc.assert(
      fc.property(arbDevices, (devices) => {
        const health = childProtection(devices, now, utc)
        for (const device of devices) expect(scariness(health.state)).toBeGreaterThanOrEqual(scariness(device.status))
        // …and it is one of the devices' states (offline when there are none).
        if (devices.length === 0) expect(health.state).toBe('offline')
        else expect(devices.map((d) => d.status.case)).toContain(health.state)
        expect(scariestStatus(devices.map((d) => d.status)).case).toBe(health.state)
      }),
    )
  })

  it('property: devices come back scariest first, every one of them', { tags: ['property'], timeout: 30_000 }, () => {
    fc.assert(
      fc.property(arbDevices, (devices) => {
        const health = childProtection(devices, now, utc)
        expect(health.devices).toHaveLength(devices.length)
        for (let i = 1; i < health.devices.length; i++) {
          expect(scariness(health.devices[i - 1]!.state)).toBeGreaterThanOrEqual(scariness(health.devices[i]!.state))
        }
        expect(health.tone).toBe(devices.length === 0 ? 'muted' : statusTone[health.state])
      }),
    )
  })

  it('property: compareScariness is a total preorder consistent with scariness', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbStatus, arbStatus, (a, b) => {
        expect(Math.sign(compareScariness(a, b))).toBe(Math.sign(scariness(b) - scariness(a)))
        expect(Math.sign(compareScariness(a, b)) + Math.sign(compareScariness(b, a))).toBe(0)
      }),
    )
  })
})

describe('words a parent understands', () => {
  it('says what each status means, with "until" times in the given zone', () => {
    expect(statusWords({ case: 'filterOff' }, now)).toBe('Filter off')
    expect(statusWords({ case: 'filterOn' }, now)).toBe('Protected')
    expect(statusWords({ case: 'offline' }, now)).toBe('Offline')
    expect(statusWords({ case: 'filterSuspended', resuming: '2025-05-28T15:40:00Z' }, now, utc)).toBe(
      'Filter suspended until 3:40 PM',
    )
    expect(statusWords({ case: 'filterSuspended', resuming: '2025-05-28T15:40:00Z' }, now, { timeZone: 'America/New_York' })).toBe(
      'Filter suspended until 11:40 AM',
    )
    expect(statusWords({ case: 'downtime', ending: '2025-05-29T07:00:00Z' }, now, utc)).toBe('Downtime until 7:00 AM')
    expect(statusWords({ case: 'downtimePaused', resuming: '2025-05-28T16:05:00Z' }, now, utc)).toBe(
      'Downtime paused until 4:05 PM',
    )
    // No date (apps before 2.7.0), a past date, or one more than a day away.
    expect(statusWords({ case: 'filterSuspended' }, now, utc)).toBe('Filter suspended')
    expect(statusWords({ case: 'filterSuspended', resuming: '2025-05-28T14:00:00Z' }, now, utc)).toBe('Filter suspended')
    expect(untilText('2025-05-30T09:15:00Z', now, utc)).toBe(' until Fri 9:15 AM')
    expect(untilText('not a date', now, utc)).toBe('')
  })

  it('headlines the scariest device and notes offline ones', () => {
    const air = { modelTitle: 'M2 MacBook Air (2022)' }
    expect(childProtection([], now, utc)).toEqual({
      state: 'offline',
      words: 'No device yet',
      tone: 'muted',
      detail: 'No device connected yet',
      devices: [],
    })
    const mixed = childProtection(
      [
        { ...air, status: { case: 'offline' } },
        { ...air, status: { case: 'filterOn' } },
        { ...air, status: { case: 'filterSuspended', resuming: '2025-05-28T15:20:00Z' } },
      ],
      now,
      utc,
    )
    expect(mixed).toMatchObject({
      state: 'filterSuspended',
      words: 'Filter suspended until 3:20 PM',
      tone: 'warning',
      detail: '1 of 3 devices offline',
    })
    expect(mixed.devices.map((d) => d.words)).toEqual(['Filter suspended until 3:20 PM', 'Protected', 'Offline'])
    expect(childProtection([{ ...air, status: { case: 'filterOn' } }, { ...air, status: { case: 'offline' } }], now)).toMatchObject({
      state: 'filterOn',
      words: 'Protected',
      tone: 'ok',
      detail: '1 of 2 devices offline',
    })
    expect(childProtection([{ ...air, status: { case: 'offline' } }, { ...air, status: { case: 'offline' } }], now)).toMatchObject({
      state: 'offline',
      words: 'Offline',
      detail: 'All 2 devices offline',
    })
    expect(childProtection([{ ...air, status: { case: 'filterOff' } }], now)).toEqual(
      expect.objectContaining({ state: 'filterOff', words: 'Filter off', tone: 'danger' }),
    )
    expect(childProtection([{ ...air, status: { case: 'filterOff' } }], now)).not.toHaveProperty('detail')
  })
})

describe('model families', () => {
  it('have display names and picture keys for every family', () => {
    for (const family of DeviceModelFamily.options) {
      expect(modelFamilyName(family)).toMatch(/Mac/)
      expect(modelPictureKey(family)).toMatch(/^(mac|imac)/)
    }
    expect(new Set(Object.values(modelPictureKeys)).size).toBe(DeviceModelFamily.options.length)
    expect(modelFamilyName('mini')).toBe('Mac mini')
    expect(modelFamilyName('studio')).toBe('Mac Studio')
    expect(modelFamilyName('pro')).toBe('Mac Pro')
    expect(modelPictureKey('unknown')).toBe('mac-unknown')
  })

  it('a device is called by its custom name unless blank, else by its model', () => {
    expect(deviceDisplayName({ customName: 'Jimmy’s laptop', modelTitle: 'M2 MacBook Air (2022)' })).toBe('Jimmy’s laptop')
    expect(deviceDisplayName({ customName: '  ', modelTitle: 'M2 MacBook Air (2022)' })).toBe('M2 MacBook Air (2022)')
    expect(deviceDisplayName({ name: 'Den iMac', modelTitle: 'iMac' })).toBe('Den iMac')
    expect(deviceDisplayName({ modelTitle: 'Unknown mac' })).toBe('Unknown mac')
  })
})
