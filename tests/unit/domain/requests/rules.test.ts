/**
 * Request rules: suspension durations, request ages, list order and grouping. Expected values
 * come from the spec's examples or from how the inputs were built.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupRequests } from '@domain/requests/group'
import { isExpired, isWebLink, pendingCount, requestTarget, showsTime, sortRequests } from '@domain/requests/list'
import { defaultDurationSeconds, denyInput, durationPresets, extraMonitoringToSend, grantInput, grantSeconds } from '@domain/requests/suspension'
import { label } from '../keys/arbitraries'

const id = (n: number) => `ab000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const minute = 60_000

describe('suspension durations', () => {
  it('offers the spec presets with their labels, default 5 minutes', () => {
    expect(durationPresets.map((p) => [p.seconds, p.label])).toEqual([
      [180, '3 min'],
      [300, '5 min'],
      [600, '10 min'],
      [1200, '20 min'],
      [1800, '30 min'],
      [3600, '1 h'],
      [5400, '1.5 h'],
      [7200, '2 h'],
    ])
    expect(defaultDurationSeconds).toBe(300)
  })
  it('grants the preset when no custom minutes are typed', () => {
    for (const p of durationPresets) expect(grantSeconds(p.seconds, '  ')).toBe(p.seconds)
  })
  it('custom whole minutes above 1 grant minutes × 60', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), fc.constantFrom(...durationPresets), (m, p) => {
        expect(grantSeconds(p.seconds, ` ${m} `)).toBe(m * 60)
      }),
    )
  })
  it('disables Grant for custom minutes that are not a number or are 1 or less', { tags: ['property'] }, () => {
    for (const bad of ['abc', '1', '0', '-3', '1.0', '0.5', '5 min', '1e', 'NaN', 'Infinity']) expect(grantSeconds(300, bad)).toBeNull()
    fc.assert(
      fc.property(fc.double({ max: 1, noNaN: true, noDefaultInfinity: true }), (v) => {
        expect(grantSeconds(300, String(v))).toBeNull()
      }),
    )
  })
  it('custom minutes are digits only: no decimals, no sign; a preset under 60 s grants 60 s', () => {
    for (const bad of ['1.5', '2.25', '2.', '+5', '1.01']) expect(grantSeconds(300, bad)).toBeNull()
    expect(grantSeconds(30, '')).toBe(60)
  })
  it('builds decisions: comment trimmed and omitted when blank, extra monitoring only when offered', () => {
    const offered = { k: 'keylogging', '@60': 'Screenshot every 60s' }
    expect(extraMonitoringToSend('off', offered)).toBeUndefined()
    expect(extraMonitoringToSend('@30', offered)).toBeUndefined()
    expect(extraMonitoringToSend('@60', offered)).toBe('@60')
    expect(grantInput(id(1), 600, '@60', '  have fun ')).toEqual({
      id: id(1),
      decision: { case: 'accepted', durationInSeconds: 600, extraMonitoring: '@60' },
      responseComment: 'have fun',
    })
    expect(grantInput(id(1), 600, undefined, '   ')).toEqual({ id: id(1), decision: { case: 'accepted', durationInSeconds: 600 } })
    expect(denyInput(id(2), '')).toEqual({ id: id(2), decision: { case: 'rejected' } })
  })
})

describe('request ages', () => {
  const now = Date.UTC(2026, 0, 10, 12)
  const at = (ms: number) => new Date(now - ms).toISOString()
  it('shows the time under 5 minutes old only', () => {
    expect(showsTime(at(0), now)).toBe(true)
    expect(showsTime(at(5 * minute - 1000), now)).toBe(true)
    expect(showsTime(at(5 * minute), now)).toBe(false)
    expect(showsTime(at(3 * 60 * minute), now)).toBe(false)
  })
  it('a request older than 2 hours is expired', () => {
    expect(isExpired(at(120 * minute), now)).toBe(false)
    expect(isExpired(at(120 * minute + 1000), now)).toBe(true)
    expect(isExpired(at(3 * minute), now)).toBe(false)
  })
})

describe('lists', () => {
  const arbRequest = fc.record({
    id: fc.integer({ min: 1, max: 999 }).map(id),
    status: fc.constantFrom('pending' as const, 'accepted' as const, 'rejected' as const),
    createdAt: fc.integer({ min: 0, max: 1e6 }).map((s) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString()),
  })
  it('sorts pending first, then newest first, keeping every request', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(arbRequest, { maxLength: 20 }), (list) => {
        const sorted = sortRequests(list)
        // The same requests, whatever their order: compared whole, as ids and times may repeat.
        const asSet = (requests: readonly unknown[]) => requests.map((r) => JSON.stringify(r)).sort()
        expect(asSet(sorted)).toEqual(asSet(list))
        const firstDecided = sorted.findIndex((r) => r.status !== 'pending')
        if (firstDecided >= 0) expect(sorted.slice(firstDecided).every((r) => r.status !== 'pending')).toBe(true)
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!]
          if ((a.status === 'pending') === (b.status === 'pending')) expect(a.createdAt >= b.createdAt).toBe(true)
        }
        expect(pendingCount(list)).toBe(list.filter((r) => r.status === 'pending').length)
      }),
    )
  })
  it('shows URLs without scheme; only web links are links', () => {
    expect(requestTarget({ url: 'https://www.youtube.com/watch?v=1', domain: 'www.youtube.com' })).toBe('www.youtube.com/watch?v=1')
    expect(requestTarget({ domain: 'discord.com' })).toBe('discord.com')
    expect(requestTarget({ ipAddress: '1.2.3.4' })).toBe('1.2.3.4')
    expect(isWebLink('https://a.com/x')).toBe(true)
    expect(isWebLink('javascript:alert(1)')).toBe(false)
    expect(isWebLink('ftp://a.com')).toBe(false)
  })

  it("groups one child's pending requests for the same registrable domain, and nothing else", { tags: ['property'] }, () => {
    const child = fc.constantFrom('c0000000-0000-4000-8000-000000000001', 'C0000000-0000-4000-8000-000000000002')
    const site = fc.constantFrom('youtube.com', 'khanacademy.org', 'bbc.co.uk')
    const arb = fc.array(
      fc.record({ userId: child, site, sub: fc.option(label, { nil: undefined }), status: fc.constantFrom('pending' as const, 'accepted' as const) }),
      { maxLength: 12 },
    )
    fc.assert(
      fc.property(arb, (specs) => {
        const requests = specs.map((s, i) => ({
          id: id(i + 1),
          userId: s.userId,
          status: s.status,
          domain: s.sub ? `${s.sub}.${s.site}` : s.site,
          site: s.site,
        }))
        const groups = groupRequests(requests)
        expect(
          groups
            .flatMap((g) => g.requests)
            .map((r) => r.id)
            .sort(),
        ).toEqual(requests.map((r) => r.id).sort())
        const groupOf = new Map(groups.flatMap((g, gi) => g.requests.map((r) => [r.id, gi] as const)))
        for (const a of requests)
          for (const b of requests) {
            if (a === b) continue
            const together =
              a.status === 'pending' && b.status === 'pending' && a.userId.toLowerCase() === b.userId.toLowerCase() && a.site === b.site
            expect(groupOf.get(a.id) === groupOf.get(b.id)).toBe(together)
          }
        for (const g of groups) expect(g.requests.every((r) => r.site === g.site)).toBe(true)
      }),
    )
  })
})
