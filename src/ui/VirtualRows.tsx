/**
 * A windowed list of rows in <div>s that scrolls with the page (useWindowedRows): a day of
 * thousands of items keeps a bounded number of nodes and images. The focused row, and the one
 * the caller pins, stay rendered wherever they are.
 */
import { forwardRef, useEffect, useImperativeHandle, type ReactNode } from 'react'
import { useWindowedRows, type Align } from './windowed-rows'
import '../styles/virtual-rows.css'

export interface VirtualRowsHandle {
  /** Scrolls the page so row `index` is in view (top, or nearest). */
  scrollToRow(index: number, align?: Align): void
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

function VirtualRowsInner<R>(
  { rows, rowKey, estimateHeight, renderRow, pinnedRow = null, overscan = 6, className, onRangeChange }: VirtualRowsProps<R>,
  ref: React.ForwardedRef<VirtualRowsHandle>,
) {
  const { container, segments, measure, onFocus, range, scrollToRow } = useWindowedRows<HTMLDivElement>({
    count: rows.length,
    estimate: (i, width) => estimateHeight(rows[i]!, width),
    getKey: (i) => rowKey(rows[i]!),
    overscan,
    pinned: pinnedRow,
  })
  const first = range?.first ?? 0
  const last = range?.last ?? -1
  useEffect(() => {
    if (last >= first) onRangeChange?.(first, last)
  }, [first, last, onRangeChange])
  useImperativeHandle(ref, () => ({ scrollToRow }), [scrollToRow])

  return (
    <div ref={container} className={['vrows', className].filter(Boolean).join(' ')} onFocus={onFocus}>
      {segments.map((segment) =>
        segment.kind === 'gap' ? (
          <div key={segment.key} className="vrows__spacer" style={{ height: segment.height }} aria-hidden="true" />
        ) : (
          <div key={segment.key} ref={measure} data-row-key={segment.key} data-index={segment.index} className="vrows__row">
            {renderRow(rows[segment.index]!, segment.index)}
          </div>
        ),
      )}
    </div>
  )
}

export const VirtualRows = forwardRef(VirtualRowsInner) as <R>(
  props: VirtualRowsProps<R> & { ref?: React.Ref<VirtualRowsHandle> },
) => ReturnType<typeof VirtualRowsInner>
