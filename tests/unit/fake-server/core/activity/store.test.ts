/**
 * Activity rules without transport: coalescing against an independent
 * oracle, parent-local day buckets for any offset, summary counts, the 14-day window, retention.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localDayOf, localDayStartMs, MAX_TZ_OFFSET_MINUTES, MIN_TZ_OFFSET_MINUTES, MS_PER_DAY } from '@domain/calendar/dates'
import { type ActivityRecord, coalesce } from '../../../../../fake-server/core/activity/coalesce'
import { expired } from '../../../../../fake-server/core/activity/retention'
import { activityWindowMs, daySummaries, feedOf, inSummaryWindow, parseRange } from '../../../../../fake-server/core/activity/store'
import { day } from '../../../../../fake-server/core/db/db'

const now = Date.parse('2025-05-28T15:00:00.000Z')
const hex = (n: number) => `A0000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

/** Records with distinct ids; times from a small set so ties and runs are common. */
const recordsArb = (opts: { distinctTimes: boolean; span?: number }): fc.Arbitrary<ActivityRecord[]> =>
  fc
    .array(
      fc.record({
        kind: fc.constantFrom('screenshot', 'keystrokeLine', 'keystrokeLine'),
        t: fc.integer({ min: 0, max: opts.span ?? 40 }),
        app: fc.constantFrom('Safari', 'Pages', 'Messages'),
        deleted: fc.constantFrom(null, 1, 2),
        flagged: fc.boolean(),
        suspended: fc.boolean(),
        line: fc.string({ maxLength: 8 }),
      }),
      { maxLength: 40 },
    )
    .map((raw) => {
      const used = new Set<number>()
      return raw
        .filter((r) => !opts.distinctTimes || (!used.has(r.t) && (used.add(r.t), true)))
        .map((r, i): ActivityRecord => {
          const base = {
            id: hex(i + 1),
            userDeviceId: 'D',
            createdAt: now - (opts.span ?? 40) * 60_000 + r.t * 60_000,
            deletedAt: r.deleted === null ? null : now - r.deleted,
            flaggedAt: r.flagged ? now - 5 : null,
            filterSuspended: r.suspended,
          }
          return r.kind === 'screenshot'
            ? { ...base, kind: 'screenshot', url: `/s/${i}`, width: 1000, height: 625 }
            : { ...base, kind: 'keystrokeLine', appName: r.app, line: r.line }
        })
    })

/** Oracle: newest first, then maximal runs of lines with equal (app, review time). */
function oracle(records: ActivityRecord[]) {
  const sorted = [...records].sort((a, b) => b.createdAt - a.createdAt)
  const key = (r: ActivityRecord) => (r.kind === 'screenshot' ? `shot:${r.id}` : `line:${r.appName}:${r.deletedAt}`)
  const runs: ActivityRecord[][] = []
  for (const r of sorted) {
    const last = runs[runs.length - 1]
    if (last && key(last[0]!) === key(r)) last.push(r)
    else runs.push([r])
  }
  return runs.map((run) => {
    const newest = run[0]!
    return {
      kind: newest.kind,
      id: newest.id,
      ids: run.map((r) => r.id),
      createdAt: newest.createdAt,
      deletedAt: newest.deletedAt,
      flagged: newest.flaggedAt !== null,
      duringSuspension: run.some((r) => r.filterSuspended),
      text:
        newest.kind === 'keystrokeLine'
          ? [...run]
              .reverse()
              .map((r) => (r.kind === 'keystrokeLine' ? r.line : ''))
              .join('\n')
          : undefined,
    }
  })
}

const shape = (items: ReturnType<typeof coalesce>) =>
  items.map((i) => ({
    kind: i.kind,
    id: i.id,
    ids: [...i.ids],
    createdAt: i.createdAt,
    deletedAt: i.deletedAt,
    flagged: i.flaggedAt !== null,
    duringSuspension: i.duringSuspension,
    text: i.kind === 'keystrokeLine' ? i.line : undefined,
  }))

