/**
 * The security events feed's rules: grouping by the parent's local day (in a time zone, across
 * a daylight-saving change), the filters, and which events need attention.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { childrenInFeed, eventAttention, groupByDay, matchesFilter, eventKindLabel } from '@domain/security/events'
import { SecurityEvent } from '@domain/api/wire'

const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H
const now = Date.parse('2025-05-28T15:00:00Z')
const utc = { timeZone: 'UTC' }

const child = (n: number, childN: number, name: string, event: string, createdAt: string, detail?: string) =>
  SecurityEvent.parse({
    case: 'child',
    id: `5E000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    childId: `C0000000-0000-4000-8000-${String(childN).padStart(12, '0')}`,
    childName: name,
    deviceId: 'D0000000-0000-4000-8000-000000000001',
    deviceName: 'Mac',
    event,
    explanation: 'x',
    createdAt,
    ...(detail ? { detail } : {}),
  })
const parent = (n: number, event: string, createdAt: string) =>
  SecurityEvent.parse({ case: 'admin', id: `5E000000-0000-4000-8000-${String(n).padStart(12, '0')}`, event, explanation: 'x', createdAt })

describe('groupByDay', () => {
  it('labels today and yesterday, then the date, newest first', () => {
    const days = groupByDay(
      [
        parent(1, 'Successful login', '2025-05-26T09:00:00Z'),
        parent(2, 'Successful login', '2025-05-28T14:00:00Z'),
        parent(3, 'Failed login', '2025-05-27T23:30:00Z'),
        parent(4, 'Key created', '2025-05-28T01:00:00Z'),
      ],
      now,
      utc,
    )
    expect(days.map((d) => [d.label, d.events.map((e) => e.id.slice(-1))])).toEqual([
      ['Today', ['2', '4']],
      ['Yesterday', ['3']],
      ['Mon, May 26', ['1']],
    ])
    // In New York (UTC−4) the 01:00 UTC event belongs to the 27th.
    expect(groupByDay([parent(4, 'Key created', '2025-05-28T01:00:00Z')], now, { timeZone: 'America/New_York' })[0]?.label).toBe('Yesterday')
  })

  it('puts an event from before a daylight-saving change on the day its own clock said', () => {
    // Los Angeles moves from UTC−8 to UTC−7 at 2:00 AM on Sunday 9 March 2025; now is Monday 9:00 AM.
    const monday = Date.parse('2025-03-10T16:00:00Z')
    // Saturday 11:30 PM in Los Angeles; at Monday's offset (UTC−7) it would read Sunday 12:30 AM.
    const late = parent(1, 'Failed login', '2025-03-09T07:30:00Z')
    expect(groupByDay([late], monday, { timeZone: 'America/Los_Angeles' })).toEqual([{ key: '2025-03-08', label: 'Sat, Mar 8', events: [late] }])
    expect(groupByDay([late], monday, { offsetMinutes: 420 })[0]?.key).toBe('2025-03-09')
  })

  it('puts every event in the group of its local day, days strictly newest first, each event once', { tags: ['property'] }, () => {
    const arb = fc.array(fc.integer({ min: 0, max: 20 * D }), { maxLength: 25 })
    fc.assert(
      fc.property(arb, fc.integer({ min: -840, max: 720 }), (ages, offset) => {
        const events = ages.map((age, i) => parent(i, 'Successful login', new Date(now - age).toISOString()))
        const days = groupByDay(events, now, { offsetMinutes: offset })
        const localKey = (iso: string) => new Date(Date.parse(iso) - offset * 60_000).toISOString().slice(0, 10)
        expect(days.flatMap((d) => d.events).length).toBe(events.length)
        for (const d of days) for (const e of d.events) expect(localKey(e.createdAt)).toBe(d.key)
        const keys = days.map((d) => d.key)
        expect([...keys].sort().reverse()).toEqual(keys)
        expect(new Set(keys).size).toBe(keys.length)
        const flat = days.flatMap((d) => d.events.map((e) => Date.parse(e.createdAt)))
        expect([...flat].sort((a, b) => b - a)).toEqual(flat)
      }),
    )
  })
})

describe('filters', () => {
  const events = [
    child(1, 1, 'Maya', 'App quit', '2025-05-28T10:00:00Z'),
    child(2, 2, 'Leo', 'App launched', '2025-05-28T11:00:00Z'),
    parent(3, 'Failed login', '2025-05-28T12:00:00Z'),
    parent(4, 'Successful login', '2025-05-28T13:00:00Z'),
  ]
  const ids = (filter: Parameters<typeof matchesFilter>[1]) => events.filter((e) => matchesFilter(e, filter)).map((e) => Number(e.id.slice(-1)))

  it('by kind and by child', () => {
    expect(ids({ kind: 'all' })).toEqual([1, 2, 3, 4])
    expect(ids({ kind: 'child' })).toEqual([1, 2])
    expect(ids({ kind: 'parent' })).toEqual([3, 4])
    expect(ids({ kind: 'attention' })).toEqual([1, 3])
    expect(ids({ kind: 'all', childId: events[0]?.case === 'child' ? events[0].childId.toLowerCase() : '' })).toEqual([1])
    expect(ids({ kind: 'parent', childId: 'C0000000-0000-4000-8000-000000000002' })).toEqual([])
  })

  it('lists the children the feed mentions once each, by name', () => {
    expect(childrenInFeed([...events, child(5, 1, 'Maya', 'App launched', '2025-05-28T14:00:00Z')]).map((c) => c.name)).toEqual(['Leo', 'Maya'])
  })
})

describe('eventAttention', () => {
  const attention = (event: string, detail?: string) => eventAttention({ case: 'child', event, ...(detail ? { detail } : {}) })

  it('marks the filter switched off, the app quit, a new user on the Mac, in plain words', () => {
    expect(attention('App quit')?.headline).toBe('The Gatehouse app was quit')
    expect(attention('New macOS user created')?.headline).toBe('A new user account was added to the Mac')
    expect(attention('System extension change requested', 'stop')?.headline).toBe('The filter may have been switched off')
    expect(attention('System extension state changed', 'uninstalled')?.headline).toBe('The filter may have been switched off')
    expect(attention('Filter suspension granted by admin')).not.toBeNull()
    expect(eventAttention({ case: 'admin', event: 'Failed login' })).not.toBeNull()
  })

  it('leaves routine events alone', () => {
    expect(attention('System extension change requested', 'restart')).toBeNull()
    expect(attention('System extension change requested')).toBeNull()
    expect(attention('App launched')).toBeNull()
    expect(attention('Filter suspension expired')).toBeNull()
    expect(attention('Filter suspended remotely')).toBeNull()
    expect(eventAttention({ case: 'admin', event: 'Successful login' })).toBeNull()
    expect(eventAttention({ case: 'admin', event: 'App quit' })).toBeNull()
    expect(attention('Something new')).toBeNull()
  })
})

/**
 * The security events feed at its edges: every event that needs attention with its exact
 * headline, event words with stray spaces, the kind filter's names, which name a child keeps in
 * the child filter when the feed spells its id in both cases, and events with equal or unreadable
 * dates in the day groups.
 */
