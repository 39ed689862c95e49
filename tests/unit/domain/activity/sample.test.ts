/**
 * "Reviewed enough": the sample's size at its boundaries, the seed, the coverage meter's words,
 * and "Delete the rest", which never takes a flagged, a reason's or a sampled item.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { ReviewEntry } from '@domain/activity/item-reasons'
import { reasonText, scoreOf } from '@domain/activity/reasons'
import {
  DaySample,
  coverage,
  deleteTheRest,
  deleteTheRestLabel,
  drawOrder,
  isOrdinary,
  sampleCount,
  sampleDay,
  sampleWords,
  shareWords,
} from '@domain/activity/sample'
import { day0, minute, shot, typed } from '../../support/review-items'

const suspension = [{ kind: 'suspension' as const, text: reasonText.suspension() }]

function entry(n: number, opts: { reason?: boolean; flagged?: boolean; typedText?: boolean } = {}): ReviewEntry {
  const item = opts.typedText
    ? typed(n, day0 + n * minute, 'Notes', 'x', { flagged: opts.flagged ?? false })
    : shot(n, day0 + n * minute, { flagged: opts.flagged ?? false })
  const reasons = opts.reason ? suspension : []
  return { ...item, key: item.item.id.toLowerCase(), reasons, score: scoreOf(reasons) }
}

const day = fc
  .array(fc.record({ reason: fc.boolean(), flagged: fc.boolean(), typedText: fc.boolean() }), { maxLength: 60 })
  .map((rows) => rows.map((r, n) => entry(n + 1, r)))
const seed = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })
const share = fc.double({ min: 0, max: 1, noNaN: true })

describe('the sample of a day', () => {
  it('takes a share of the rest rounded up: 10 % of 0, 1, 9, 10, 11, 30 items', () => {
    expect([0, 1, 9, 10, 11, 30].map((n) => sampleCount(n, 0.1))).toEqual([0, 1, 1, 1, 2, 3])
    expect(sampleCount(10, 0)).toBe(0)
    expect(sampleCount(10, 1)).toBe(10)
    expect(sampleCount(3, 0.5)).toBe(2)
    expect(sampleCount(-1, 0.5)).toBe(0)
    expect(sampleCount(7, 2)).toBe(7)
  })

  it('holds every item with a reason, and that share of the unflagged others', () => {
    const entries = [entry(1, { reason: true }), entry(2, { flagged: true }), ...Array.from({ length: 20 }, (_, i) => entry(i + 3))]
    const sample = sampleDay(entries, 42, 0.1)
    expect(sample.has(entries[0]!.key)).toBe(true)
    expect(sample.has(entries[1]!.key)).toBe(false)
    expect(sample.size).toBe(1 + 2)
  })

  it('keeps its choices when items arrive later', () => {
    const first = Array.from({ length: 30 }, (_, i) => entry(i + 1))
    const more = [...first, ...Array.from({ length: 10 }, (_, i) => entry(i + 100))]
    const before = sampleDay(first, 7, 0.1)
    const after = sampleDay(more, 7, 0.1)
    // Each earlier choice stays unless a newcomer drew ahead of it.
    const newcomers = [...after].filter((k) => !first.some((e) => e.key === k))
    expect([...before].filter((k) => !after.has(k)).length).toBeLessThanOrEqual(newcomers.length)
  })

  it('draws differently for different seeds', () => {
    const entries = Array.from({ length: 50 }, (_, i) => entry(i + 1))
    const samples = new Set([1, 2, 3, 4, 5].map((s) => [...sampleDay(entries, s, 0.1)].sort().join()))
    expect(samples.size).toBeGreaterThan(1)
    expect(drawOrder(1, 'a')).not.toBe(drawOrder(2, 'a'))
    expect(drawOrder(1, 'a')).toBe(drawOrder(1, 'a'))
  })

  it('is the same for the same seed, whatever the order of the items, and holds every item with a reason', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        day.chain((d) => fc.tuple(fc.constant(d), fc.shuffledSubarray(d, { minLength: d.length, maxLength: d.length }))),
        seed,
        share,
        ([entries, shuffled], s, sh) => {
          const sample = sampleDay(entries, s, sh)
          expect([...sampleDay(shuffled, s, sh)].sort()).toEqual([...sample].sort())
          for (const e of entries) if (e.reasons.length > 0) expect(sample.has(e.key)).toBe(true)
          const ordinary = entries.filter((e) => e.reasons.length === 0 && !e.item.flagged)
          expect(ordinary.filter((e) => sample.has(e.key))).toHaveLength(sampleCount(ordinary.length, sh))
          for (const e of entries) if (e.reasons.length === 0 && e.item.flagged) expect(sample.has(e.key)).toBe(false)
        },
      ),
    )
  })

  it('the browser keeps a day’s seed and share', () => {
    expect(DaySample.safeParse({ seed: -5, share: 0.1 }).success).toBe(true)
    expect(DaySample.safeParse({ seed: 1.5, share: 0.1 }).success).toBe(false)
    expect(DaySample.safeParse({ seed: 1, share: 2 }).success).toBe(false)
  })
})

/** The draw spelled out as the algorithms are published, in BigInt arithmetic modulo 2^32. */
const u32 = (x: bigint) => BigInt.asUintN(32, x)
function fnv1a(text: string): bigint {
  let h = 0x811c9dc5n
  for (let i = 0; i < text.length; i++) h = u32((h ^ BigInt(text.charCodeAt(i))) * 0x01000193n)
  return h
}
function mulberry32Step(state: bigint): bigint {
  const t = u32(state + 0x6d2b79f5n)
  let z = u32((t ^ (t >> 15n)) * (t | 1n))
  z = u32(z ^ (z + u32((z ^ (z >> 7n)) * (z | 61n))))
  return u32(z ^ (z >> 14n))
}