describe('coalescing', () => {
  it('matches the oracle (distinct times)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(recordsArb({ distinctTimes: true }), (records) => {
        expect(shape(coalesce(records))).toEqual(oracle(records))
      }),
    )
  })

  it('does not depend on input order, even with equal times, and partitions the records', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(recordsArb({ distinctTimes: false, span: 6 }), fc.integer(), (records, seed) => {
        const shuffled = fc.sample(fc.shuffledSubarray(records, { minLength: records.length, maxLength: records.length }), { numRuns: 1, seed })[0]!
        expect(coalesce(shuffled)).toEqual(coalesce(records))
        const ids = coalesce(records).flatMap((i) => i.ids)
        expect([...ids].sort()).toEqual(records.map((r) => r.id).sort())
      }),
    )
  })

  it('merges a run of lines in one app, newest id and flag, lines oldest first', () => {
    const line = (id: number, minutes: number, appName: string, text: string, extra: Partial<ActivityRecord> = {}): ActivityRecord =>
      ({
        kind: 'keystrokeLine',
        id: hex(id),
        userDeviceId: 'D',
        createdAt: now - minutes * 60_000,
        deletedAt: null,
        flaggedAt: null,
        filterSuspended: false,
        appName,
        line: text,
        ...extra,
      }) as ActivityRecord
    const items = coalesce([
      line(1, 10, 'Pages', 'first', { filterSuspended: true }),
      line(2, 9, 'Pages', 'second'),
      line(3, 8, 'Pages', 'third', { flaggedAt: now }),
      line(4, 7, 'Safari', 'search'),
      line(5, 6, 'Pages', 'after the search'),
      line(6, 5, 'Pages', 'reviewed', { deletedAt: now }),
    ])
    expect(shape(items)).toEqual([
      expect.objectContaining({ id: hex(6), ids: [hex(6)], text: 'reviewed' }),
      expect.objectContaining({ id: hex(5), ids: [hex(5)], text: 'after the search' }),
      expect.objectContaining({ id: hex(4), ids: [hex(4)], text: 'search' }),
      {
        kind: 'keystrokeLine',
        id: hex(3),
        ids: [hex(3), hex(2), hex(1)],
        createdAt: now - 8 * 60_000,
        deletedAt: null,
        flagged: true,
        duringSuspension: true,
        text: 'first\nsecond\nthird',
      },
    ])
  })
})

describe('day summaries', () => {
  const offsetArb = fc.integer({ min: MIN_TZ_OFFSET_MINUTES, max: MAX_TZ_OFFSET_MINUTES })
  const spreadArb = recordsArb({ distinctTimes: false, span: 20 * 24 * 60 })

  // Hundreds of generated days of records: seconds on a busy machine.
  it('bucket each coalesced item by the parent-local day, newest day first, no empty days', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(spreadArb, offsetArb, (records, offset) => {
        const days = daySummaries([records], now, offset)
        const items = coalesce(records.filter((r) => inSummaryWindow(r, now)))
        const starts = days.map((d) => Date.parse(d.date))
        expect([...starts].sort((a, b) => b - a)).toEqual(starts)
        expect(new Set(starts).size).toBe(starts.length)
        for (const d of days) {
          const start = Date.parse(d.date)
          // The date is a local midnight, written without milliseconds.
          expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
          expect(localDayStartMs(localDayOf(start, offset), offset)).toBe(start)
          const inDay = items.filter((i) => start <= i.createdAt && i.createdAt < start + MS_PER_DAY)
          expect(d.numTotal).toBe(inDay.length)
          expect(d.numTotal).toBeGreaterThan(0)
          expect(d.numApproved).toBe(inDay.filter((i) => i.deletedAt !== null).length)
          expect(d.numFlagged).toBe(inDay.filter((i) => i.flaggedAt !== null).length)
        }
        expect(days.reduce((n, d) => n + d.numTotal, 0)).toBe(items.length)
      }),
      { numRuns: 200 },
    )
  })

  it('the family total is the sum of the children', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(spreadArb, spreadArb, offsetArb, (a, b, offset) => {
        const both = daySummaries([a, b.map((r) => ({ ...r, id: r.id.replace('A', 'B') }))], now, offset)
        const sum = new Map<string, number>()
        for (const d of [...daySummaries([a], now, offset), ...daySummaries([b], now, offset)]) sum.set(d.date, (sum.get(d.date) ?? 0) + d.numTotal)
        expect(new Map(both.map((d) => [d.date, d.numTotal]))).toEqual(sum)
      }),
      { numRuns: 100 },
    )
  })

  it('window: newer than 14 days, or flagged and not reviewed at any age', () => {
    const r = (age: number, extra: Partial<ActivityRecord> = {}) =>
      ({
        kind: 'screenshot',
        id: hex(1),
        userDeviceId: 'D',
        createdAt: now - age,
        deletedAt: null,
        flaggedAt: null,
        filterSuspended: false,
        url: '',
        width: 1,
        height: 1,
        ...extra,
      }) as ActivityRecord
    expect(inSummaryWindow(r(activityWindowMs - 1), now)).toBe(true)
    expect(inSummaryWindow(r(activityWindowMs), now)).toBe(false)
    expect(inSummaryWindow(r(activityWindowMs - 1, { deletedAt: now }), now)).toBe(true)
    expect(inSummaryWindow(r(40 * day, { flaggedAt: now - 39 * day }), now)).toBe(true)
    expect(inSummaryWindow(r(40 * day, { flaggedAt: now - 39 * day, deletedAt: now - day }), now)).toBe(false)
  })
})

