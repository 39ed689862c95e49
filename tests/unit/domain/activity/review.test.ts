/**
 * Reviewing activity: progress math, the feed's chunks and 'Delete previous N items',
 * filter-suspension grouping, delete-all selection and the day timeline, each checked against a
 * plain oracle.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  anyFlagged,
  backDelayMs,
  clearableAbove,
  clearableItems,
  deleteAllLabel,
  deleteChildLabel,
  deletePreviousLabel,
  deleteSelection,
} from '@domain/activity/delete'
import {
  activityChunkSize,
  chunk,
  dayFeedView,
  feedLayout,
  feedProgress,
  feedSections,
  focusAfterRemoval,
  hiddenToReview,
  moveFocus,
  type FeedSection,
} from '@domain/activity/feed'
import { dayProgress, daySummaries, feedProgressText, progressOf, summaryProgressText } from '@domain/activity/summaries'
import { type GroupPosition, suspensionGroupPositions, suspensionGroupWindowMs } from '@domain/activity/suspension'
import { timelineBuckets } from '@domain/activity/timeline'
import { localDayStartMs, type PlainDate } from '@domain/calendar/dates'
import type { ActivityItemId } from '@domain/api/ids'
import type { ActivityDay, ActivityFeed, IsoDate, UserActivityItem } from '@domain/api/wire'

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0)
const iso = (ms: number) => new Date(ms).toISOString() as IsoDate
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId

/** Items newest first, with gaps drawn so that many fall either side of the 4-minute window. */
const arbItems = (maxLength = 60) =>
  fc
    .array(
      fc.record({
        gapMs: fc.oneof(
          fc.integer({ min: 0, max: suspensionGroupWindowMs }),
          fc.integer({ min: suspensionGroupWindowMs - 2, max: suspensionGroupWindowMs + 2 }),
          fc.integer({ min: 0, max: 20 * 60_000 }),
        ),
        screenshot: fc.boolean(),
        duringSuspension: fc.boolean(),
        flagged: fc.boolean(),
        lines: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength },
    )
    .map((specs) => {
      let t = T0
      let n = 0
      return specs.map((s): UserActivityItem => {
        t -= s.gapMs
        const common = {
          id: id(++n),
          duringSuspension: s.duringSuspension,
          flagged: s.flagged,
          createdAt: iso(t),
          deletedAt: undefined,
        }
        if (s.screenshot) {
          return { ...common, case: 'screenshot', ids: [common.id], url: `/s/${n}.png`, width: 800, height: 500 }
        }
        const ids = [common.id]
        for (let k = 1; k < s.lines; k++) ids.push(id(10_000 + ++n))
        return { ...common, case: 'keystrokeLine', ids, appName: 'Notes', line: 'hello' }
      })
    })

const feedOf = (items: UserActivityItem[], extra: Partial<ActivityFeed> = {}): ActivityFeed => ({
  userName: 'Ada',
  showSuspensionActivity: true,
  numDeleted: 0,
  items,
  ...extra,
})

describe('progress', () => {
  it('reviewed is approved + flagged; the status is flagged, completed or pending', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (approved, flagged, extra) => {
        const total = approved + flagged + extra
        const p = progressOf(approved, flagged, total)
        expect(p.reviewed).toBe(approved + flagged)
        expect(p.total).toBe(total)
        expect(p.fraction).toBeGreaterThanOrEqual(0)
        expect(p.fraction).toBeLessThanOrEqual(1)
        if (total > 0) expect(p.fraction).toBeCloseTo((approved + flagged) / total, 10)
        const expected = flagged > 0 ? 'flagged' : extra === 0 ? 'completed' : 'pending'
        expect(p.status).toBe(expected)
      }),
    )
  })

  it('texts', () => {
    const p = dayProgress({ date: '2026-11-22T05:00:00Z' as IsoDate, numApproved: 4, numFlagged: 1, numTotal: 27 })
    expect(summaryProgressText(p)).toBe('5 out of 27 screenshots reviewed')
    expect(feedProgressText(p)).toBe('5 out of 27 items reviewed')
    expect(p.status).toBe('flagged')
    expect(dayProgress({ date: '2026-11-22T05:00:00Z' as IsoDate, numApproved: 31, numFlagged: 0, numTotal: 31 }).status).toBe('completed')
  })

  it('the feed header counts cleared + listed items, reviewed = cleared + flagged', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbItems(20), fc.nat(50))), (parts) => {
        const feeds = parts.map(([items, numDeleted]) => feedOf(items, { numDeleted }))
        const p = feedProgress(feeds)
        let total = 0
        let reviewed = 0
        for (const f of feeds) {
          total += f.numDeleted + f.items.length
          reviewed += f.numDeleted + f.items.filter((i) => i.flagged).length
        }
        expect(p.total).toBe(total)
        expect(p.reviewed).toBe(reviewed)
      }),
    )
  })
})