describe('drawing the sample', () => {
  it('places an item by the mulberry32 step of the seed mixed with the FNV-1a hash of its key, so a kept seed draws alike in every version', () => {
    for (const [s, key] of [
      [0, ''],
      [1, 'a'],
      [-1, '5c000000-0000-4000-8000-00000000002a'],
      [2 ** 31 - 1, 'foobar'],
    ] as const)
      expect(drawOrder(s, key)).toBe(Number(mulberry32Step(u32(BigInt(s)) ^ fnv1a(key))))
    expect(fnv1a('a')).toBe(0xe40c292cn)
    expect(fnv1a('foobar')).toBe(0xbf9cf968n)
  })

  it('draws as the published algorithms do, for any seed and key', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(seed, fc.string({ maxLength: 40 }), (s, key) => {
        expect(drawOrder(s, key)).toBe(Number(mulberry32Step(u32(BigInt(s)) ^ fnv1a(key))))
      }),
    )
  })

  it('leaves out of the draw the items with a reason and the flagged ones', () => {
    expect([entry(1), entry(2, { reason: true }), entry(3, { flagged: true }), entry(4, { reason: true, flagged: true })].map(isOrdinary)).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('between two items drawn at the same place, takes the smaller key, in whatever order they come', () => {
    // These two keys have the same 32-bit hash, so they draw alike for every seed.
    const [small, big] = [entry(0x39ff), entry(0x48880)] as [ReviewEntry, ReviewEntry]
    expect(drawOrder(7, small.key)).toBe(drawOrder(7, big.key))
    for (const s of [7, -123_456]) {
      expect([...sampleDay([small, big], s, 0.5)]).toEqual([small.key])
      expect([...sampleDay([big, small], s, 0.5)]).toEqual([small.key])
    }
  })
})

