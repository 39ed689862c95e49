/**
 * A windowed list that scrolls with the page: only the rows near the viewport are in the DOM
 * (plus the row holding keyboard focus, wherever it is), the rest is stood in for by spacers
 * whose heights come from measuring rows once rendered, or from an estimate before that. So a
 * day of thousands of items keeps a bounded number of nodes and images.
 */
import {
  forwardRef,
  useCallback,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

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
  /** Extra pixels rendered above and below the viewport. */
  overscanPx?: number
  className?: string
  /** Told which rows are rendered (first, last), e.g. to pick a tab stop. */
  onRangeChange?: (first: number, last: number) => void
}

/** First index whose end (offsets[i+1]) is beyond y. */
function firstEndingAfter(offsets: Float64Array, y: number): number {
  let lo = 0
  let hi = offsets.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (offsets[mid + 1]! > y) hi = mid
    else lo = mid + 1
  }
  return lo
}

/**
 * `prev` with the `fresh` heights that differ by more than half a pixel; once the map holds many
 * more rows than are listed, the heights of unlisted rows are dropped.
 */
function mergeHeights(
  prev: ReadonlyMap<string, number>,
  fresh: ReadonlyMap<string, number>,
  live: ReadonlySet<string>,
): ReadonlyMap<string, number> {
  let next: Map<string, number> | null = null
  for (const [key, h] of fresh) {
    const old = prev.get(key)
    if (old !== undefined && Math.abs(old - h) <= 0.5) continue
    next ??= new Map(prev)
    next.set(key, h)
  }
  if (!next) return prev
  if (next.size > live.size + 256) for (const key of next.keys()) if (!live.has(key)) next.delete(key)
  return next
}