describe('day summaries', () => {
  const dayMs = 86_400_000
  /** Day `n` after 1 Oct 2026 as the card's URL date, by plain calendar arithmetic. */
  const urlDateOf = (n: number) => {
    const d = new Date(Date.UTC(2026, 9, 1 + n))
    const p2 = (x: number) => String(x).padStart(2, '0')
    return `${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}-${d.getUTCFullYear()}`
  }
  /**
   * Rows the server may send: several for one local day (its buckets can be merged), at the
   * day's first or last second or anywhere in it, with counts often zero or all reviewed.
   */
  const arbCount = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.nat(30) })
  const arbRows = fc.array(
    fc.record({
      day: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 }) }),
      secondOfDay: fc.oneof(fc.constantFrom(0, dayMs / 1000 - 1), fc.integer({ min: 0, max: dayMs / 1000 - 1 })),
      approved: arbCount,
      flagged: arbCount,
      extra: arbCount,
    }),
    { maxLength: 15 },
  )

  it('one card per local day with items, newest first, merged rows summed (brute-force oracle)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: -840, max: 720 }), arbRows, (offset, rows) => {
        const days: ActivityDay[] = rows.map((r) => ({
          // Local midnight of the day is UTC midnight plus the offset (minutes west of UTC).
          date: new Date(Date.UTC(2026, 9, 1 + r.day) + offset * 60_000 + r.secondOfDay * 1000).toISOString().replace('.000Z', 'Z') as IsoDate,
          numApproved: r.approved,
          numFlagged: r.flagged,
          numTotal: r.approved + r.flagged + r.extra,
        }))
        // Oracle: for every day number that has a row with items, sum every row of that day.
        const dayNumbers = [...new Set(rows.filter((r) => r.approved + r.flagged + r.extra > 0).map((r) => r.day))].sort((a, b) => b - a)
        const expected = dayNumbers.map((n) => {
          const same = rows.filter((r) => r.day === n)
          const approved = same.reduce((t, r) => t + r.approved, 0)
          const flagged = same.reduce((t, r) => t + r.flagged, 0)
          const total = same.reduce((t, r) => t + r.approved + r.flagged + r.extra, 0)
          const status = flagged > 0 ? 'flagged' : approved + flagged === total ? 'completed' : 'pending'
          return { urlDate: urlDateOf(n), reviewed: approved + flagged, total, status }
        })
        const cards = daySummaries(days, offset)
        expect(cards.map((c) => ({ urlDate: c.urlDate, reviewed: c.progress.reviewed, total: c.progress.total, status: c.progress.status }))).toEqual(
          expected,
        )
      }),
      { numRuns: 300 },
    )
  })

  it('two rows of one day make one card with both counts', () => {
    const cards = daySummaries(
      [
        { date: '2026-11-22T05:00:00Z' as IsoDate, numApproved: 2, numFlagged: 0, numTotal: 5 },
        { date: '2026-11-23T04:59:59Z' as IsoDate, numApproved: 3, numFlagged: 1, numTotal: 4 },
        { date: '2026-11-21T05:00:00Z' as IsoDate, numApproved: 0, numFlagged: 0, numTotal: 0 },
      ],
      300,
    )
    expect(cards.map((c) => [c.urlDate, c.progress.reviewed, c.progress.total])).toEqual([['11-22-2026', 6, 9]])
  })

  it('reads the day in the parent zone (west of UTC does not slip to the day before)', () => {
    const cards = daySummaries([{ date: '2026-11-22T05:00:00Z' as IsoDate, numApproved: 1, numFlagged: 0, numTotal: 2 }], 300)
    expect(cards.map((c) => [c.urlDate, c.label])).toEqual([['11-22-2026', 'Sun, Nov 22']])
  })
})

/**
 * Oracle by brute force over pairs: items i < j share a group when every item from i to j is a
 * screenshot taken during a suspension and each one is at most 4 minutes from the next. A
 * group is then every item that shares one with its lowest member.
 */
