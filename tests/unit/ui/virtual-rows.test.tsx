// @vitest-environment happy-dom
/**
 * The windowing wrapper: a long list renders a bounded window of rows with spacers holding its
 * height; the row the caller pins and the row holding focus stay rendered when the window moves
 * away from them; a row is scrolled to below the page's sticky header; the spacers leave out the
 * layout's gaps so rows stay where the virtualizer put them.
 */
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRef } from 'react'
import type { VirtualItem } from '@tanstack/react-virtual'
import { VirtualRows, type VirtualRowsHandle, type VirtualRowsProps } from '../../../src/ui/VirtualRows'
import { windowSegments } from '../../../src/ui/windowed-rows'
import { fakeOffsetHeight } from '../support/layout'
import '../support/render'

const rowHeight = 50
// A rendered row is as tall as a browser would make it.
fakeOffsetHeight((el) => (el.classList.contains('vrows__row') ? rowHeight : undefined))

afterEach(() => {
  vi.restoreAllMocks()
  window.scrollTo({ top: 0 })
})

const names = Array.from({ length: 5_000 }, (_, n) => `row-${n}`)
type Props = Partial<VirtualRowsProps<string>>

function renderRows(props: Props = {}, ref = createRef<VirtualRowsHandle>()) {
  const all: VirtualRowsProps<string> = {
    rows: names,
    rowKey: (name) => name,
    estimateHeight: () => rowHeight,
    renderRow: (name) => <button type="button">{name}</button>,
    ...props,
  }
  const rendered = render(<VirtualRows ref={ref} {...all} />)
  const rerender = (next: Props) => rendered.rerender(<VirtualRows ref={ref} {...all} {...next} />)
  return { container: rendered.container, ref, rerender }
}

const renderedKeys = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.vrows__row')].map((row) => row.dataset.rowKey)
const spacerHeight = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.vrows__spacer')].reduce((sum, s) => sum + parseFloat(s.style.height), 0)

function scrollWindowTo(top: number) {
  act(() => {
    window.scrollTo({ top })
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('VirtualRows', () => {
  it('renders a window of 5,000 rows, with hidden spacers holding the rest of the height', () => {
    const { container } = renderRows()
    const keys = renderedKeys(container)
    expect(keys[0]).toBe('row-0')
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.length).toBeLessThan(100)
    const spacers = [...container.querySelectorAll('.vrows__spacer')]
    expect(spacers.every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true)
    expect(spacerHeight(container) + keys.length * rowHeight).toBe(names.length * rowHeight)
  })

  it('tells which rows the window spans', () => {
    const onRangeChange = vi.fn()
    renderRows({ onRangeChange })
    expect(onRangeChange).toHaveBeenCalled()
    const [first, last] = onRangeChange.mock.lastCall as [number, number]
    expect(first).toBe(0)
    expect(last).toBeGreaterThan(0)
    expect(last).toBeLessThan(100)
  })

  it('keeps the pinned row rendered far outside the window', () => {
    const { container } = renderRows({ pinnedRow: 4_000 })
    const keys = renderedKeys(container)
    expect(keys).toContain('row-4000')
    expect(keys).not.toContain('row-3999')
  })

  it('keeps the row holding focus rendered when the page scrolls away from it', () => {
    const { container } = renderRows()
    const button = screen.getByRole('button', { name: 'row-2' })
    act(() => button.focus())
    scrollWindowTo(100_000)
    const keys = renderedKeys(container)
    expect(keys).not.toContain('row-1')
    expect(keys).toContain('row-2')
    expect(keys).toContain('row-2000')
    expect(document.activeElement).toBe(button)
  })

  it('scrolls a row to the top below the sticky header, or only as far as needed', () => {
    const { ref } = renderRows()
    const scrollTo = vi.spyOn(window, 'scrollTo')
    act(() => ref.current!.scrollToRow(100))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 100 * rowHeight - 96 })
    scrollTo.mockClear()
    // Row 3 is already in view, clear of the header: nothing moves.
    act(() => ref.current!.scrollToRow(3, 'nearest'))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

describe('windowSegments', () => {
  const item = (index: number, start: number, size: number): VirtualItem => ({ index, key: index, start, size, end: start + size, lane: 0 })

  it('puts spacers only between rows that are not neighbours, leaving out the grid gaps around them', () => {
    // Rows of 50 px, 8 px apart, the list starting 100 px down the page: rows 3-4 and 9 are rendered.
    const at = (i: number) => item(i, 100 + i * 58, 50)
    const total = 20 * 58 - 8
    expect(windowSegments([at(3), at(4), at(9)], total, 100, 8)).toEqual([
      { kind: 'gap', key: 'gap-3', height: 3 * 58 - 8 },
      { kind: 'row', index: 3, key: 3 },
      { kind: 'row', index: 4, key: 4 },
      { kind: 'gap', key: 'gap-9', height: 9 * 58 - (4 * 58 + 50) - 16 },
      { kind: 'row', index: 9, key: 9 },
      { kind: 'gap', key: 'gap-end', height: total - (9 * 58 + 50) - 8 },
    ])
  })

  it('needs no spacer when the first and last rows are rendered', () => {
    expect(windowSegments([item(0, 0, 40), item(1, 40, 40)], 80, 0, 0)).toEqual([
      { kind: 'row', index: 0, key: 0 },
      { kind: 'row', index: 1, key: 1 },
    ])
  })
})