describe('at the edges', () => {
  const now = Date.parse('2025-05-28T15:00:00Z')

  const child = (n: number, childId: string, name: string, createdAt = '2025-05-28T10:00:00Z') =>
    SecurityEvent.parse({
      case: 'child',
      id: `5E000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      childId,
      childName: name,
      deviceId: 'D0000000-0000-4000-8000-000000000001',
      deviceName: 'Mac',
      event: 'App launched',
      explanation: 'x',
      createdAt,
    })

  describe('eventAttention headlines', () => {
    const headline = (event: string, detail?: string) => eventAttention({ case: 'child', event, ...(detail ? { detail } : {}) })?.headline

    it('names each event that needs a look in the product’s words', () => {
      expect(eventAttention({ case: 'admin', event: 'Failed login' })).toEqual({ headline: 'Someone tried to log in with a wrong password' })
      expect(eventAttention({ case: 'child', event: 'Filter suspension granted by admin' })).toEqual({
        headline: 'The filter was turned off on the Mac itself',
      })
      expect(headline('macOS user exempted')).toBe('Someone on the Mac was let past the filter')
      expect(headline('Advanced settings opened')).toBe('Hidden settings of the app were opened')
      expect(headline('Child disconnected')).toBe('The Mac stopped monitoring this child')
      expect(headline('System clock or time zone changed')).toBe('The Mac’s clock was changed')
      expect(headline('App update failed to replace system extension')).toBe('The filter may not be running after an update')
    })

    it('reads the event’s words without surrounding spaces', () => {
      expect(headline('  App quit ')).toBe('The Gatehouse app was quit')
      expect(eventAttention({ case: 'admin', event: ' Failed login\n' })).not.toBeNull()
    })

    it('counts “remove” as well as “removed” among the words that switch the filter off', () => {
      expect(headline('System extension state changed', 'remove')).toBe('The filter may have been switched off')
      expect(headline('System extension state changed', 'removed')).toBe('The filter may have been switched off')
      expect(headline('System extension state changed', 'removes')).toBeUndefined()
    })

    it('never marks an empty word, an unknown word, or an event’s words as another case', () => {
      expect(headline('')).toBeUndefined()
      expect(eventAttention({ case: 'admin', event: 'Child disconnected' })).toBeNull()
    })
  })

  describe('the kind filter', () => {
    it('is named in the product’s words', () => {
      expect(eventKindLabel).toEqual({
        all: 'All events',
        attention: 'Needing attention',
        child: 'On children’s Macs',
        parent: 'In your account',
      })
    })
  })

  describe('childrenInFeed', () => {
    it('keeps the first spelling and name of a child whose id comes in both cases', () => {
      const upper = 'C0000000-0000-4000-8000-00000000000A'
      const feed = [child(1, upper, 'Maya'), child(2, upper.toLowerCase(), 'Maya R.'), child(3, upper, 'M.')]
      expect(childrenInFeed(feed)).toEqual([{ id: upper, name: 'Maya' }])
      expect(childrenInFeed([...feed].reverse())).toEqual([{ id: upper, name: 'M.' }])
    })
  })

  describe('groupByDay at its edges', () => {
    it('keeps events at the same instant in the feed’s order', () => {
      const a = child(1, 'C0000000-0000-4000-8000-000000000001', 'A', '2025-05-28T10:00:00Z')
      const b = child(2, 'C0000000-0000-4000-8000-000000000001', 'A', '2025-05-28T10:00:00Z')
      const c = child(3, 'C0000000-0000-4000-8000-000000000001', 'A', '2025-05-28T10:00:00Z')
      expect(groupByDay([b, a, c], now, utc)[0]?.events).toEqual([b, a, c])
      expect(groupByDay([c, b, a], now, utc)[0]?.events).toEqual([c, b, a])
    })

    it('leaves out events whose date cannot be read', () => {
      const good = { createdAt: '2025-05-28T10:00:00Z' }
      const days = groupByDay([{ createdAt: 'not a date' }, good, { createdAt: '' }], now, utc)
      expect(days).toEqual([{ key: '2025-05-28', label: 'Today', events: [good] }])
    })
  })
})
