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
} from '@domain/devices/status'
import { ChildComputerStatus, DeviceModelFamily } from '@domain/api/wire'

const now = new Date('2025-05-28T15:00:00Z')
/** When and where the words are said: `now` in UTC unless another zone is given. */
const clock = (at: Date, timeZone = 'UTC') => ({ now: at, timeZone })
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

  it('property: the headline state is never less scary than any device’s', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbDevices, (devices) => {
        const health = childProtection(devices, clock(now))
        for (const device of devices) expect(scariness(health.state)).toBeGreaterThanOrEqual(scariness(device.status))
        // …and it is one of the devices' states (offline when there are none).
        if (devices.length === 0) expect(health.state).toBe('offline')
        else expect(devices.map((d) => d.status.case)).toContain(health.state)
        expect(scariestStatus(devices.map((d) => d.status)).case).toBe(health.state)
      }),
    )
  })

  it('property: devices come back scariest first, every one of them', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbDevices, (devices) => {
        const health = childProtection(devices, clock(now))
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
    expect(statusWords({ case: 'filterOff' }, clock(now))).toBe('Filter off')
    expect(statusWords({ case: 'filterOn' }, clock(now))).toBe('Protected')
    expect(statusWords({ case: 'offline' }, clock(now))).toBe('Offline')
    expect(statusWords({ case: 'filterSuspended', resuming: '2025-05-28T15:40:00Z' }, clock(now))).toBe('Filter suspended until 3:40 PM')
    expect(statusWords({ case: 'filterSuspended', resuming: '2025-05-28T15:40:00Z' }, clock(now, 'America/New_York'))).toBe(
      'Filter suspended until 11:40 AM',
    )
    expect(statusWords({ case: 'downtime', ending: '2025-05-29T07:00:00Z' }, clock(now))).toBe('Downtime until 7:00 AM')
    expect(statusWords({ case: 'downtimePaused', resuming: '2025-05-28T16:05:00Z' }, clock(now))).toBe('Downtime paused until 4:05 PM')
    // No date (apps before 2.7.0), a past date, or one more than a day away.
    expect(statusWords({ case: 'filterSuspended' }, clock(now))).toBe('Filter suspended')
    expect(statusWords({ case: 'filterSuspended', resuming: '2025-05-28T14:00:00Z' }, clock(now))).toBe('Filter suspended')
    expect(untilText('2025-05-30T09:15:00Z', clock(now))).toBe(' until Fri 9:15 AM')
    expect(untilText('not a date', clock(now))).toBe('')
  })

  it('headlines the scariest device and notes offline ones', () => {
    const air = { modelTitle: 'M2 MacBook Air (2022)' }
    expect(childProtection([], clock(now))).toEqual({
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
      clock(now),
    )
    expect(mixed).toMatchObject({
      state: 'filterSuspended',
      words: 'Filter suspended until 3:20 PM',
      tone: 'warning',
      detail: '1 of 3 devices offline',
    })
    expect(mixed.devices.map((d) => d.words)).toEqual(['Filter suspended until 3:20 PM', 'Protected', 'Offline'])
    expect(
      childProtection(
        [
          { ...air, status: { case: 'filterOn' } },
          { ...air, status: { case: 'offline' } },
        ],
        clock(now),
      ),
    ).toMatchObject({
      state: 'filterOn',
      words: 'Protected',
      tone: 'ok',
      detail: '1 of 2 devices offline',
    })
    expect(
      childProtection(
        [
          { ...air, status: { case: 'offline' } },
          { ...air, status: { case: 'offline' } },
        ],
        clock(now),
      ),
    ).toMatchObject({
      state: 'offline',
      words: 'Offline',
      detail: 'All 2 devices offline',
    })
    expect(childProtection([{ ...air, status: { case: 'filterOff' } }], clock(now))).toEqual(
      expect.objectContaining({ state: 'filterOff', words: 'Filter off', tone: 'danger' }),
    )
    expect(childProtection([{ ...air, status: { case: 'filterOff' } }], clock(now))).not.toHaveProperty('detail')
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

/**
 * Protection health at its edges: the first of equally scary statuses is the headline, the tone
 * of each status, "until" at exactly now and exactly a day away, the weekday in the parent's own
 * zone, an absent date whatever the clock says, and a child with one offline device.
 */
describe('at the edges', () => {
  const now = new Date('2025-05-28T15:00:00Z')
  const air = { modelTitle: 'M2 MacBook Air (2022)' }

  describe('scariestStatus', () => {
    it('keeps the first of equally scary statuses', () => {
      const first = { case: 'filterSuspended' as const, resuming: '2025-05-28T15:20:00Z' }
      const second = { case: 'filterSuspended' as const, resuming: '2025-05-28T16:20:00Z' }
      expect(scariestStatus([first, second])).toBe(first)
      expect(scariestStatus([{ case: 'filterOn' as const }, first, second])).toBe(first)
    })
  })

  describe('tones', () => {
    it('danger, warning, info, ok and muted, from filter off to offline', () => {
      expect(statusTone).toEqual({
        filterOff: 'danger',
        filterSuspended: 'warning',
        downtimePaused: 'warning',
        downtime: 'info',
        filterOn: 'ok',
        offline: 'muted',
      })
    })
  })

  describe('untilText at its edges', () => {
    const day = 24 * 60 * 60 * 1000

    it('says nothing for an instant that is now, the time within a day, the weekday from a day on', () => {
      expect(untilText(now.toISOString(), clock(now))).toBe('')
      expect(untilText(new Date(now.getTime() + 1).toISOString(), clock(now))).toBe(' until 3:00 PM')
      expect(untilText(new Date(now.getTime() + day - 60_000).toISOString(), clock(now))).toBe(' until 2:59 PM')
      expect(untilText(new Date(now.getTime() + day).toISOString(), clock(now))).toBe(' until Thu 3:00 PM')
    })

    it('names the weekday of the parent’s zone, not the machine’s', () => {
      // 2025-05-30T10:30Z is Saturday 00:30 at UTC+14 and Thursday 23:30 at UTC−11.
      expect(untilText('2025-05-30T10:30:00Z', clock(now, 'Pacific/Kiritimati'))).toBe(' until Sat 12:30 AM')
      expect(untilText('2025-05-30T10:30:00Z', clock(now, 'Pacific/Pago_Pago'))).toBe(' until Thu 11:30 PM')
    })

    it('reads the zone’s own clock on each side of a daylight-saving change', () => {
      // New York moves from UTC−5 to UTC−4 at 2:00 AM on Sunday 9 March 2025.
      const saturday = { now: new Date('2025-03-08T20:00:00Z'), timeZone: 'America/New_York' }
      expect(untilText('2025-03-09T06:30:00Z', saturday)).toBe(' until 1:30 AM')
      expect(untilText('2025-03-09T07:30:00Z', saturday)).toBe(' until 3:30 AM')
      expect(untilText('2025-03-09T21:00:00Z', saturday)).toBe(' until Sun 5:00 PM')
    })

    it('reads the machine’s own zone by its offsets when the clock has them', () => {
      // The zone's name would say UTC; the offsets (UTC−4) are what the words follow.
      const eastern = { now: new Date('2025-03-09T12:00:00Z'), timeZone: 'UTC', offsetAt: () => 240 }
      expect(untilText('2025-03-09T13:05:00Z', eastern)).toBe(' until 9:05 AM')
      expect(untilText('2025-03-11T03:30:00Z', eastern)).toBe(' until Mon 11:30 PM')
    })

    it('says nothing for an absent date, even on a clock set before 1970', () => {
      const early = new Date('1969-07-20T20:17:00Z')
      expect(untilText(null, clock(early))).toBe('')
      expect(untilText(undefined, clock(early))).toBe('')
      expect(untilText('1970-01-01T00:00:00Z', clock(early))).toBe(' until Thu 12:00 AM')
    })
  })

  describe('childProtection at its edges', () => {
    it('one offline device needs no detail; equally scary devices keep their order', () => {
      expect(childProtection([{ ...air, status: { case: 'offline' } }], clock(now))).not.toHaveProperty('detail')
      const a = { customName: 'A', ...air, status: { case: 'filterOn' as const } }
      const b = { customName: 'B', ...air, status: { case: 'filterOn' as const } }
      const c = { customName: 'C', ...air, status: { case: 'offline' as const } }
      expect(childProtection([c, b, a], clock(now)).devices.map((d) => d.device.customName)).toEqual(['B', 'A', 'C'])
      expect(childProtection([a, c, b], clock(now))).toMatchObject({ detail: '1 of 3 devices offline' })
    })
  })
})