function oracleGroups(items: UserActivityItem[]): number[][] {
  const groupable = (k: number) => items[k]!.case === 'screenshot' && items[k]!.duringSuspension
  const near = (k: number) => Math.abs(Date.parse(items[k]!.createdAt) - Date.parse(items[k + 1]!.createdAt)) <= 4 * 60 * 1000
  const together = (i: number, j: number) => {
    for (let k = i; k <= j; k++) if (!groupable(k)) return false
    for (let k = i; k < j; k++) if (!near(k)) return false
    return true
  }
  const groups: number[][] = []
  for (let i = 0; i < items.length; i++) {
    if (!groupable(i)) continue
    // i starts a group unless some earlier item shares one with it.
    let starts = true
    for (let h = 0; h < i; h++) if (together(h, i)) starts = false
    if (!starts) continue
    const members = [i]
    for (let j = i + 1; j < items.length; j++) if (together(i, j)) members.push(j)
    groups.push(members)
  }
  return groups
}

describe('suspension grouping', () => {
  function groupsFromPositions(positions: GroupPosition[]): number[][] {
    const groups: number[][] = []
    positions.forEach((p, i) => {
      if (p === 'first' || p === 'only') groups.push([i])
      else if (p === 'middle' || p === 'last') groups[groups.length - 1]!.push(i)
    })
    return groups
  }

  it('matches the oracle', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbItems(), (items) => {
        const positions = suspensionGroupPositions(items)
        expect(positions).toHaveLength(items.length)
        expect(groupsFromPositions(positions)).toEqual(oracleGroups(items))
      }),
    )
  })

  it('typed text is never grouped and always breaks a group', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbItems(), (items) => {
        const positions = suspensionGroupPositions(items)
        items.forEach((item, i) => {
          if (item.case === 'keystrokeLine' || !item.duringSuspension) expect(positions[i]).toBe('none')
        })
      }),
    )
  })

  it('four minutes apart still groups, a millisecond more does not', () => {
    const shot = (n: number, ms: number): UserActivityItem => ({
      case: 'screenshot',
      id: id(n),
      ids: [id(n)],
      url: '',
      width: 1,
      height: 1,
      duringSuspension: true,
      flagged: false,
      createdAt: iso(ms),
      deletedAt: undefined,
    })
    expect(suspensionGroupPositions([shot(1, T0), shot(2, T0 - 240_000)])).toEqual(['first', 'last'])
    expect(suspensionGroupPositions([shot(1, T0), shot(2, T0 - 240_001)])).toEqual(['only', 'only'])
    const line: UserActivityItem = {
      case: 'keystrokeLine',
      id: id(9),
      ids: [id(9)],
      appName: 'Notes',
      line: 'x',
      duringSuspension: true,
      flagged: false,
      createdAt: iso(T0 - 30_000),
      deletedAt: undefined,
    }
    expect(suspensionGroupPositions([shot(1, T0), line, shot(2, T0 - 60_000)])).toEqual(['only', 'none', 'only'])
  })
})

