/**
 * Protection health at its edges: the first of equally scary statuses is the headline, the tone
 * of each status, "until" at exactly now and exactly a day away, the weekday in the parent's own
 * zone, an absent date whatever the clock says, and a child with one offline device.
 */
import { describe, expect, it } from 'vitest'
import { childProtection, scariestStatus, statusTone, untilText } from '@domain/devices/status'

const now = new Date('2025-05-28T15:00:00Z')
const utc = { timeZone: 'UTC' }
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
    expect(untilText(now.toISOString(), now, utc)).toBe('')
    expect(untilText(new Date(now.getTime() + 1).toISOString(), now, utc)).toBe(' until 3:00 PM')
    expect(untilText(new Date(now.getTime() + day - 60_000).toISOString(), now, utc)).toBe(' until 2:59 PM')
    expect(untilText(new Date(now.getTime() + day).toISOString(), now, utc)).toBe(' until Thu 3:00 PM')
  })

  it('names the weekday of the parent’s zone, not the machine’s', () => {
    // 2025-05-30T10:30Z is Saturday 00:30 at UTC+14 and Thursday 23:30 at UTC−11.
    expect(untilText('2025-05-30T10:30:00Z', now, { timeZone: 'Pacific/Kiritimati' })).toBe(' until Sat 12:30 AM')
    expect(untilText('2025-05-30T10:30:00Z', now, { timeZone: 'Pacific/Pago_Pago' })).toBe(' until Thu 11:30 PM')
  })

  it('says nothing for an absent date, even on a clock set before 1970', () => {
    const early = new Date('1969-07-20T20:17:00Z')
    expect(untilText(null, early, utc)).toBe('')
    expect(untilText(undefined, early, utc)).toBe('')
    expect(untilText('1970-01-01T00:00:00Z', early, utc)).toBe(' until Thu 12:00 AM')
  })
})

describe('childProtection at its edges', () => {
  it('one offline device needs no detail; equally scary devices keep their order', () => {
    expect(childProtection([{ ...air, status: { case: 'offline' } }], now)).not.toHaveProperty('detail')
    const a = { customName: 'A', ...air, status: { case: 'filterOn' as const } }
    const b = { customName: 'B', ...air, status: { case: 'filterOn' as const } }
    const c = { customName: 'C', ...air, status: { case: 'offline' as const } }
    expect(childProtection([c, b, a], now).devices.map((d) => d.device.customName)).toEqual(['B', 'A', 'C'])
    expect(childProtection([a, c, b], now)).toMatchObject({ detail: '1 of 3 devices offline' })
  })
})
