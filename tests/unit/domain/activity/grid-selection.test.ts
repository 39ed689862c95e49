/**
 * Grid selection: clicks, Shift and Ctrl/⌘ clicks, arrows with a column count, Space, Shift+arrows,
 * select all and clear; the selection always a subset of the items, ranges contiguous.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  type GridAction,
  type GridSelection,
  emptySelection,
  isSelected,
  keyAction,
  movedIndex,
  pruneSelection,
  rangeBetween,
  selectInGrid,
} from '@domain/activity/grid-selection'

const order = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
const run = (actions: GridAction[], columns = 3, items = order, from: GridSelection = emptySelection) =>
  actions.reduce((s, a) => selectInGrid(s, a, items, columns), from)

describe('selecting in the grid', () => {
  it('a click selects one item; a Ctrl/⌘+click adds or removes one', () => {
    expect(run([{ type: 'click', key: 'c' }])).toEqual({ selected: ['c'], focus: 'c', anchor: 'c', base: [] })
    const s = run([
      { type: 'click', key: 'c' },
      { type: 'toggle', key: 'a' },
      { type: 'toggle', key: 'e' },
    ])
    expect(s.selected).toEqual(['a', 'c', 'e'])
    expect(run([{ type: 'toggle', key: 'c' }], 3, order, s).selected).toEqual(['a', 'e'])
    expect(isSelected(s, 'a')).toBe(true)
    expect(isSelected(s, 'b')).toBe(false)
  })

  it('a Shift+click selects from the anchor, added to what was selected before', () => {
    expect(
      run([
        { type: 'click', key: 'b' },
        { type: 'range', key: 'e' },
      ]).selected,
    ).toEqual(['b', 'c', 'd', 'e'])
    expect(
      run([
        { type: 'click', key: 'e' },
        { type: 'range', key: 'b' },
      ]).selected,
    ).toEqual(['b', 'c', 'd', 'e'])
    // A new Shift+click replaces the range, not the selection made before it.
    const s = run([
      { type: 'click', key: 'a' },
      { type: 'toggle', key: 'd' },
      { type: 'range', key: 'f' },
      { type: 'range', key: 'e' },
    ])
    expect(s.selected).toEqual(['a', 'd', 'e'])
    expect(s).toMatchObject({ anchor: 'd', focus: 'e' })
    // Without an anchor, Shift+click starts one.
    expect(run([{ type: 'range', key: 'c' }]).selected).toEqual(['c'])
  })

  it('arrows move the focus, Up and Down a row at a time, stopping at the edges', () => {
    // a b c / d e f / g
    expect([0, 1, 2, 3, 6].map((i) => movedIndex(i, 'ArrowDown', 7, 3))).toEqual([3, 4, 5, 6, 6])
    expect([4, 5].map((i) => movedIndex(i, 'ArrowDown', 7, 3))).toEqual([6, 6])
    expect([0, 2, 3, 6].map((i) => movedIndex(i, 'ArrowUp', 7, 3))).toEqual([0, 2, 0, 3])
    expect([0, 6].map((i) => movedIndex(i, 'ArrowLeft', 7, 3))).toEqual([0, 5])
    expect([0, 6].map((i) => movedIndex(i, 'ArrowRight', 7, 3))).toEqual([1, 6])
    expect([movedIndex(4, 'Home', 7, 3), movedIndex(4, 'End', 7, 3)]).toEqual([0, 6])
    expect([movedIndex(-1, 'ArrowDown', 7, 3), movedIndex(-1, 'End', 7, 3), movedIndex(0, 'End', 0, 3)]).toEqual([0, 6, -1])
    // On the last full row with a full row below, Down keeps the column.
    expect(movedIndex(2, 'ArrowDown', 6, 3)).toBe(5)
  })

  it('arrows keep the selection; Space toggles the focused item; Shift+arrows extend from the anchor', () => {
    const moved = run([
      { type: 'click', key: 'a' },
      { type: 'move', key: 'ArrowRight', extend: false },
    ])
    expect(moved).toMatchObject({ selected: ['a'], focus: 'b', anchor: 'b' })
    expect(run([{ type: 'space' }], 3, order, moved).selected).toEqual(['a', 'b'])
    const extended = run([
      { type: 'click', key: 'b' },
      { type: 'move', key: 'ArrowDown', extend: true },
      { type: 'move', key: 'ArrowRight', extend: true },
    ])
    expect(extended).toMatchObject({ selected: ['b', 'c', 'd', 'e', 'f'], focus: 'f', anchor: 'b' })
    const back = run([{ type: 'move', key: 'ArrowUp', extend: true }], 3, order, extended)
    expect(back.selected).toEqual(['b', 'c'])
    expect(run([{ type: 'space' }])).toEqual(emptySelection)
  })

  it('an item that got focus (by the review keys, a tap) takes the focus and the anchor; the selection stays', () => {
    const s = run([
      { type: 'click', key: 'b' },
      { type: 'toggle', key: 'd' },
      { type: 'focus', key: 'f' },
    ])
    expect(s).toEqual({ selected: ['b', 'd'], focus: 'f', anchor: 'f', base: ['b', 'd'] })
    // A Shift range from there adds to the selection it kept.
    expect(run([{ type: 'range', key: 'g' }], 3, order, s).selected).toEqual(['b', 'd', 'f', 'g'])
    // An item not in the grid changes nothing.
    expect(run([{ type: 'focus', key: 'zz' }], 3, order, s)).toEqual(s)
  })

  it('select all and clear', () => {
    const all = run([{ type: 'click', key: 'b' }, { type: 'selectAll' }])
    expect(all.selected).toEqual(order)
    expect(all.focus).toBe('b')
    expect(run([{ type: 'clear' }], 3, order, all)).toMatchObject({ selected: [], focus: 'b' })
  })

  it('ignores unknown items, drops items that went, and refuses a column count below 1', () => {
    expect(run([{ type: 'click', key: 'zz' }])).toEqual(emptySelection)
    expect(
      run([
        { type: 'toggle', key: 'zz' },
        { type: 'range', key: 'zz' },
      ]),
    ).toEqual(emptySelection)
    const s = run([
      { type: 'click', key: 'b' },
      { type: 'range', key: 'd' },
    ])
    expect(pruneSelection(s, ['a', 'c', 'd'])).toEqual({ selected: ['c', 'd'], focus: 'd', anchor: null, base: [] })
    expect(() => selectInGrid(emptySelection, { type: 'clear' }, order, 0)).toThrow(/columns/)
    expect(rangeBetween(order, 'a', 'zz')).toEqual([])
    expect(rangeBetween(order, 'g', 'zz')).toEqual([])
    expect(rangeBetween(order, 'zz', 'g')).toEqual([])
  })

  it('reads keys: arrows, Home, End, Space, Escape, Ctrl/⌘+A', () => {
    expect(keyAction('ArrowDown')).toEqual({ type: 'move', key: 'ArrowDown', extend: false })
    expect(keyAction('End', { shift: true })).toEqual({ type: 'move', key: 'End', extend: true })
    expect(keyAction(' ')).toEqual({ type: 'space' })
    expect(keyAction('Escape')).toEqual({ type: 'clear' })
    expect(keyAction('a', { mod: true })).toEqual({ type: 'selectAll' })
    expect(keyAction('a')).toBeNull()
    expect(keyAction('Enter')).toBeNull()
  })

  it('reads every arrow, Home, the older Spacebar name, and Ctrl/⌘ with A in either case only', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'Home'] as const) expect(keyAction(key)).toEqual({ type: 'move', key, extend: false })
    expect(keyAction('Spacebar')).toEqual({ type: 'space' })
    expect(keyAction('A', { mod: true })).toEqual({ type: 'selectAll' })
    expect(keyAction('x', { mod: true })).toBeNull()
  })
})

describe('focus, anchor and what a range adds to', () => {
  it('Down from the last row of a grid with a shorter last row stays put', () => {
    // a b c / d e f / g h
    expect(movedIndex(6, 'ArrowDown', 8, 3)).toBe(6)
    expect(movedIndex(4, 'ArrowDown', 8, 3)).toBe(7)
  })

  it('with nothing focused, an arrow focuses the first item', () => {
    expect(run([{ type: 'move', key: 'ArrowRight', extend: false }]).focus).toBe('a')
    expect(run([{ type: 'move', key: 'ArrowDown', extend: false }]).focus).toBe('a')
  })

  it('a Ctrl/⌘+click or Space sets the anchor, and what else was selected is kept under a range', () => {
    const toggledOn = run([
      { type: 'toggle', key: 'a' },
      { type: 'toggle', key: 'c' },
    ])
    expect(toggledOn).toEqual({ selected: ['a', 'c'], focus: 'c', anchor: 'c', base: ['a'] })
    const spaced = run([{ type: 'click', key: 'a' }, { type: 'move', key: 'ArrowRight', extend: false }, { type: 'space' }])
    expect(spaced).toEqual({ selected: ['a', 'b'], focus: 'b', anchor: 'b', base: ['a'] })
    expect(run([{ type: 'move', key: 'ArrowDown', extend: true }], 3, order, spaced).selected).toEqual(['a', 'b', 'c', 'd', 'e'])
    const spacedOff = run([{ type: 'space' }], 3, order, spaced)
    expect(spacedOff).toEqual({ selected: ['a'], focus: 'b', anchor: 'b', base: ['a'] })
  })

  it('Space with nothing focused changes nothing', () => {
    const unfocused: GridSelection = { selected: ['a', 'b'], focus: null, anchor: null, base: [] }
    expect(run([{ type: 'space' }], 3, order, unfocused)).toEqual(unfocused)
  })

  it('after select all, a Shift+arrow keeps everything; after clear, nothing is kept', () => {
    const all = run([{ type: 'click', key: 'b' }, { type: 'selectAll' }])
    expect(run([{ type: 'move', key: 'ArrowRight', extend: true }], 3, order, all).selected).toEqual(order)
    expect(run([{ type: 'clear' }], 3, order, all)).toEqual({ selected: [], focus: 'b', anchor: 'b', base: [] })
  })
})

const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const
const actionOn = (n: number): fc.Arbitrary<GridAction> => {
  const key = fc.integer({ min: 0, max: n + 1 }).map((i) => `k${i}`)
  return fc.oneof(
    key.map((k) => ({ type: 'click' as const, key: k })),
    key.map((k) => ({ type: 'toggle' as const, key: k })),
    key.map((k) => ({ type: 'range' as const, key: k })),
    key.map((k) => ({ type: 'focus' as const, key: k })),
    fc.record({ type: fc.constant('move' as const), key: fc.constantFrom(...keys), extend: fc.boolean() }),
    fc.constant({ type: 'space' as const }),
    fc.constant({ type: 'selectAll' as const }),
    fc.constant({ type: 'clear' as const }),
  )
}
const scenario = fc.integer({ min: 0, max: 20 }).chain((n) =>
  fc.record({
    items: fc.constant(Array.from({ length: n }, (_, i) => `k${i}`)),
    columns: fc.integer({ min: 1, max: 6 }),
    actions: fc.array(actionOn(n), { maxLength: 25 }),
  }),
)

describe('grid selection properties', () => {
  it('the selection is always a subset of the items, in grid order, each once; focus and anchor are items', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(scenario, ({ items, columns, actions }) => {
        let s = emptySelection
        for (const a of actions) {
          s = selectInGrid(s, a, items, columns)
          const idx = s.selected.map((k) => items.indexOf(k))
          expect(idx.every((i) => i >= 0)).toBe(true)
          expect(idx).toEqual([...idx].sort((x, y) => x - y))
          expect(new Set(s.selected).size).toBe(s.selected.length)
          if (s.focus !== null) expect(items).toContain(s.focus)
          if (s.anchor !== null) expect(items).toContain(s.anchor)
        }
      }),
    )
  })

  it('after a Shift range, the selection is the base plus the contiguous run from anchor to focus', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), fc.nat(), ({ items, columns, actions }, byClick, pick) => {
        if (items.length === 0) return
        const before = actions.reduce((s, a) => selectInGrid(s, a, items, columns), emptySelection)
        const last: GridAction = byClick ? { type: 'range', key: items[pick % items.length]! } : { type: 'move', key: 'ArrowDown', extend: true }
        const s = selectInGrid(before, last, items, columns)
        const run = rangeBetween(items, s.anchor!, s.focus!)
        expect(run.length).toBeGreaterThan(0)
        for (const k of run) expect(s.selected).toContain(k)
        const outside = s.selected.filter((k) => !run.includes(k))
        for (const k of outside) expect(before.base).toContain(k)
      }),
    )
  })

  it('a click selects exactly one item, and Space twice changes nothing', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ items, columns, actions }, pick) => {
        if (items.length === 0) return
        const s = actions.reduce((x, a) => selectInGrid(x, a, items, columns), emptySelection)
        const key = items[pick % items.length]!
        expect(selectInGrid(s, { type: 'click', key }, items, columns).selected).toEqual([key])
        const twice = selectInGrid(selectInGrid(s, { type: 'space' }, items, columns), { type: 'space' }, items, columns)
        expect(twice.selected).toEqual(s.selected)
      }),
    )
  })
})
