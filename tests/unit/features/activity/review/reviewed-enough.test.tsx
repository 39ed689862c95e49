// @vitest-environment happy-dom
/**
 * "Reviewed enough" from plain props: choosing a sample and its share; the coverage meter's words
 * and bar while the sample is looked at, and how many sampled items are left; once every sampled
 * item was seen, "Delete the rest" with its count (never a flagged item), its progress, and the
 * sample kept only when every chunk was deleted; nothing left to delete; Stop sampling.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ReviewEntry } from '@domain/activity/item-reasons'
import type { ReviewItem } from '@domain/activity/review-item'
import type { UserActivityItem } from '@domain/api/wire'
import type { ChunkedClear, DayActions } from '../../../../../src/features/activity/useDayActions'
import { ReviewedEnough, type ReviewedEnoughProps } from '../../../../../src/features/activity/review/ReviewedEnough'
import { renderInRouter } from '../../../support/render'
import { day0, minute, shot, typed } from '../../../support/review-items'

const entry = (item: ReviewItem, reasons: ReviewEntry['reasons'] = []): ReviewEntry => ({
  ...item,
  key: item.item.id.toLowerCase(),
  reasons,
  score: reasons.length,
})
const search = [{ kind: 'typedSearch', text: 'Typed what looks like a search' }] as const
const entries = [
  entry(typed(1, day0 + minute, 'Safari', 'how to build a redstone farm'), search),
  entry(shot(2, day0 + 2 * minute)),
  entry(shot(3, day0 + 3 * minute)),
  entry(shot(4, day0 + 4 * minute, { flagged: true })),
  entry(shot(5, day0 + 5 * minute)),
]
const keys = (...i: number[]) => new Set(i.map((n) => entries[n]!.key))

async function setup(overrides: Partial<ReviewedEnoughProps> = {}, cleared: ChunkedClear = { ok: true, done: 2, total: 2 }) {
  let finish: (result: ChunkedClear) => void = () => undefined
  const clearInChunks = vi.fn((items: readonly UserActivityItem[], onProgress?: (done: number, total: number) => void) => {
    onProgress?.(1, items.length)
    return new Promise<ChunkedClear>((resolve) => (finish = resolve))
  })
  const props: ReviewedEnoughProps = {
    entries,
    sample: null,
    seen: new Set(),
    defaultShare: 0.1,
    onChoose: vi.fn(),
    onRestDeleted: vi.fn(),
    onForget: vi.fn(),
    dayActions: { clearInChunks } as unknown as DayActions,
    ...overrides,
  }
  await renderInRouter(<ReviewedEnough {...props} />)
  return { user: userEvent.setup(), props, clearInChunks, finish: () => finish(cleared) }
}

describe('Reviewed enough', () => {
  it('offers a sample at the parent’s share, or another one chosen', async () => {
    const { user, props } = await setup({ defaultShare: 0.15 })
    expect(screen.getByRole('heading', { name: 'Reviewed enough' })).toBeTruthy()
    const share = screen.getByRole('combobox', { name: 'Share of the rest' })
    expect((share as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('15 %')
    await user.selectOptions(share, '1 in 5')
    await user.click(screen.getByRole('button', { name: 'Choose a sample' }))
    expect(props.onChoose).toHaveBeenCalledWith(0.2)
  })

  it('says how much of the sample was looked at, and how many sampled items are left', async () => {
    await setup({ sample: { keys: keys(0, 1), share: 0.1 }, seen: keys(0) })
    expect(screen.getByRole('heading', { name: 'Reviewing a sample' })).toBeTruthy()
    expect(screen.getByText('You looked at 1 of 5; every item with a reason, and 1 in 10 of the rest')).toBeTruthy()
    expect(screen.getByRole('img', { name: '50 % of the sample looked at' })).toBeTruthy()
    expect(screen.getByText(/^1 item of the sample still to look at\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Delete the rest/ })).toBeNull()
  })

  it('once the sample was seen, deletes the rest but the flagged item, with its progress, and keeps the sample', async () => {
    const { user, props, clearInChunks, finish } = await setup({ sample: { keys: keys(0, 1), share: 0.1 }, seen: keys(0, 1, 3) })
    expect(screen.getByRole('heading', { name: 'Reviewed enough' })).toBeTruthy()
    expect(screen.getByRole('img', { name: '100 % of the sample looked at' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete the rest (2 items)' }))
    expect(clearInChunks).toHaveBeenCalledWith([entries[2]!.item, entries[4]!.item], expect.any(Function))
    expect(screen.getByText('Deleting… 1 of 2')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Stop sampling' })).toHaveProperty('disabled', true)
    finish()
    await vi.waitFor(() => expect(props.onRestDeleted).toHaveBeenCalledWith(keys(0, 1)))
    expect(screen.queryByText(/^Deleting…/)).toBeNull()
  })

  it('does not keep the sample as the day’s when a chunk was not deleted', async () => {
    const { user, props, finish } = await setup({ sample: { keys: keys(0, 1), share: 0.1 }, seen: keys(0, 1) }, { ok: false, done: 0, total: 2 })
    await user.click(screen.getByRole('button', { name: 'Delete the rest (2 items)' }))
    finish()
    await vi.waitFor(() => expect(screen.queryByText(/^Deleting…/)).toBeNull())
    expect(props.onRestDeleted).not.toHaveBeenCalled()
  })

  it('says when nothing is left to delete, and stops sampling when asked', async () => {
    const { user, props } = await setup({ sample: { keys: keys(0, 1, 2, 4), share: 0.5 }, seen: keys(0, 1, 2, 4) })
    expect(screen.getByText('Nothing else to delete: every item left is in the sample or flagged.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Stop sampling' }))
    expect(props.onForget).toHaveBeenCalled()
  })
})
