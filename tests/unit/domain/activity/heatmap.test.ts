/**
 * The heatmap: days × 24 hours of unreviewed items, markers, colour levels and the words a screen
 * reader says for a cell; day boundaries as given (local or UTC days).
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { type HeatCell, cellLabel, dayBounds, heatLevel, heatmap } from '@domain/activity/heatmap'
import { reviewEntries } from '@domain/activity/item-reasons'
import { childB, childEvent, day0, hour, minute, shot, typed } from '../../support/review-items'

const march14 = { year: 2026, month: 3, day: 14 }
const march13 = { year: 2026, month: 3, day: 13 }
const context = { securityEvents: [], requests: [], jsTimezoneOffsetMinutes: 0, windowStartMs: day0 }

describe('the heatmap', () => {
  it('counts unreviewed items per hour, with reasons, suspensions, flags, events and requests', () => {
    const items = [
      shot(1, day0 + 3 * hour + minute),
      shot(2, day0 + 3 * hour + 59 * minute, { duringSuspension: true }),
      shot(3, day0 + 15 * hour, { flagged: true }),
      typed(4, day0 + 15 * hour + 5 * minute, 'Notes', 'hello'),
    ]
    const entries = reviewEntries(items, context)
    const rows = heatmap({
      days: [dayBounds(march13, 0), dayBounds(march14, 0)],
      entries,
      securityEvents: [
        childEvent('e', day0 + 15 * hour, 'app quit', childB),
        { case: 'admin', id: 'p', event: 'login', explanation: '', createdAt: new Date(day0 + 15 * hour).toISOString() } as never,
      ],
      requests: [{ kind: 'unlock', id: 'r', childId: childB, at: day0 + 23 * hour + 59 * minute }],
    })
    expect(rows.map((r) => r.date)).toEqual([march13, march14])
    expect(rows[0]!.cells.every((c) => c.unreviewed === 0 && c.level === 0)).toBe(true)
    const [h3, h15, h23] = [3, 15, 23].map((h) => rows[1]!.cells[h]!) as [HeatCell, HeatCell, HeatCell]
    expect(h3).toMatchObject({ hour: 3, unreviewed: 2, withReason: 2, suspension: true, flagged: false, level: 4 })
    expect(h15).toMatchObject({ unreviewed: 1, withReason: 0, flagged: true, securityEvents: 1, requests: 0, level: 2 })
    expect(h23).toMatchObject({ unreviewed: 0, requests: 1, level: 0 })
    expect(h3.label).toBe('Sat, Mar 14, 3 AM: 2 unreviewed items, 2 may need a look, during a filter suspension')
    expect(h15.label).toBe('Sat, Mar 14, 3 PM: 1 unreviewed item, a flagged item, 1 security event')
    expect(h23.label).toBe('Sat, Mar 14, 11 PM: nothing to review, 1 request')
  })

  it('takes the days’ boundaries as given: a local day at another offset, a 25-hour day', () => {
    const entries = reviewEntries([shot(1, day0 + 4 * hour)], context)
    // New York's day (UTC−5) starts at 05:00 UTC: 04:00 UTC is the day before, at 11 PM.
    const ny = heatmap({ days: [dayBounds(march13, 300), dayBounds(march14, 300)], entries })
    expect(ny[0]!.cells[23]!.unreviewed).toBe(1)
    const long = heatmap({ days: [{ date: march14, startMs: day0 - 21 * hour, endMs: day0 + 4 * hour + 1 }], entries })
    expect(long[0]!.cells[23]!.unreviewed).toBe(1)
    const outside = heatmap({ days: [dayBounds(march13, 0)], entries })
    expect(outside[0]!.cells.reduce((n, c) => n + c.unreviewed, 0)).toBe(0)
  })

  it('puts an instant on a day’s boundary in the day it starts, and leaves out what falls outside the days', () => {
    const entries = reviewEntries([shot(1, day0), shot(2, day0 - 30 * hour), shot(3, day0 + 24 * hour)], context)
    const rows = heatmap({
      days: [dayBounds(march13, 0), dayBounds(march14, 0)],
      entries,
      securityEvents: [childEvent('e1', day0 - 30 * hour, 'app quit'), childEvent('e2', day0 + 48 * hour, 'app quit')],
      requests: [{ kind: 'unlock', id: 'r', childId: childB, at: day0 + 24 * hour }],
    })
    expect(rows[1]!.cells[0]!.unreviewed).toBe(1)
    expect(rows[0]!.cells[23]!.unreviewed).toBe(0)
    const all = rows.flatMap((r) => r.cells)
    expect(all.reduce((n, c) => n + c.unreviewed + c.securityEvents + c.requests, 0)).toBe(1)
  })

  it('marks the child’s security events, not the parent’s', () => {
    const rows = heatmap({
      days: [dayBounds(march14, 0)],
      entries: [],
      securityEvents: [childEvent('e', day0 + 9 * hour, 'app quit', childB)],
    })
    expect(rows[0]!.cells[9]!.securityEvents).toBe(1)
    const parentOnly = heatmap({
      days: [dayBounds(march14, 0)],
      entries: [],
      securityEvents: [{ case: 'admin', id: 'p', event: 'login', explanation: '', createdAt: new Date(day0 + 9 * hour).toISOString() } as never],
    })
    expect(parentOnly[0]!.cells[9]!.securityEvents).toBe(0)
  })

  it('levels: 0 for none, then quarters of the busiest, rounded up', () => {
    expect([0, 1, 25, 26, 50, 51, 75, 76, 100].map((n) => heatLevel(n, 100))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4])
    expect(heatLevel(3, 0)).toBe(0)
    expect(heatLevel(-1, 10)).toBe(0)
  })

  it('names a quiet hour and a busy one', () => {
    expect(cellLabel(march14, 0, { unreviewed: 0, withReason: 0, suspension: false, flagged: false, securityEvents: 0, requests: 0 })).toBe(
      'Sat, Mar 14, 12 AM: nothing to review',
    )
    expect(cellLabel(march14, 12, { unreviewed: 5, withReason: 1, suspension: false, flagged: false, securityEvents: 2, requests: 3 })).toBe(
      'Sat, Mar 14, 12 PM: 5 unreviewed items, 1 may need a look, 2 security events, 3 requests',
    )
  })

  it('counts every unflagged item of the days once, in the hour of its instant', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: -3 * hour, max: 27 * hour }), flagged: fc.boolean() }), { maxLength: 40 }),
        fc.integer({ min: -840, max: 720 }),
        (rows, offset) => {
          const items = rows.map((r, n) => shot(n + 1, day0 + r.at, { flagged: r.flagged }))
          const days = [dayBounds(march13, offset), dayBounds(march14, offset)]
          const grid = heatmap({ days, entries: reviewEntries(items, context) })
          const inDays = items.filter((i) => !i.item.flagged && i.at >= days[0]!.startMs && i.at < days[1]!.endMs)
          expect(grid.flatMap((r) => r.cells).reduce((n, c) => n + c.unreviewed, 0)).toBe(inDays.length)
          for (const item of inDays) {
            const d = item.at < days[1]!.startMs ? 0 : 1
            const h = Math.floor((item.at - days[d]!.startMs) / hour)
            expect(grid[d]!.cells[h]!.unreviewed).toBeGreaterThan(0)
          }
          for (const row of grid) for (const cell of row.cells) expect(cell.level > 0).toBe(cell.unreviewed > 0)
        },
      ),
    )
  })
})