describe('chunks and Delete previous N', () => {
  it('chunk keeps order and sizes', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 400 }), fc.integer({ min: 1, max: 150 }), (xs, size) => {
        const parts = chunk(xs, size)
        expect(parts.flat()).toEqual(xs)
        expect(parts).toHaveLength(Math.ceil(xs.length / size))
        parts.forEach((p, i) => {
          if (i < parts.length - 1) expect(p).toHaveLength(size)
          else expect(p.length).toBeGreaterThan(0)
        })
      }),
    )
    expect(() => chunk([1], 0)).toThrow()
    expect(activityChunkSize).toBe(100)
  })

  const arbSections = fc.array(fc.record({ userName: fc.constantFrom('Ada', 'Ben', 'Cleo'), items: arbItems(40) }), { maxLength: 4 })

  it('lays out sections, chunks, groups and delete rows as the oracle says', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbSections, fc.integer({ min: 1, max: 12 }), (raw, size) => {
        const sections: FeedSection[] = raw.map((s) => ({ ...s, allItems: s.items }))
        const layout = feedLayout(sections, size)
        // Every item once, in order.
        expect(layout.items).toEqual(sections.flatMap((s) => s.items))
        layout.rowOfItem.forEach((row, i) => {
          const r = layout.rows[row]!
          expect(r.kind === 'item' && r.itemIndex === i && r.item === layout.items[i]).toBe(true)
        })
        // Oracle for each section: head, then per chunk of `size` items (by index) its suspension
        // groups (brute force above) with a heading before each, then a delete row after every
        // chunk but the last that has unflagged items; then the section's end.
        let pos = 0
        const rows = layout.rows
        sections.forEach((section, s) => {
          expect(rows[pos]).toMatchObject({ kind: 'section', section: s, count: section.items.length })
          pos++
          const chunks = Math.ceil(section.items.length / size)
          for (let c = 0; c < chunks; c++) {
            const part = section.items.slice(c * size, c * size + size)
            const groups = oracleGroups(part)
            part.forEach((item, i) => {
              const group = groups.find((g) => g.includes(i))
              if (group && group[0] === i) {
                expect(rows[pos]).toMatchObject({ kind: 'suspension', count: group.length })
                pos++
              }
              const position = !group
                ? 'none'
                : group.length === 1
                  ? 'only'
                  : i === group[0]
                    ? 'first'
                    : i === group[group.length - 1]
                      ? 'last'
                      : 'middle'
              expect(rows[pos]).toMatchObject({ kind: 'item', group: position })
              expect((rows[pos] as { item: UserActivityItem }).item).toBe(item)
              pos++
            })
            const unflagged = part.filter((i) => !i.flagged)
            if (c < chunks - 1 && unflagged.length > 0) {
              const r = rows[pos]!
              expect(r.kind).toBe('delete-previous')
              expect(r.kind === 'delete-previous' && r.items).toEqual(unflagged)
              pos++
            }
          }
          expect(rows[pos]).toMatchObject({ kind: 'section-end', section: s, userName: section.userName })
          pos++
        })
        expect(pos).toBe(rows.length)
        expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length)
      }),
    )
  })

  it('a fixed layout: a suspension group heads its chunk, a delete row between chunks', () => {
    const base = { flagged: false, deletedAt: undefined, width: 1, height: 1, url: '' }
    const a: UserActivityItem = { ...base, case: 'screenshot', id: id(1), ids: [id(1)], duringSuspension: true, createdAt: iso(T0) }
    const b: UserActivityItem = { ...base, case: 'screenshot', id: id(2), ids: [id(2)], duringSuspension: true, createdAt: iso(T0 - 60_000) }
    const c: UserActivityItem = {
      case: 'keystrokeLine',
      id: id(3),
      ids: [id(3)],
      appName: 'Notes',
      line: 'hi',
      duringSuspension: false,
      flagged: false,
      createdAt: iso(T0 - 120_000),
      deletedAt: undefined,
    }
    const layout = feedLayout([{ userName: 'Ada', items: [a, b, c], allItems: [a, b, c] }], 2)
    expect(
      layout.rows.map((r) => [r.kind, 'count' in r ? r.count : 'group' in r ? r.group : r.kind === 'delete-previous' ? r.items.length : '']),
    ).toEqual([
      ['section', 3],
      ['suspension', 2],
      ['item', 'first'],
      ['item', 'last'],
      ['delete-previous', 2],
      ['item', 'none'],
      ['section-end', ''],
    ])
  })

  it('Delete previous N never includes a flagged item and N counts what it clears', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbItems(250), (items) => {
        const layout = feedLayout([{ userName: 'Ada', items, allItems: items }])
        for (const r of layout.rows) {
          if (r.kind !== 'delete-previous') continue
          expect(r.items.length).toBeGreaterThan(0)
          expect(r.items.length).toBeLessThanOrEqual(activityChunkSize)
          expect(r.items.every((i) => !i.flagged)).toBe(true)
        }
      }),
    )
    expect(deletePreviousLabel(100)).toBe('Delete previous 100 items')
    expect(deletePreviousLabel(1)).toBe('Delete previous 1 item')
  })

  it('sections hide suspension activity when the child setting says so and drop children with nothing to show', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbItems(20), fc.boolean())), (parts) => {
        const feeds = parts.map(([items, show]) => feedOf(items, { showSuspensionActivity: show }))
        const sections = feedSections(feeds)
        const expected = feeds
          .map((f) => ({ f, visible: f.items.filter((i) => f.showSuspensionActivity || !i.duringSuspension) }))
          .filter((x) => x.visible.length > 0)
        expect(sections.map((s) => s.items)).toEqual(expected.map((x) => x.visible))
        expect(sections.map((s) => s.allItems)).toEqual(expected.map((x) => x.f.items))
      }),
    )
  })
})

