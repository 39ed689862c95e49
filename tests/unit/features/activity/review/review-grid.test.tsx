// @vitest-environment happy-dom
/**
 * The day's grid from plain props, used as a person uses it: a click selects one, Shift+click a
 * run from the anchor, Ctrl+click adds one; arrows move the focus and keep the selection, Space
 * adds the focused item, Shift+arrows extend, Ctrl+A selects all, Escape clears, Enter opens a
 * screenshot; the count and the buttons say how many, "Flag selected" and "Delete selected" act on
 * the selection (never counting a flagged item as one to delete), and each cell is named by what
 * it shows. Without the page's CSS the grid has one column, so Up and Down move by one.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { UserActivityItem } from '@domain/api/wire'
import type { DayActions } from '../../../../../src/features/activity/useDayActions'
import type { FeedFocus } from '../../../../../src/features/activity/useDayKeyboard'
import type { ItemActions } from '../../../../../src/features/activity/FeedItem'
import { ReviewMarksContext, type ReviewMarks } from '../../../../../src/features/activity/review-marks'
import { ReviewGrid } from '../../../../../src/features/activity/review/ReviewGrid'
import { renderInRouter } from '../../../support/render'
import { day0, itemId, minute, shot, typed } from '../../../support/review-items'

const items: UserActivityItem[] = [
  shot(1, day0 + 10 * minute).item,
  typed(2, day0 + 9 * minute, 'Safari', 'how to build a redstone farm').item,
  shot(3, day0 + 8 * minute, { flagged: true }).item,
  shot(4, day0 + 7 * minute).item,
  shot(5, day0 + 6 * minute).item,
]

const noMarks: ReviewMarks = { reasonsOf: () => undefined, inSample: () => false, highlighted: null }

/** The grid with the day page's focus bookkeeping: the current item, and keyboard focus moved to it. */
function Grid({ dayActions, actions }: { dayActions: DayActions; actions: ItemActions }) {
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const focus: FeedFocus = {
    focusedId,
    focusedIndex: null,
    setCurrent: setFocusedId,
    focusId: (id) => {
      setFocusedId(id)
      document.querySelector<HTMLElement>(`[data-item-id="${id}"]`)?.focus()
    },
    focusIndex: () => undefined,
  }
  return <ReviewGrid items={items} offset={0} safe={false} revealed={new Set()} focus={focus} actions={actions} dayActions={dayActions} />
}

async function setup(marks: ReviewMarks = noMarks) {
  const dayActions = {
    itemById: vi.fn(),
    clear: vi.fn(),
    toggleFlag: vi.fn(),
    removeOne: vi.fn(),
    clearAbove: vi.fn(),
    flagMany: vi.fn(),
    clearInChunks: vi.fn((chosen: readonly UserActivityItem[], onProgress?: (done: number, total: number) => void) => {
      onProgress?.(1, chosen.length)
      return Promise.resolve({ ok: true, done: chosen.length, total: chosen.length })
    }),
  } satisfies DayActions
  const actions: ItemActions = { focus: vi.fn(), flag: vi.fn(), remove: vi.fn(), open: vi.fn(), reveal: vi.fn() }
  await renderInRouter(
    <ReviewMarksContext.Provider value={marks}>
      <Grid dayActions={dayActions} actions={actions} />
    </ReviewMarksContext.Provider>,
  )
  return { user: userEvent.setup(), dayActions, actions }
}

const cells = () => within(screen.getByRole('listbox', { name: "The day's items" })).getAllByRole('option')
const selected = () => cells().flatMap((cell, i) => (cell.getAttribute('aria-selected') === 'true' ? [i] : []))
const count = () => screen.getByText(/selected$/).textContent

describe('the review grid', () => {
  it('names each cell by what it shows, with its flag, its place in the sample and its reasons', async () => {
    await setup({
      ...noMarks,
      reasonsOf: (key) => (key === itemId(2).toLowerCase() ? ['Typed what looks like a search'] : undefined),
      inSample: (key) => key === itemId(4).toLowerCase(),
    })
    // Its accessible name (what is hidden from screen readers left out; a browser may add a space before a comma or a colon).
    const words = (text: string) =>
      text
        .replace(/\s+/g, ' ')
        .replace(/ ([,:])/g, '$1')
        .trim()
    const named = (name: string) => screen.getByRole('option', { name: (n) => words(n) === name })
    expect(named('Screenshot, Sat, Mar 14, 12:10 AM')).toBe(cells()[0])
    expect(named('Typed text in Safari: how to build a redstone farm, Sat, Mar 14, 12:09 AM, may need a look: Typed what looks like a search')).toBe(
      cells()[1],
    )
    expect(named('Screenshot, Sat, Mar 14, 12:08 AM, Flagged')).toBe(cells()[2])
    expect(named('Screenshot, Sat, Mar 14, 12:07 AM, In the sample')).toBe(cells()[3])
  })

  it('selects with the mouse: a click one, Shift+click a run from it, Ctrl+click one more or one less', async () => {
    const { user } = await setup()
    expect(count()).toBe('Nothing selected')
    await user.click(cells()[1]!)
    expect(selected()).toEqual([1])
    await user.keyboard('{Shift>}')
    await user.click(cells()[3]!)
    await user.keyboard('{/Shift}')
    expect(selected()).toEqual([1, 2, 3])
    await user.keyboard('{Control>}')
    await user.click(cells()[0]!)
    await user.click(cells()[2]!)
    await user.keyboard('{/Control}')
    expect(selected()).toEqual([0, 1, 3])
    expect(count()).toBe('3 items selected')
    // A click alone starts again.
    await user.click(cells()[4]!)
    expect(selected()).toEqual([4])
  })

  it('selects with the keyboard: arrows move, Space adds, Shift+arrows extend, Ctrl+A all, Escape none', async () => {
    const { user } = await setup()
    await user.click(cells()[0]!)
    await user.keyboard('{ArrowDown}')
    expect(cells()[1]).toBe(document.activeElement)
    expect(selected()).toEqual([0])
    await user.keyboard(' ')
    expect(selected()).toEqual([0, 1])
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}')
    expect(selected()).toEqual([0, 1, 2, 3])
    expect(cells()[3]).toBe(document.activeElement)
    await user.keyboard('{Escape}')
    expect(selected()).toEqual([])
    await user.keyboard('{Control>}a{/Control}')
    expect(selected()).toEqual([0, 1, 2, 3, 4])
    expect(count()).toBe('5 items selected')
  })

  it('Enter opens the focused screenshot, and not typed text', async () => {
    const { user, actions } = await setup()
    await user.click(cells()[1]!)
    await user.keyboard('{Enter}')
    expect(actions.open).not.toHaveBeenCalled()
    await user.keyboard('{ArrowUp}{Enter}')
    expect(actions.open).toHaveBeenCalledWith(itemId(1))
  })

  it('flags and deletes the selection; a flagged item is not counted as one to flag or delete', async () => {
    const { user, dayActions } = await setup()
    expect(screen.getByRole('button', { name: 'Flag selected (0)' })).toHaveProperty('disabled', true)
    await user.click(cells()[1]!)
    await user.keyboard('{Shift>}')
    await user.click(cells()[3]!)
    await user.keyboard('{/Shift}')
    await user.click(screen.getByRole('button', { name: 'Flag selected (2)' }))
    expect(dayActions.flagMany).toHaveBeenCalledWith([items[1], items[2], items[3]])
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }))
    expect(dayActions.clearInChunks).toHaveBeenCalledWith([items[1], items[2], items[3]], expect.any(Function))
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(count()).toBe('Nothing selected')
  })
})
