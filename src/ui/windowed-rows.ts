/**
 * Windowing for long lists that scroll with the page: only the rows near the viewport are
 * rendered, plus the row holding keyboard focus (so scrolling never loses focus) and a row the
 * caller pins; spacers stand in for the rest, so the page keeps its full height. Heights come
 * from measuring rendered rows, or from an estimate before that. The window, the measuring and
 * the offsets are @tanstack/react-virtual's (its window virtualizer).
 *
 * A rendered row's element takes `measure` as its ref and its index as `data-index` (how the
 * virtualizer measures it and how focus finds its row). The hook draws nothing: the caller
 * renders the segments with its own elements (divs, list items, table rows).
 */
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react'

/** A row's key, as the virtualizer gives it. */
type Key = VirtualItem['key']

/** What to render, in order: a row (by index) or a spacer of a height. */
export type Segment =
  { readonly kind: 'row'; readonly index: number; readonly key: Key } | { readonly kind: 'gap'; readonly key: string; readonly height: number }

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
    segments.push({ kind: 'row', index: item.index, key: item.key })
    end = item.end - offset
  }
  const tail = end === null ? total : total - end - gap
  if (tail > 0) segments.push({ kind: 'gap', key: 'gap-end', height: tail })
  return segments
}

export type Align = 'start' | 'nearest'

export interface WindowedRowsOptions {
  readonly count: number
  /** A height guess for row `index` before it is measured, given the list's width. */
  readonly estimate: (index: number, width: number) => number
  /** A stable key per row (its index by default). */
  readonly getKey?: (index: number) => Key
  /** The space the layout puts between rows (a grid's gap). */
  readonly gap?: number
  /** Extra rows rendered above and below the viewport. */
  readonly overscan?: number
  /** A row always rendered, besides the one holding focus. */
  readonly pinned?: number | null
  /** False renders every row (a list short enough not to need a window). */
  readonly windowed?: boolean
}

export interface WindowedRows<E extends HTMLElement> {
  /** The element the rows are laid out in (its top is where row 0 starts). */
  readonly container: RefObject<E | null>
  readonly segments: readonly Segment[]
  /** For each rendered row's element (measures it); undefined when every row is rendered. */
  readonly measure: ((el: Element | null) => void) | undefined
  /** For the container: pins the row that takes focus. */
  readonly onFocus: (event: FocusEvent) => void
  /** The rows the window spans (pinned rows aside), or null with none. */
  readonly range: { readonly first: number; readonly last: number } | null
  /** Scrolls the page so row `index` is in view, below the page's sticky header. */
  readonly scrollToRow: (index: number, align?: Align) => void
}

/** Room left above a row scrolled to (the page's sticky header) and below it. */
const marginTop = 96
const marginBottom = 16

const initialWidth = () => (typeof window === 'undefined' ? 800 : Math.min(window.innerWidth, 900))

/** Where the list starts on the page and how wide it is, kept as content around it changes. */
function usePlace(container: RefObject<HTMLElement | null>, active: boolean) {
  const [width, setWidth] = useState(initialWidth)
  // The window's scroll position counts from the list's top.
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    if (!active) return
    const read = () => {
      const el = container.current
      if (!el) return
      const rect = el.getBoundingClientRect()
      const top = Math.round(rect.top + window.scrollY)
      setScrollMargin((prev) => (prev === top ? prev : top))
      const w = Math.round(rect.width)
      if (w > 0) setWidth((prev) => (prev === w ? prev : w))
    }
    read()
    const el = container.current
    if (!el || typeof ResizeObserver === 'undefined') return
    // Content above the list moves it without a scroll; a narrower page changes its width.
    const observer = new ResizeObserver(read)
    for (const watched of [el, el.parentElement, document.body]) if (watched) observer.observe(watched)
    return () => observer.disconnect()
  }, [container, active])
  return { width, scrollMargin }
}

const indexOfRow = (target: EventTarget): number => {
  const row = target instanceof Element ? target.closest('[data-index]') : null
  return row ? Number(row.getAttribute('data-index')) : NaN
}

export function useWindowedRows<E extends HTMLElement>(options: WindowedRowsOptions): WindowedRows<E> {
  const { count, estimate, getKey, gap = 0, overscan = 6, pinned = null, windowed = true } = options
  const container = useRef<E>(null)
  const { width, scrollMargin } = usePlace(container, windowed)
  const [focused, setFocused] = useState<number | null>(null)

  const kept = useMemo(() => [pinned, focused].filter((i): i is number => i !== null && i >= 0 && i < count), [pinned, focused, count])
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indices = defaultRangeExtractor(range)
      const extra = kept.filter((i) => !indices.includes(i))
      return extra.length === 0 ? indices : [...indices, ...new Set(extra)].sort((a, b) => a - b)
    },
    [kept],
  )
  const virtualizer = useWindowVirtualizer({
    count: windowed ? count : 0,
    estimateSize: (i) => estimate(i, width),
    ...(getKey ? { getItemKey: getKey } : {}),
    overscan,
    gap,
    scrollMargin,
    rangeExtractor,
    initialRect: { width, height: typeof window === 'undefined' ? 1000 : window.innerHeight },
  })
  // A new width changes every estimate.
  useEffect(() => virtualizer.measure(), [virtualizer, width])

  const onFocus = useCallback((event: FocusEvent) => {
    const index = indexOfRow(event.target)
    if (Number.isInteger(index)) setFocused(index)
  }, [])

  const scrollToRow = useCallback(
    (index: number, align: Align = 'start') => {
      const el = container.current
      const row = virtualizer.measurementsCache[index]
      if (!el || !row || index >= count) return
      const listTop = el.getBoundingClientRect().top + window.scrollY
      const rowTop = listTop + row.start - scrollMargin
      const rowBottom = listTop + row.end - scrollMargin
      if (align === 'nearest') {
        const viewTop = window.scrollY
        const viewBottom = viewTop + window.innerHeight
        if (rowTop >= viewTop + marginTop && rowBottom <= viewBottom - marginBottom) return
        const target = rowTop < viewTop + marginTop ? rowTop - marginTop : rowBottom - window.innerHeight + marginBottom
        window.scrollTo({ top: Math.max(0, target) })
        return
      }
      window.scrollTo({ top: Math.max(0, rowTop - marginTop) })
    },
    [virtualizer, count, scrollMargin],
  )

  if (!windowed) {
    const segments = Array.from({ length: count }, (_, index): Segment => ({ kind: 'row', index, key: getKey?.(index) ?? index }))
    return { container, segments, measure: undefined, onFocus, range: count > 0 ? { first: 0, last: count - 1 } : null, scrollToRow }
  }
  const segments = windowSegments(virtualizer.getVirtualItems(), virtualizer.getTotalSize(), scrollMargin, gap)
  const span = virtualizer.range
  const range = span && count > 0 ? { first: Math.max(0, span.startIndex - overscan), last: Math.min(count - 1, span.endIndex + overscan) } : null
  return { container, segments, measure: virtualizer.measureElement, onFocus, range, scrollToRow }
}