describe('the coverage meter', () => {
  it('says shares as "1 in N", tenths, or a percentage', () => {
    expect([0, 0.1, 0.25, 0.5, 0.3, 0.15, 1].map(shareWords)).toEqual(['none', '1 in 10', '1 in 4', '1 in 2', '3 in 10', '15 %', 'all'])
    expect(sampleWords(3, 0.1)).toBe('every item with a reason, and 1 in 10 of the rest')
    expect(sampleWords(3, 0)).toBe('every item with a reason, and none of the rest')
    expect(sampleWords(3, 1)).toBe('every item with a reason, and all of the rest')
    expect(sampleWords(0, 0.1)).toBe('no item has a reason; 1 in 10 of the items')
  })

  it('counts what was seen, and is enough once every sampled item was seen', () => {
    const entries = [entry(1, { reason: true }), ...Array.from({ length: 9 }, (_, i) => entry(i + 2))]
    const sample = sampleDay(entries, 3, 0.1)
    expect(sample.size).toBe(2)
    const none = coverage(entries, sample, new Set(), 0.1)
    expect(none).toMatchObject({ seen: 0, total: 10, withReason: 1, withReasonSeen: 0, sampled: 2, sampledSeen: 0, enough: false })
    expect(none.text).toBe('You looked at 0 of 10; every item with a reason, and 1 in 10 of the rest')
    const seen = new Set([...sample, entries[5]!.key])
    const all = coverage(entries, sample, seen, 0.1)
    expect(all).toMatchObject({ seen: seen.size, sampledSeen: 2, withReasonSeen: 1, enough: true })
    expect(all.text).toBe(`You looked at ${seen.size} of 10; every item with a reason, and 1 in 10 of the rest`)
    expect(coverage([], new Set(), new Set(), 0.1).enough).toBe(true)
  })
})

describe('delete the rest', () => {
  it('is not offered while sampled items are unseen, and says how many', () => {
    const entries = [entry(1, { reason: true }), entry(2), entry(3)]
    const sample = sampleDay(entries, 1, 0.5)
    expect(deleteTheRest(entries, sample, new Set())).toEqual({ offered: false, why: 'unseen', unseen: 2 })
    expect(deleteTheRest(entries, sample, new Set([entries[0]!.key]))).toEqual({ offered: false, why: 'unseen', unseen: 1 })
  })

  it('once the sample is seen, removes the unflagged items without a reason outside it', () => {
    const entries = [entry(1, { reason: true }), entry(2, { flagged: true }), entry(3), entry(4, { typedText: true }), entry(5)]
    const sample = sampleDay(entries, 9, 0.1)
    const result = deleteTheRest(entries, sample, sample)
    if (!result.offered) throw new Error('not offered')
    const expected = entries.filter((e, i) => i >= 2 && !sample.has(e.key))
    expect(result.entries).toEqual(expected)
    expect(result.label).toBe(deleteTheRestLabel(expected.length))
    expect(result.selection.screenshotIds.length + result.selection.keystrokeLineIds.length).toBe(expected.length)
  })

  it('says when nothing is left to delete', () => {
    const entries = [entry(1, { reason: true }), entry(2, { flagged: true })]
    expect(deleteTheRest(entries, sampleDay(entries, 1, 0.1), new Set([entries[0]!.key]))).toEqual({ offered: false, why: 'nothing' })
    expect(deleteTheRestLabel(1)).toBe('Delete the rest (1 item)')
    expect(deleteTheRestLabel(288)).toBe('Delete the rest (288 items)')
  })

  it(
    'never includes a flagged item, an item with a reason, or a sampled item, and only when every sampled item was seen',
    { tags: ['property'] },
    () => {
      fc.assert(
        fc.property(day, seed, share, fc.array(fc.nat(), { maxLength: 70 }), (entries, s, sh, seenPicks) => {
          const sample = sampleDay(entries, s, sh)
          const seen = new Set([
            ...seenPicks.map((p) => entries[p % Math.max(1, entries.length)]?.key ?? ''),
            ...[...sample].filter((_, i) => i % 3 !== 0 || seenPicks.length > 30),
          ])
          const result = deleteTheRest(entries, sample, seen)
          const unseen = [...sample].filter((k) => !seen.has(k)).length
          if (unseen > 0) {
            expect(result).toEqual({ offered: false, why: 'unseen', unseen })
            return
          }
          const removed = result.offered ? result.entries : []
          for (const e of removed) {
            expect(e.item.flagged).toBe(false)
            expect(e.reasons).toEqual([])
            expect(sample.has(e.key)).toBe(false)
          }
          // Everything else is removed: the rest is exactly the unflagged items without a reason outside the sample.
          expect(removed.length).toBe(entries.filter((e) => !e.item.flagged && e.reasons.length === 0 && !sample.has(e.key)).length)
        }),
      )
    },
  )
})