describe('feeds', () => {
  it('take start < createdAt ≤ end, count reviewed items, return the unreviewed', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        recordsArb({ distinctTimes: false, span: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (records, a, b) => {
          const start = now - 30 * 60_000 + Math.min(a, b) * 60_000
          const end = now - 30 * 60_000 + Math.max(a, b) * 60_000
          const feed = feedOf(records, { start, end })
          const inRange = coalesce(records.filter((r) => start < r.createdAt && r.createdAt <= end))
          expect(feed.numDeleted).toBe(inRange.filter((i) => i.deletedAt !== null).length)
          expect(feed.items.map((i) => i.id)).toEqual(inRange.filter((i) => i.deletedAt === null).map((i) => i.id))
          for (const item of feed.items) expect(item.deletedAt).toBeUndefined()
        },
      ),
    )
  })

  it('parse ranges only with fractional seconds and real instants', () => {
    expect(parseRange({ start: '2025-05-28T04:00:00.000Z', end: '2025-05-29T03:59:59.999Z' })).toEqual({
      start: Date.parse('2025-05-28T04:00:00.000Z'),
      end: Date.parse('2025-05-29T03:59:59.999Z'),
    })
    expect(parseRange({ start: '2025-05-28T04:00:00Z', end: '2025-05-29T03:59:59.999Z' })).toBeNull()
    expect(parseRange({ start: '2025-02-30T04:00:00.000Z', end: '2025-05-29T03:59:59.999Z' })).toBeNull()
    expect(parseRange({ start: '2025-05-28T25:00:00.000Z', end: '2025-05-29T03:59:59.999Z' })).toBeNull()
  })
})

describe('retention', () => {
  const row = (createdAge: number, deletedAge: number | null, flaggedAge: number | null) => ({
    createdAt: now - createdAge,
    deletedAt: deletedAge === null ? null : now - deletedAge,
    flaggedAt: flaggedAge === null ? null : now - flaggedAge,
  })
  it('removes reviewed items 14 days after review and anything 21 days old, keeping recent flags for 60 days', () => {
    expect(expired(row(20 * day, 14 * day, null), now)).toBe(true)
    expect(expired(row(20 * day, 14 * day - 1, null), now)).toBe(false)
    expect(expired(row(21 * day, null, null), now)).toBe(true)
    expect(expired(row(21 * day - 1, null, null), now)).toBe(false)
    expect(expired(row(50 * day, null, 59 * day), now)).toBe(false)
    expect(expired(row(70 * day, null, 60 * day), now)).toBe(true)
    expect(expired(row(day, null, 61 * day), now)).toBe(false)
  })
})