describe('an empty-looking day', () => {
  it("says 'All caught up!' only when the progress is complete and nothing is left to delete", { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbItems(20), fc.boolean(), fc.nat(50))), (parts) => {
        const feeds = parts.map(([items, show, numDeleted]) => feedOf(items, { showSuspensionActivity: show, numDeleted }))
        const view = dayFeedView(feeds)
        const shown = feedSections(feeds).length > 0
        const leftToDelete = clearableItems(feeds.flatMap((f) => f.items)).length
        const p = feedProgress(feeds)
        expect(view === 'items').toBe(shown)
        if (view === 'caught-up') {
          expect(p.reviewed).toBe(p.total)
          expect(leftToDelete).toBe(0)
        }
        if (view === 'hidden-only') {
          expect(p.reviewed).toBeLessThan(p.total)
          expect(leftToDelete).toBe(hiddenToReview(feeds))
          expect(leftToDelete).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('a child hiding suspension activity with only that left is not caught up', () => {
    const hidden: UserActivityItem = {
      id: id(1),
      ids: [id(1)],
      case: 'screenshot',
      url: '/s/1.png',
      width: 800,
      height: 500,
      duringSuspension: true,
      flagged: false,
      createdAt: iso(T0),
      deletedAt: undefined,
    }
    const feeds = [feedOf([hidden], { showSuspensionActivity: false, numDeleted: 3 })]
    expect(feedSections(feeds)).toEqual([])
    expect(hiddenToReview(feeds)).toBe(1)
    expect(dayFeedView(feeds)).toBe('hidden-only')
    expect(dayFeedView([feedOf([{ ...hidden, flagged: true }], { showSuspensionActivity: false })])).toBe('caught-up')
    expect(dayFeedView([feedOf([hidden], { showSuspensionActivity: true })])).toBe('items')
  })
})

describe('delete-all selection', () => {
  it('clears exactly the unflagged items, every line of a typed-text item', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbItems(), (items) => {
        const sel = deleteSelection(items)
        const expectedShots = items.filter((i) => !i.flagged && i.case === 'screenshot').map((i) => i.id)
        const expectedLines = items.filter((i) => !i.flagged && i.case === 'keystrokeLine').flatMap((i) => i.ids)
        expect(sel.screenshotIds).toEqual(expectedShots)
        expect(sel.keystrokeLineIds).toEqual(expectedLines)
        const flaggedIds = new Set(items.filter((i) => i.flagged).flatMap((i) => i.ids))
        for (const x of [...sel.screenshotIds, ...sel.keystrokeLineIds]) expect(flaggedIds.has(x)).toBe(false)
      }),
    )
  })

  it('property: each id is cleared once, whatever its letter case (the server sends upper case)', { tags: ['property'] }, () => {
    // Few ids, so the same one comes back often, in upper case (as the server sends it) or
    // lower case (as the app may hold it), as a screenshot or as a line of typed text.
    const arbId = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom('upper', 'upper', 'lower')).map(([n, c]) => {
      const raw = id(n)
      return (
        c === 'upper' ? raw.toUpperCase().replace('0000-4000-8000', 'ABCD-4000-8000') : raw.replace('0000-4000-8000', 'abcd-4000-8000')
      ) as ActivityItemId
    })
    const arbItem = fc.record({
      screenshot: fc.boolean(),
      flagged: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      ids: fc.array(arbId, { minLength: 1, maxLength: 3 }),
    })
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 12 }), (specs) => {
        const items = specs.map((x): UserActivityItem => {
          const common = { id: x.ids[0]!, flagged: x.flagged, duringSuspension: false, createdAt: iso(T0), deletedAt: undefined }
          return x.screenshot
            ? { ...common, case: 'screenshot', ids: [x.ids[0]!], url: '', width: 1, height: 1 }
            : { ...common, case: 'keystrokeLine', ids: x.ids, appName: 'Notes', line: 'x' }
        })
        // Oracle: list every (kind, id) of the unflagged items in order; keep an entry unless an
        // earlier entry has the same id ignoring case.
        const entries = items
          .filter((i) => !i.flagged)
          .flatMap((i) => (i.case === 'screenshot' ? [{ kind: 'shot', id: i.id }] : i.ids.map((x) => ({ kind: 'line', id: x }))))
        const kept = entries.filter((e, k) => !entries.slice(0, k).some((f) => f.id.toLowerCase() === e.id.toLowerCase()))
        const sel = deleteSelection(items)
        expect(sel.screenshotIds).toEqual(kept.filter((e) => e.kind === 'shot').map((e) => e.id))
        expect(sel.keystrokeLineIds).toEqual(kept.filter((e) => e.kind === 'line').map((e) => e.id))
      }),
      { numRuns: 300 },
    )
    const upper = id(7).toUpperCase() as ActivityItemId
    const twice: UserActivityItem[] = [
      {
        case: 'screenshot',
        id: upper,
        ids: [upper],
        url: '',
        width: 1,
        height: 1,
        flagged: false,
        duringSuspension: false,
        createdAt: iso(T0),
        deletedAt: undefined,
      },
      {
        case: 'screenshot',
        id: id(7),
        ids: [id(7)],
        url: '',
        width: 1,
        height: 1,
        flagged: false,
        duringSuspension: false,
        createdAt: iso(T0),
        deletedAt: undefined,
      },
    ]
    expect(deleteSelection(twice)).toEqual({ screenshotIds: [upper], keystrokeLineIds: [] })
  })

  it('Shift+D clears the unflagged items above the focused one', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbItems(), fc.nat(80), (items, index) => {
        const above = clearableAbove(items, index)
        expect(above).toEqual(items.slice(0, index).filter((i) => !i.flagged))
      }),
    )
  })

  it('labels and the delay back follow whether anything is flagged', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbItems(), (items) => {
        const flagged = items.some((i) => i.flagged)
        expect(anyFlagged(items)).toBe(flagged)
        expect(deleteAllLabel(items)).toBe(flagged ? 'Delete unflagged screenshots' : 'Delete all')
        expect(deleteChildLabel('Ada', items)).toBe(flagged ? 'Delete all Ada unflagged screenshots' : 'Delete all Ada screenshots')
        expect(backDelayMs(items)).toBe(flagged ? 2000 : 200)
      }),
    )
  })
})