function VirtualRowsInner<R>(
  { rows, rowKey, estimateHeight, renderRow, pinnedRow = null, overscanPx = 800, className, onRangeChange }: VirtualRowsProps<R>,
  ref: React.ForwardedRef<VirtualRowsHandle>,
) {
  const container = useRef<HTMLDivElement>(null)
  // Measured row heights: the observer collects them in `unflushed` and hands them to state once a
  // frame, so render reads only state.
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map())
  const unflushed = useRef(new Map<string, number>())
  const liveKeys = useRef<ReadonlySet<string>>(new Set())
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 800 : Math.min(window.innerWidth, 900)))
  const [viewport, setViewport] = useState({ top: 0, bottom: typeof window === 'undefined' ? 1000 : window.innerHeight })

  // Offsets of every row from the top of the list.
  const offsets = useMemo(() => {
    const out = new Float64Array(rows.length + 1)
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!
      const h = measured.get(rowKey(row)) ?? estimateHeight(row, width)
      out[i + 1] = out[i]! + h
    }
    return out
  }, [rows, rowKey, estimateHeight, width, measured])

  // The viewport, in list coordinates, updated on scroll and resize (at most once a frame).
  const readViewport = useEffectEvent(() => {
    const el = container.current
    if (!el) return
    const rect = el.getBoundingClientRect()
    const top = -rect.top
    const bottom = top + window.innerHeight
    setViewport((prev) => (Math.abs(prev.top - top) < 1 && Math.abs(prev.bottom - bottom) < 1 ? prev : { top, bottom }))
    const w = Math.round(rect.width)
    if (w > 0) setWidth((prev) => (prev === w ? prev : w))
  })

  useLayoutEffect(() => {
    readViewport()
    let frame = 0
    const schedule = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        readViewport()
      })
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [])

  // The list may move on the page (content above it changes) without a scroll.
  useEffect(() => {
    const el = container.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => readViewport())
    observer.observe(el)
    if (el.parentElement) observer.observe(el.parentElement)
    return () => observer.disconnect()
  }, [])

  let first = 0
  let last = -1
  if (rows.length > 0) {
    first = firstEndingAfter(offsets, Math.max(0, viewport.top - overscanPx))
    last = firstEndingAfter(offsets, Math.max(0, viewport.bottom + overscanPx))
    last = Math.min(rows.length - 1, Math.max(first, last))
  }

  useEffect(() => {
    if (last >= first && rows.length > 0) onRangeChange?.(first, last)
  }, [first, last, rows.length, onRangeChange])

  // Measure rendered rows; a changed height moves the rows after it. The observer is made on first
  // use: the first rows' refs run before any effect, and must be observed too.
  const observer = useRef<ResizeObserver | null>(null)
  const pendingFrame = useRef(0)
  const getObserver = useCallback((): ResizeObserver | null => {
    if (observer.current || typeof ResizeObserver === 'undefined') return observer.current
    observer.current = new ResizeObserver((entries) => {
      let changed = false
      for (const entry of entries) {
        const el = entry.target as HTMLElement
        const key = el.dataset.rowKey
        if (!key || !el.isConnected) continue
        const h = el.getBoundingClientRect().height
        if (h <= 0) continue
        const prev = unflushed.current.get(key)
        if (prev === undefined || Math.abs(prev - h) > 0.5) {
          unflushed.current.set(key, h)
          changed = true
        }
      }
      if (changed && !pendingFrame.current) {
        pendingFrame.current = requestAnimationFrame(() => {
          pendingFrame.current = 0
          const fresh = unflushed.current
          unflushed.current = new Map()
          setMeasured((prev) => mergeHeights(prev, fresh, liveKeys.current))
        })
      }
    })
    return observer.current
  }, [])
  useEffect(
    () => () => {
      // A disconnected observer can observe again (rows re-attached on a remount).
      observer.current?.disconnect()
      if (pendingFrame.current) cancelAnimationFrame(pendingFrame.current)
      pendingFrame.current = 0
    },
    [],
  )

  // Observed while mounted only: the cleanup (React 19 ref cleanup) stops observing a row that
  // scrolled out of the window, so the observer holds no detached rows.
  const measureRef = useCallback(
    (el: HTMLDivElement | null) => {
      const ro = getObserver()
      if (!el || !ro) return
      ro.observe(el)
      return () => ro.unobserve(el)
    },
    [getObserver],
  )

  // Which rows are listed, so heights of rows gone (deleted items, another day) can be dropped.
  useEffect(() => {
    liveKeys.current = new Set(rows.map(rowKey))
  }, [rows, rowKey])

  useImperativeHandle(
    ref,
    () => ({
      scrollToRow(index, align = 'start') {
        const el = container.current
        if (!el || index < 0 || index >= rows.length) return
        const listTop = el.getBoundingClientRect().top + window.scrollY
        const rowTop = listTop + offsets[index]!
        const rowBottom = listTop + offsets[index + 1]!
        const margin = 96
        if (align === 'nearest') {
          const viewTop = window.scrollY
          const viewBottom = viewTop + window.innerHeight
          if (rowTop >= viewTop + margin && rowBottom <= viewBottom - 16) return
          const target = rowTop < viewTop + margin ? rowTop - margin : rowBottom - window.innerHeight + 16
          window.scrollTo({ top: Math.max(0, target) })
          return
        }
        window.scrollTo({ top: Math.max(0, rowTop - margin) })
      },
    }),
    [offsets, rows.length],
  )

  // Runs of rendered rows: the window, plus the pinned row when it lies outside.
  const indices: number[] = []
  if (pinnedRow !== null && pinnedRow >= 0 && pinnedRow < rows.length && pinnedRow < first) indices.push(pinnedRow)
  for (let i = first; i <= last; i++) indices.push(i)
  if (pinnedRow !== null && pinnedRow >= 0 && pinnedRow < rows.length && pinnedRow > last) indices.push(pinnedRow)

  const children: ReactNode[] = []
  let cursor = 0
  for (const i of indices) {
    const gap = offsets[i]! - offsets[cursor]!
    if (gap > 0) children.push(<div key={`gap-${cursor}`} className="vrows__spacer" style={{ height: gap }} aria-hidden="true" />)
    const row = rows[i]!
    const key = rowKey(row)
    children.push(
      <div key={key} ref={measureRef} data-row-key={key} data-row-index={i} className="vrows__row">
        {renderRow(row, i)}
      </div>,
    )
    cursor = i + 1
  }
  const tail = offsets[rows.length]! - offsets[cursor]!
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
