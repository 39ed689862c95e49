/**
 * Selecting many items of a grid at once: a pure reducer.
 *
 * `selectInGrid(state, action, order, columns)` → the next state. `order` is the grid's item
 * keys in reading order (left to right, row by row), `columns` how many a row holds (≥ 1; the
 * screen measures it). The state keeps the selected keys (in grid order), the focused key, the
 * anchor (where a range starts) and the selection the range was added to (`base`).
 *
 * | action                          | what it does                                                   |
 * |---------------------------------|----------------------------------------------------------------|
 * | click                           | selects only that item; it becomes the focus and the anchor    |
 * | toggle (Ctrl/⌘+click)           | adds or removes that item; focus and anchor move to it         |
 * | range (Shift+click)             | the selection before the range, plus anchor…item; focus moves  |
 * | move (arrows, Home, End)        | moves the focus (Up/Down by a row); the anchor follows         |
 * | focus (the item got focus)      | moves the focus there, selection kept; the anchor follows      |
 * | move with extend (Shift+arrows) | moves the focus; selection = base plus anchor…focus            |
 * | space                           | adds or removes the focused item; the anchor moves to it       |
 * | selectAll / clear (Ctrl/⌘+A, Esc) | every item / none (focus kept)                                 |
 *
 * Moves stop at the grid's edges (no wrapping); Up and Down keep the column, and Down from the
 * last full row to a shorter last row goes to its last item. Keys no longer in `order` (items
 * deleted or not loaded) drop out of the state at every action, so the selection is always a
 * subset of the items, in their order. `pruneSelection` does only that (after the items change).
 */

export interface GridSelection {
  /** Selected keys, in grid order. */
  readonly selected: readonly string[]
  readonly focus: string | null
  readonly anchor: string | null
  /** The selection a Shift range is added to (what was selected when the anchor was set). */
  readonly base: readonly string[]
}

export const emptySelection: GridSelection = { selected: [], focus: null, anchor: null, base: [] }

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'

export type GridAction =
  | { readonly type: 'click'; readonly key: string }
  | { readonly type: 'toggle'; readonly key: string }
  | { readonly type: 'range'; readonly key: string }
  | { readonly type: 'move'; readonly key: GridKey; readonly extend: boolean }
  | { readonly type: 'focus'; readonly key: string }
  | { readonly type: 'space' }
  | { readonly type: 'selectAll' }
  | { readonly type: 'clear' }

/** The keys of `order` that are in `keys`, in grid order. */
function inOrder(order: readonly string[], keys: Iterable<string>): string[] {
  const set = new Set(keys)
  return order.filter((k) => set.has(k))
}

/** The state with every key not in `order` dropped (focus and anchor become null if theirs went). */
export function pruneSelection(state: GridSelection, order: readonly string[]): GridSelection {
  const present = new Set(order)
  const keep = (k: string | null) => (k !== null && present.has(k) ? k : null)
  return { selected: inOrder(order, state.selected), focus: keep(state.focus), anchor: keep(state.anchor), base: inOrder(order, state.base) }
}

/** The keys from `a` to `b` inclusive, in grid order (either may come first). */
export function rangeBetween(order: readonly string[], a: string, b: string): string[] {
  const i = order.indexOf(a)
  const j = order.indexOf(b)
  if (i < 0 || j < 0) return []
  return order.slice(Math.min(i, j), Math.max(i, j) + 1)
}

/** Where a key press moves the focus from index `at` (−1: nothing focused yet, start at the first). */
export function movedIndex(at: number, key: GridKey, count: number, columns: number): number {
  if (count === 0) return -1
  if (at < 0) return key === 'End' ? count - 1 : 0
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, at - 1)
    case 'ArrowRight':
      return Math.min(count - 1, at + 1)
    case 'ArrowUp':
      return at - columns >= 0 ? at - columns : at
    case 'ArrowDown': {
      if (at + columns < count) return at + columns
      // A shorter last row below: its last item; already on the last row: stay.
      const lastRowStart = Math.floor((count - 1) / columns) * columns
      return at < lastRowStart ? count - 1 : at
    }
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}

function toggled(order: readonly string[], selected: readonly string[], key: string): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : inOrder(order, [...selected, key])
}

export function selectInGrid(state: GridSelection, action: GridAction, order: readonly string[], columns: number): GridSelection {
  if (!Number.isInteger(columns) || columns < 1) throw new Error(`columns must be a positive integer: ${columns}`)
  const s = pruneSelection(state, order)
  const known = (key: string) => order.includes(key)
  switch (action.type) {
    case 'click':
      return known(action.key) ? { selected: [action.key], focus: action.key, anchor: action.key, base: [] } : s
    case 'toggle': {
      if (!known(action.key)) return s
      const selected = toggled(order, s.selected, action.key)
      return { selected, focus: action.key, anchor: action.key, base: selected.filter((k) => k !== action.key) }
    }
    case 'range': {
      if (!known(action.key)) return s
      const anchor = s.anchor ?? action.key
      return { ...s, selected: inOrder(order, [...s.base, ...rangeBetween(order, anchor, action.key)]), focus: action.key, anchor }
    }
    case 'move': {
      const to = movedIndex(s.focus === null ? -1 : order.indexOf(s.focus), action.key, order.length, columns)
      if (to < 0) return s
      const focus = order[to]!
      if (!action.extend) return { ...s, focus, anchor: focus, base: s.selected }
      const anchor = s.anchor ?? s.focus ?? focus
      return { ...s, selected: inOrder(order, [...s.base, ...rangeBetween(order, anchor, focus)]), focus, anchor }
    }
    case 'focus':
      return known(action.key) ? { ...s, focus: action.key, anchor: action.key, base: s.selected } : s
    case 'space': {
      if (s.focus === null) return s
      const selected = toggled(order, s.selected, s.focus)
      return { ...s, selected, anchor: s.focus, base: selected.filter((k) => k !== s.focus) }
    }
    case 'selectAll':
      return { ...s, selected: [...order], base: [...order] }
    case 'clear':
      return { ...s, selected: [], base: [] }
  }
}

/** Whether a key is selected (for a cell's `aria-selected`). */
export const isSelected = (state: GridSelection, key: string): boolean => state.selected.includes(key)

/**
 * The action a key press means in the grid, or null when the grid does not handle it: arrows,
 * Home and End move (Shift extends), Space toggles, Ctrl/⌘+A selects all, Escape clears.
 */
export function keyAction(key: string, modifiers: { readonly shift?: boolean; readonly mod?: boolean } = {}): GridAction | null {
  if (key === ' ' || key === 'Spacebar') return { type: 'space' }
  if (key === 'Escape') return { type: 'clear' }
  if ((key === 'a' || key === 'A') && modifiers.mod === true) return { type: 'selectAll' }
  if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End') {
    return { type: 'move', key, extend: modifiers.shift === true }
  }
  return null
}