describe('keyboard movement', () => {
  it('stays within the list', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -5, max: 200 }), { nil: null }), fc.integer({ min: -3, max: 3 }), fc.nat(150), (cur, delta, len) => {
        const next = moveFocus(cur, delta, len)
        if (len === 0) {
          expect(next).toBeNull()
          return
        }
        expect(next).not.toBeNull()
        expect(next!).toBeGreaterThanOrEqual(0)
        expect(next!).toBeLessThan(len)
        if (cur !== null && cur >= 0 && cur < len) expect(next).toBe(Math.min(len - 1, Math.max(0, cur + delta)))
      }),
    )
    expect(focusAfterRemoval(5, 5)).toBe(4)
    expect(focusAfterRemoval(2, 5)).toBe(2)
    expect(focusAfterRemoval(0, 0)).toBeNull()
  })
})

describe('timeline', () => {
  it('counts each item of the local day in its local hour', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -840, max: 720 }),
        fc.array(fc.record({ at: fc.integer({ min: -30 * 3_600_000, max: 30 * 3_600_000 }), flagged: fc.boolean(), s: fc.boolean() }), {
          maxLength: 80,
        }),
        (offset, specs) => {
          const day: PlainDate = { year: 2026, month: 11, day: 22 }
          const start = localDayStartMs(day, offset)
          const items: UserActivityItem[] = specs.map((s, n) => ({
            case: 'screenshot',
            id: id(n + 1),
            ids: [id(n + 1)],
            url: '',
            width: 1,
            height: 1,
            duringSuspension: s.s,
            flagged: s.flagged,
            createdAt: iso(start + 12 * 3_600_000 + s.at),
            deletedAt: undefined,
          }))
          const buckets = timelineBuckets(items, day, offset)
          expect(buckets).toHaveLength(24)
          // Oracle: shift into local wall time and read the UTC fields.
          const expected = Array.from({ length: 24 }, () => ({ total: 0, flagged: 0, suspended: 0, first: null as number | null }))
          items.forEach((item, i) => {
            const local = new Date(Date.parse(item.createdAt) - offset * 60_000)
            const sameDay = local.getUTCFullYear() === 2026 && local.getUTCMonth() === 10 && local.getUTCDate() === 22
            if (!sameDay) return
            const e = expected[local.getUTCHours()]!
            e.total++
            if (item.flagged) e.flagged++
            if (item.duringSuspension) e.suspended++
            if (e.first === null) e.first = i
          })
          expect(buckets.map((b) => ({ total: b.total, flagged: b.flagged, suspended: b.suspended, first: b.firstIndex }))).toEqual(expected)
        },
      ),
    )
  })
})
