/**
 * The day feed's first-screen helpers: row height guesses close to what the page lays out (so
 * measuring the rendered rows moves few of them), and the items' index built only once an item is
 * asked for by id (the first screen asks for none).
 */
import { describe, expect, it } from 'vitest'
import type { FeedRow } from '@domain/activity/feed'
import type { ActivityItemId } from '@domain/api/ids'
import type { IsoDate, UserActivityItem } from '@domain/api/wire'
import { estimateRow } from '../../../../src/features/activity/DaySections'
import { indexById } from '../../../../src/features/activity/useDayKeyboard'

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

  it('leave room for the toolbar in two lines on the narrowest phones', () => {
    // Laid out at 328 px (a 360 px phone): 299.36 px and 186.95 px; at 368 px the toolbar fits one line.
    expect(estimateRow(row(shot(1, 2880, 1800)), 328)).toBe(299)
    expect(estimateRow(row(typed(2, 'x'.repeat(62))), 328)).toBe(187)
    expect(estimateRow(row(shot(1, 2880, 1800)), 368)).toBe(295)
    expect(estimateRow(row(typed(2, 'x'.repeat(62))), 368)).toBe(157)
  })

  it('keep a screenshot with no size at the usual shape', () => {
    expect(estimateRow(row(shot(6, 0, 0)), 736)).toBe(Math.round(734 * 0.625 + 66))
  })
})

describe('the items’ index', () => {
  it('finds items by lower-cased id, and nothing for an unknown one', () => {
    const items = [shot(1, 1, 1), typed(2, 'a'), shot(3, 1, 1)]
    const index = indexById(items)
    expect(index.get(id(3).toLowerCase())).toBe(2)
    expect(index.get(id(2))).toBe(1)
    expect(index.get(id(9))).toBeUndefined()
  })

  it('reads no item until one is asked for, then reads them once', () => {
    let reads = 0
    const items = [shot(1, 1, 1), typed(2, 'a')].map(
      (item) =>
        new Proxy(item, {
          get(target, key, receiver) {
            if (key === 'id') reads += 1
            return Reflect.get(target, key, receiver) as unknown
          },
        }),
    )
    const index = indexById(items)
    expect(reads).toBe(0)
    expect(index.get(id(2))).toBe(1)
    expect(index.get(id(1))).toBe(0)
    expect(reads).toBe(2)
  })
})
