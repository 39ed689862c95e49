/**
 * Windowing for a keychain's keys: a keychain of more than `windowFrom` keys renders only the
 * rows near the viewport (plus the row that last held keyboard focus, so focus is never lost to
 * scrolling), with spacers standing in for the rest; the page keeps its full height and scrolls
 * as before. Smaller keychains render every row. Heights come from measuring rendered rows, or
 * from `estimate` before that; the window and the offsets are @tanstack/react-virtual's.
 */
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual'
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react'

/** Keychains up to this many keys render every row. */
export const windowFrom = 200

/** What to render, in order: a row (by index) or a spacer of a height. */
export type Segment = { readonly kind: 'row'; readonly index: number } | { readonly kind: 'gap'; readonly key: string; readonly height: number }

/**
 * The segments for the window: rows and, between rows that are not neighbours, spacers. `gap` is
 * the space the layout puts between two children (a grid's gap), which a spacer's height leaves out.
 */
export function windowSegments(items: readonly VirtualItem[], total: number, offset: number, gap: number): Segment[] {
  // Items start `offset` (where the list starts on the page) down; `total` counts from the list's top.
  const segments: Segment[] = []
  let end: number | null = null
  for (const item of items) {
    const start = item.start - offset
    const space = end === null ? start - gap : start - end - 2 * gap
    if (space > 0 && (end === null ? start > 0 : start - end > gap)) segments.push({ kind: 'gap', key: `gap-${item.index}`, height: space })
    segments.push({ kind: 'row', index: item.index })
    end = item.end - offset
  }
  const tail = end === null ? total : total - end - gap
  if (tail > 0) segments.push({ kind: 'gap', key: 'gap-end', height: tail })
  return segments
}

export interface WindowedRows<E extends HTMLElement> {
  /** The element the rows are laid out in (its top is where row 0 starts). */
  readonly container: React.RefObject<E | null>
  readonly segments: readonly Segment[]
  /** For each rendered row's element (measures it); undefined when every row is rendered. */
  readonly measure: ((el: Element | null) => void) | undefined
  /** For the container: pins the row that takes focus. */
  readonly onFocus: (event: FocusEvent) => void
}

const allRows = (count: number): Segment[] => Array.from({ length: count }, (_, index): Segment => ({ kind: 'row', index }))

export function useWindowedRows<E extends HTMLElement>(count: number, estimate: number, gap = 0): WindowedRows<E> {
  const windowed = count > windowFrom
  const container = useRef<E>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const [pinned, setPinned] = useState<number | null>(null)

  // Content above the list (the keychain's name and description) moves it on the page.
  useLayoutEffect(() => {
    if (!windowed) return
    const read = () => {
      const el = container.current
      if (!el) return
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY)
      setScrollMargin((prev) => (prev === top ? prev : top))
    }
    read()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(read)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [windowed])

  const keep = pinned !== null && pinned < count ? pinned : null
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indices = defaultRangeExtractor(range)
      return keep === null || indices.includes(keep) ? indices : [...indices, keep].sort((a, b) => a - b)
    },
    [keep],
  )
  const virtualizer = useWindowVirtualizer({
    count: windowed ? count : 0,
    estimateSize: () => estimate,
    overscan: 8,
    gap,
    scrollMargin,
    rangeExtractor,
    initialRect: { width: 800, height: typeof window === 'undefined' ? 1000 : window.innerHeight },
  })
  const onFocus = useCallback((event: FocusEvent) => {
    const row = event.target.closest('[data-index]')
    const index = row ? Number(row.getAttribute('data-index')) : NaN
    if (Number.isInteger(index)) setPinned(index)
  }, [])

  if (!windowed) return { container, segments: allRows(count), measure: undefined, onFocus }
  const segments = windowSegments(virtualizer.getVirtualItems(), virtualizer.getTotalSize(), scrollMargin, gap)
  return { container, segments, measure: virtualizer.measureElement, onFocus }
}
