// @vitest-environment happy-dom
/**
 * Smarter review's grid on a day page, as a parent uses it (moved from the end-to-end tests; axe
 * on the grid in both themes, the sample that needs the items to have been in view, and the count
 * of actions on the busiest day stay in tests/e2e/review-day.spec.ts): selecting with the mouse
 * and with the keyboard, flagging and deleting the selection, read back from the fake server.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { activityDay, expectShown, itemsOnServer, justAfterMidnight, openAcknowledged } from './activity-support'

const leo = 'c0000000-0000-4000-8000-000000000002'

const cells = () => within(screen.getByRole('listbox', { name: "The day's items" })).getAllByRole('option')
const idOf = (cell: HTMLElement | undefined) => (cell?.dataset.itemId ?? '').toLowerCase()
const selectedIds = () => cells().flatMap((cell) => (cell.getAttribute('aria-selected') === 'true' ? [idOf(cell)] : []))
const selectionCount = () => document.querySelector('.review-grid__count')?.textContent

it('grid: select with the mouse and with the keyboard, flag and delete the selection; the server has it', async () => {
  // Just after midnight: yesterday is the day that just ended.
  const app = await openAcknowledged(`/children/${leo}/activity`, { at: justAfterMidnight() })
  const day = activityDay(1)
  await app.open(`/children/${leo}/activity/${day.url}`)
  await app.user.click(await screen.findByRole('button', { name: 'Grid' }))
  await waitFor(() => expectShown(cells()[0]))
  const before = await itemsOnServer(leo, day)
  const unflagged = [...before].filter(([, flagged]) => !flagged).map(([id]) => id)
  expect(unflagged.length).toBeGreaterThan(10)
  /** Waits for the server to hold what `check` expects of the day's items. */
  const expectOnServer = (check: (items: Map<string, boolean>) => boolean, what: string) =>
    expect.poll(async () => check(await itemsOnServer(leo, day)), { message: what }).toBe(true)

  // The mouse: a click selects one, Shift+click a run, Ctrl+click adds one.
  await app.user.click(cells()[0]!)
  await app.user.keyboard('{Shift>}')
  await app.user.click(cells()[2]!)
  await app.user.keyboard('{/Shift}')
  expect(selectionCount()).toBe('3 items selected')
  await app.user.keyboard('{Control>}')
  await app.user.click(cells()[5]!)
  await app.user.keyboard('{/Control}')
  expect(selectionCount()).toBe('4 items selected')
  // The keyboard: an arrow moves without changing the selection, Space adds the focused item.
  await app.user.keyboard('{ArrowRight}')
  await expect.poll(() => document.activeElement).toBe(cells()[6])
  expect(selectionCount()).toBe('4 items selected')
  await app.user.keyboard(' ')
  await expect.poll(selectionCount).toBe('5 items selected')
  const toFlag = selectedIds()
  expect(toFlag).toEqual([0, 1, 2, 5, 6].map((i) => idOf(cells()[i])))
  const flaggable = toFlag.filter((id) => unflagged.includes(id))
  await app.user.click(screen.getByRole('button', { name: `Flag selected (${flaggable.length})` }))
  await expectOnServer((items) => toFlag.every((id) => items.get(id) === true), 'the selection is flagged on the server')

  // Back in the grid, Escape clears; Shift+arrows select a run from the focused item; Delete selected removes it.
  act(() => cells()[8]!.focus())
  await app.user.keyboard('{Escape}')
  await expect.poll(selectionCount).toBe('Nothing selected')
  await app.user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}')
  await expect.poll(selectionCount).toBe('3 items selected')
  const toDelete = selectedIds()
  expect(toDelete).toEqual([idOf(cells()[8]), idOf(cells()[9]), idOf(cells()[10])])
  const deletable = toDelete.filter((id) => unflagged.includes(id))
  await app.user.click(screen.getByRole('button', { name: `Delete selected (${deletable.length})` }))
  // The server has answered every write the page sent (the page shows a change before the server has it).
  await expect.poll(() => document.querySelectorAll('.review-grid__progress:not(:empty)').length).toBe(0)
  await expectOnServer(
    (items) => deletable.every((id) => !items.has(id)) && toFlag.every((id) => items.get(id) === true),
    'the selection is deleted on the server, the flagged items kept',
  )
  expect(document.querySelectorAll(`[role="option"][data-item-id="${deletable[0]!.toUpperCase()}"]`)).toHaveLength(0)
})
