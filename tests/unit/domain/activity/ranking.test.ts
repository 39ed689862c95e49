/**
 * Ranking: a permutation of its input, in a deterministic order whatever the input's order, and
 * a reason more never moves an item down.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { type ReviewEntry, reviewEntries } from '@domain/activity/item-reasons'
import { compareEntries, entriesOfDay, rankEntries, splitByReason } from '@domain/activity/ranking'
import { type Reason, reasonKinds, reasonText, scoreOf } from '@domain/activity/reasons'
import { childA, childEvent, day0, hour, minute, shot, typed } from '../../support/review-items'

const reasonOfKind: Record<string, Reason> = {
  suspension: { kind: 'suspension', text: reasonText.suspension() },
  concern: { kind: 'concern', source: 'filter', text: reasonText.concern('filter') },
  securityEvent: { kind: 'securityEvent', eventId: 'e', offsetMs: 0, text: reasonText.securityEvent(0, 'app quit') },
  request: { kind: 'request', requestKind: 'unlock', requestId: 'r', offsetMs: 0, text: reasonText.unlock(0, 'x.com') },
  lateNight: { kind: 'lateNight', localTime: '1:00 AM', text: reasonText.lateNight('1:00 AM') },
  typedAddress: { kind: 'typedAddress', host: 'x.com', text: reasonText.typedAddress() },
  typedSearch: { kind: 'typedSearch', text: reasonText.typedSearch() },
  firstUse: { kind: 'firstUse', appName: 'Discord', text: reasonText.firstUse('Discord') },
}

/** Entries with distinct ids, times often equal, any set of reasons. */
const entries = fc
  .array(fc.record({ minutes: fc.integer({ min: 0, max: 30 }), kinds: fc.subarray([...reasonKinds]) }), { maxLength: 40 })
  .map((rows) =>
    rows.map(({ minutes, kinds }, n): ReviewEntry => {
      const item = shot(n + 1, day0 + minutes * minute)
      const reasons = kinds.map((k) => reasonOfKind[k]!)
      return { ...item, key: item.item.id.toLowerCase(), reasons, score: scoreOf(reasons) }
    }),
  )

const keys = (list: readonly ReviewEntry[]) => list.map((e) => e.key)

describe('ranking what needs a look first', () => {
  it('puts reasons first, heaviest on top, then the rest in time order', () => {
    const window = [
      shot(1, day0 + 12 * hour),
      shot(2, day0 + 11 * hour),
      shot(3, day0 + 13 * hour, { duringSuspension: true }),
      typed(4, day0 + 14 * hour, 'Safari', 'how do volcanoes form'),
      shot(5, day0 + 23 * hour),
      shot(6, day0 + 10 * hour),
    ]
    const ranked = rankEntries(reviewEntries(window, { securityEvents: [], requests: [], jsTimezoneOffsetMinutes: 0, windowStartMs: day0 }))
    expect(ranked.map((e) => e.item.id.slice(-1))).toEqual(['3', '5', '4', '6', '2', '1'])
    const { needsALook, rest } = splitByReason(ranked)
    expect(needsALook.map((e) => e.item.id.slice(-1))).toEqual(['3', '5', '4'])
    expect(rest.map((e) => e.item.id.slice(-1))).toEqual(['6', '2', '1'])
    expect(entriesOfDay(ranked, { year: 2026, month: 3, day: 14 })).toHaveLength(6)
    expect(entriesOfDay(ranked, { year: 2026, month: 3, day: 15 })).toHaveLength(0)
    expect(entriesOfDay(ranked, { year: 2026, month: 4, day: 14 })).toHaveLength(0)
    expect(entriesOfDay(ranked, { year: 2025, month: 3, day: 14 })).toHaveLength(0)
  })

  it('orders entries of the same score and time by key, in whatever order they come', () => {
    const [a, b] = [2, 1].map((n): ReviewEntry => {
      const item = shot(n, day0)
      return { ...item, key: item.item.id.toLowerCase(), reasons: [], score: 0 }
    }) as [ReviewEntry, ReviewEntry]
    expect(keys(rankEntries([a, b]))).toEqual([b.key, a.key])
    expect(keys(rankEntries([b, a]))).toEqual([b.key, a.key])
    expect([compareEntries(b, a), compareEntries(a, b), compareEntries(a, a)]).toEqual([-1, 1, 0])
  })

  it('is a permutation of its input: no item lost or repeated', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(entries, (list) => {
        const ranked = rankEntries(list)
        expect([...keys(ranked)].sort()).toEqual([...keys(list)].sort())
      }),
    )
  })

  it('is deterministic: the same order whatever order the entries come in', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        entries.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
        ([list, shuffled]) => {
          expect(keys(rankEntries(shuffled))).toEqual(keys(rankEntries(list)))
        },
      ),
    )
  })

  it('orders by score, then time, then id', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(entries, (list) => {
        const ranked = rankEntries(list)
        for (let i = 1; i < ranked.length; i++) {
          const a = ranked[i - 1]!
          const b = ranked[i]!
          expect(a.score >= b.score).toBe(true)
          if (a.score === b.score) expect(a.at < b.at || (a.at === b.at && a.key < b.key)).toBe(true)
        }
      }),
    )
  })

  it('a reason more never lowers an item’s rank', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        entries.filter((l) => l.length > 0),
        fc.nat(),
        fc.constantFrom(...reasonKinds),
        (list, pick, kind) => {
          const i = pick % list.length
          const target = list[i]!
          if (target.reasons.some((r) => r.kind === kind)) return
          const reasons = [...target.reasons, reasonOfKind[kind]!]
          const more = list.map((e, j) => (j === i ? { ...e, reasons, score: scoreOf(reasons) } : e))
          const before = keys(rankEntries(list)).indexOf(target.key)
          const after = keys(rankEntries(more)).indexOf(target.key)
          expect(after).toBeLessThanOrEqual(before)
        },
      ),
    )
  })

  it('end to end: generated items rank as a permutation, and security events only raise scores', { tags: ['property'] }, () => {
    const item = fc.record({
      minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      typed: fc.boolean(),
      line: fc.constantFrom('hi', 'free vpn', 'how to draw', 'reddit.com'),
      app: fc.constantFrom('Safari', 'Notes', 'Discord'),
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 25 }), fc.array(fc.integer({ min: 0, max: 24 * 60 - 1 }), { maxLength: 4 }), (rows, eventMinutes) => {
        const window = rows.map((r, n) => (r.typed ? typed(n + 1, day0 + r.minutes * minute, r.app, r.line) : shot(n + 1, day0 + r.minutes * minute)))
        const context = { securityEvents: [], requests: [], jsTimezoneOffsetMinutes: 0, windowStartMs: day0 - 2 * 24 * hour }
        const plain = rankEntries(reviewEntries(window, context))
        expect([...keys(plain)].sort()).toEqual(window.map((w) => w.item.id.toLowerCase()).sort())
        const events = eventMinutes.map((m, k) => childEvent(`e${k}`, day0 + m * minute, 'app quit', childA))
        const withEvents = rankEntries(reviewEntries(window, { ...context, securityEvents: events }))
        // Events only add reasons: each item's score grows or stays.
        const scoreBefore = new Map(plain.map((e) => [e.key, e.score]))
        for (const e of withEvents) expect(e.score).toBeGreaterThanOrEqual(scoreBefore.get(e.key)!)
      }),
    )
  })
})
