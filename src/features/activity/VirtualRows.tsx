/**
 * A windowed list that scrolls with the page: only the rows near the viewport are in the DOM
 * (plus the row holding keyboard focus, wherever it is), the rest is stood in for by spacers
 * whose heights come from measuring rows once rendered, or from an estimate before that. So a
 * day of thousands of items keeps a bounded number of nodes and images.
 *
 * The window, the measuring and the offsets are @tanstack/react-virtual's (its window
 * virtualizer); this component keeps the rows in the page's flow between spacers, pins the
 * focused row, and scrolls a row into view below the page's sticky header.
 */
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

export interface VirtualRowsHandle {
  /** Scrolls the page so row `index` is in view (top, or nearest). */
  scrollToRow(index: number, align?: 'start' | 'nearest'): void
}

export interface VirtualRowsProps<R> {
  rows: readonly R[]
  rowKey: (row: R) => string
  /** A height guess for a row not measured yet, given the list's width. */
  estimateHeight: (row: R, width: number) => number
  renderRow: (row: R, index: number) => ReactNode
  /** Always rendered (keyboard focus lives there). */
  pinnedRow?: number | null
  /** Extra rows rendered above and below the viewport. */
  overscan?: number
  className?: string
  /** Told which rows are rendered (first, last), e.g. to pick a tab stop. */
  onRangeChange?: (first: number, last: number) => void
}

/** Room left above a row scrolled to (the page's sticky header) and below it. */
const marginTop = 96
const marginBottom = 16

function VirtualRowsInner<R>(
  { rows, rowKey, estimateHeight, renderRow, pinnedRow = null, overscan = 6, className, onRangeChange }: VirtualRowsProps<R>,
  ref: React.ForwardedRef<VirtualRowsHandle>,
) {
  const container = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 800 : Math.min(window.innerWidth, 900)))
  // Where the list starts on the page: the window's scroll position counts from there.
  const [scrollMargin, setScrollMargin] = useState(0)

  // The list may move on the page (content above it changes) or change width without a scroll.
  const readPlace = useCallback(() => {
    const el = container.current
    if (!el) return
    const rect = el.getBoundingClientRect()
    const top = Math.round(rect.top + window.scrollY)
    setScrollMargin((prev) => (prev === top ? prev : top))
    const w = Math.round(rect.width)
    if (w > 0) setWidth((prev) => (prev === w ? prev : w))
  }, [])
  useLayoutEffect(() => {
    readPlace()
    const el = container.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(readPlace)
    observer.observe(el)
    if (el.parentElement) observer.observe(el.parentElement)
    return () => observer.disconnect()
  }, [readPlace])

  const pinned = pinnedRow !== null && pinnedRow >= 0 && pinnedRow < rows.length ? pinnedRow : null
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indices = defaultRangeExtractor(range)
      if (pinned === null || indices.includes(pinned)) return indices
      return [...indices, pinned].sort((a, b) => a - b)
    },
    [pinned],
  )

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => estimateHeight(rows[i]!, width),
    getItemKey: (i) => rowKey(rows[i]!),
    overscan,
    scrollMargin,
    rangeExtractor,
    indexAttribute: 'data-row-index',
    initialRect: { width, height: typeof window === 'undefined' ? 1000 : window.innerHeight },
  })
  // Rows are measured once attached (and again on resize) by the virtualizer.
  const measureRow = useCallback((el: HTMLDivElement | null) => virtualizer.measureElement(el), [virtualizer])
  // A new width changes every estimate: measured rows keep their heights.
  useEffect(() => virtualizer.measure(), [virtualizer, width])

  const items = virtualizer.getVirtualItems()
  const totalSize = virtualizer.getTotalSize()
  // The window the rows are rendered for (the pinned row aside), as the range extractor counts it.
  const range = virtualizer.range
  const first = range ? Math.max(0, range.startIndex - overscan) : 0
  const last = range ? Math.min(rows.length - 1, range.endIndex + overscan) : -1
  useEffect(() => {
    if (last >= first && rows.length > 0) onRangeChange?.(first, last)
  }, [first, last, rows.length, onRangeChange])

  useImperativeHandle(
    ref,
    () => ({
      scrollToRow(index, align = 'start') {
        const el = container.current
        const row = virtualizer.measurementsCache[index]
        if (!el || !row || index >= rows.length) return
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
    }),
    [virtualizer, rows.length, scrollMargin],
  )

  // The rendered rows in the page's flow, with spacers standing in for the rows between them.
  const children: ReactNode[] = []
  let cursor = 0
  for (const item of items) {
    const start = item.start - scrollMargin
    if (start - cursor > 0) children.push(<div key={`gap-${item.index}`} className="vrows__spacer" style={{ height: start - cursor }} aria-hidden="true" />)
    const row = rows[item.index]!
    children.push(
      <div key={item.key} ref={measureRow} data-row-key={item.key} data-row-index={item.index} className="vrows__row">
        {renderRow(row, item.index)}
      </div>,
    )
    cursor = item.end - scrollMargin
  }
  const tail = totalSize - cursor
  if (tail > 0) children.push(<div key="gap-end" className="vrows__spacer" style={{ height: tail }} aria-hidden="true" />)

  return (
    <div ref={container} className={['vrows', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  )
}

export const VirtualRows = forwardRef(VirtualRowsInner) as <R>(
  props: VirtualRowsProps<R> & { ref?: React.Ref<VirtualRowsHandle> },
) => ReturnType<typeof VirtualRowsInner>
