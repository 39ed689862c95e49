/**
 * The security events feed at its edges: every event that needs attention with its exact
 * headline, event words with stray spaces, the kind filter's names, which name a child keeps in
 * the child filter when the feed spells its id in both cases, and events with equal or unreadable
 * dates in the day groups.
 */
import { describe, expect, it } from 'vitest'
import { childrenInFeed, eventAttention, eventKindLabel, groupByDay } from '@domain/security/events'
import { SecurityEvent } from '@domain/api/wire'

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
    expect(groupByDay([b, a, c], now, 0)[0]?.events).toEqual([b, a, c])
    expect(groupByDay([c, b, a], now, 0)[0]?.events).toEqual([c, b, a])
  })

  it('leaves out events whose date cannot be read', () => {
    const good = { createdAt: '2025-05-28T10:00:00Z' }
    const days = groupByDay([{ createdAt: 'not a date' }, good, { createdAt: '' }], now, 0)
    expect(days).toEqual([{ key: '2025-05-28', label: 'Today', events: [good] }])
  })
})
