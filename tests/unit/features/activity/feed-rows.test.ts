/**
 * The day feed's row height guesses: close to what the page lays out, so measuring the rendered
 * rows moves few of them.
 */
import { describe, expect, it } from 'vitest'
import type { FeedRow } from '@domain/activity/feed'
import type { ActivityItemId } from '@domain/api/ids'
import type { IsoDate, UserActivityItem } from '@domain/api/wire'
import { estimateRow } from '../../../../src/features/activity/DaySections'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId
const common = (n: number) => ({
  id: id(n),
  ids: [id(n)],
  duringSuspension: false,
  flagged: false,
  createdAt: '2026-11-17T10:00:00.000Z' as IsoDate,
  deletedAt: undefined,
})
const shot = (n: number, width: number, height: number): UserActivityItem => ({ case: 'screenshot', ...common(n), url: `/s/${n}.png`, width, height })
const typed = (n: number, line: string): UserActivityItem => ({ case: 'keystrokeLine', ...common(n), appName: 'Notes', line })
const row = (item: UserActivityItem): FeedRow => ({ kind: 'item', key: `s0:i:${item.id}`, section: 0, item, itemIndex: 0, group: 'none' })

describe('row height guesses', () => {
  // Heights Chromium lays the rows out at (list 736 px wide, the default theme), rounded as the
  // windowed list measures them.
  it('match a screenshot card and a child heading to the pixel', () => {
    expect(estimateRow(row(shot(1, 2880, 1800)), 736)).toBe(525)
    expect(estimateRow({ kind: 'section', key: 's0:head', section: 0, userName: 'Maya', count: 3 }, 736)).toBe(77)
  })

  it('count a typed-text item by its lines', () => {
    expect(estimateRow(row(typed(2, 'hello there')), 736)).toBe(135)
    expect(estimateRow(row(typed(3, 'one\ntwo\nthree')), 736)).toBe(179)
  })

  it('count a long line as the lines it wraps to, narrower lists wrapping sooner', () => {
    const long = 'x'.repeat(200)
    expect(estimateRow(row(typed(4, long)), 736)).toBe(179)
    expect(estimateRow(row(typed(4, long)), 360)).toBeGreaterThan(estimateRow(row(typed(4, long)), 736))
    expect(estimateRow(row(typed(5, `${long}\nshort`)), 736)).toBe(202)
  })

  it('keep a screenshot with no size at the usual shape', () => {
    expect(estimateRow(row(shot(6, 0, 0)), 736)).toBe(Math.round(734 * 0.625 + 66))
  })
})
