/**
 * The day's items as a grid, to review many at once: thumbnails in as many columns as the width
 * allows (one on a phone, three to six on a desktop), typed text as cards. A listbox of options
 * with one tab stop: click selects one, Ctrl/⌘+click adds or removes one, Shift+click selects a
 * run; arrows move (Shift extends), Space adds or removes, Ctrl/⌘+A selects all, Escape clears,
 * Enter (or a double click) opens a screenshot large. The day's review keys (j, k, f, d, ?) work
 * here too. "Flag selected" and "Delete selected" act on the selection, the count on each.
 */
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { type GridAction, emptySelection, keyAction, pruneSelection, selectInGrid } from '@domain/activity/grid-selection'
import type { UserActivityItem } from '@domain/api/wire'
import { Button } from '../../../ui/Button'
import { ServerImage } from '../../../ui/ServerImage'
import type { DayGridProps } from '../DayFeed'
import { itemWhen } from '../FeedItem'
import { reasonsLabel, useReviewMarks } from '../review-marks'
import { useLatest } from '../useDayKeyboard'
import './review.css'

/** The columns the grid lays out now (its CSS decides from the width). */
function useColumns(grid: React.RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(1)
  useEffect(() => {
    const el = grid.current
    if (!el) return
    const read = () => setColumns(Math.max(1, getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length))
    read()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(read)
    observer.observe(el)
    return () => observer.disconnect()
  }, [grid])
  return columns
}

const plural = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`

export function ReviewGrid({ items, offset, safe, revealed, focus, actions, dayActions }: DayGridProps) {
  const order = useMemo(() => items.map((i) => i.id.toLowerCase()), [items])
  const byKey = useMemo(() => new Map(items.map((i) => [i.id.toLowerCase(), i])), [items])
  const grid = useRef<HTMLDivElement>(null)
  const helpId = useId()
  const columns = useColumns(grid)
  const [state, setState] = useState(emptySelection)
  // Items deleted meanwhile drop out of the selection.
  const selection = useMemo(() => pruneSelection(state, order), [state, order])
  const selected = useMemo(() => new Set(selection.selected), [selection])
  const chosen = useMemo(() => selection.selected.map((k) => byKey.get(k)!), [selection, byKey])
  const [progress, setProgress] = useState<string | null>(null)
  const focusedKey = focus.focusedId?.toLowerCase() ?? selection.focus
  const tabStop = focusedKey !== null && byKey.has(focusedKey) ? focusedKey : (order[0] ?? null)

  const act = useCallback(
    (action: GridAction) => {
      const next = selectInGrid(selection, action, order, columns)
      setState(next)
      if (next.focus !== null && next.focus !== selection.focus && action.type !== 'focus') focus.focusId(byKey.get(next.focus)!.id)
    },
    [selection, order, columns, focus, byKey],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey) return
    const key = focusedKey ?? selection.focus
    if (event.key === 'Enter') {
      const item = key === null ? undefined : byKey.get(key)
      if (item?.case === 'screenshot') actions.open(item.id)
      event.preventDefault()
      return
    }
    const action = keyAction(event.key, { shift: event.shiftKey, mod: event.ctrlKey || event.metaKey })
    if (!action) return
    event.preventDefault()
    // From the item the review keys moved to, not the one the grid last knew.
    const from = key !== null && key !== selection.focus ? selectInGrid(selection, { type: 'focus', key }, order, columns) : selection
    const next = selectInGrid(from, action, order, columns)
    setState(next)
    if (next.focus !== null && next.focus !== key) focus.focusId(byKey.get(next.focus)!.id)
  }

  // The same handler for every change of the selection, so a change draws again only the cells it changes.
  const latestAct = useLatest(act)
  const onCellClick = useCallback(
    (key: string, event: MouseEvent) => {
      latestAct.current(event.shiftKey ? { type: 'range', key } : event.ctrlKey || event.metaKey ? { type: 'toggle', key } : { type: 'click', key })
    },
    [latestAct],
  )
  const onCellFocus = useCallback(
    (key: string) => {
      actions.focus(byKey.get(key)!.id)
      setState((s) => (s.focus === key ? s : selectInGrid(s, { type: 'focus', key }, order, columns)))
    },
    [actions, byKey, order, columns],
  )

  const flaggable = chosen.filter((i) => !i.flagged).length
  const clearable = flaggable
  const deleteSelected = async () => {
    setProgress(`Deleting… 0 of ${clearable}`)
    await dayActions.clearInChunks(chosen, (done, total) => setProgress(`Deleting… ${done} of ${total}`))
    setProgress(null)
  }

  return (
    <div className="review-grid-wrap">
      <div className="review-grid__bar" role="toolbar" aria-label="Selected items">
        <span className="review-grid__count">
          {selection.selected.length === 0 ? 'Nothing selected' : `${plural(selection.selected.length)} selected`}
        </span>
        <Button size="sm" variant="secondary" disabled={flaggable === 0} onClick={() => dayActions.flagMany(chosen)}>
          Flag selected ({flaggable})
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={clearable === 0 || progress !== null}
          loading={progress !== null}
          onClick={() => void deleteSelected()}
        >
          Delete selected ({clearable})
        </Button>
        <Button size="sm" variant="ghost" onClick={() => act({ type: 'selectAll' })}>
          Select all
        </Button>
        <Button size="sm" variant="ghost" disabled={selection.selected.length === 0} onClick={() => act({ type: 'clear' })}>
          Clear selection
        </Button>
        <span className="review-grid__progress" role="status">
          {progress}
        </span>
      </div>
      <div
        ref={grid}
        className="review-grid"
        role="listbox"
        aria-multiselectable="true"
        aria-label="The day's items"
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const key = item.id.toLowerCase()
          return (
            <GridCell
              key={key}
              item={item}
              offset={offset}
              selected={selected.has(key)}
              tabStop={key === tabStop}
              current={key === focusedKey}
              veiled={safe && item.case === 'screenshot' && !revealed.has(item.id)}
              onClick={onCellClick}
              onFocus={onCellFocus}
              onOpen={actions.open}
            />
          )
        })}
      </div>
      <p id={helpId} className="muted review-grid__help">
        Click to select, Shift+click for a run, Ctrl or ⌘+click to add one. Arrows move, Space selects, Enter opens a screenshot.
      </p>
    </div>
  )
}

interface GridCellProps {
  item: UserActivityItem
  offset: number
  selected: boolean
  tabStop: boolean
  current: boolean
  veiled: boolean
  onClick: (key: string, event: MouseEvent) => void
  onFocus: (key: string) => void
  onOpen: (id: string) => void
}

const GridCell = memo(function GridCell({ item, offset, selected, tabStop, current, veiled, onClick, onFocus, onOpen }: GridCellProps) {
  const marks = useReviewMarks()
  const key = item.id.toLowerCase()
  const reasons = marks.reasonsOf(key)
  const sampled = marks.inSample(key)
  const when = itemWhen(item, offset)
  const classes = [
    'review-cell',
    item.case === 'screenshot' ? 'review-cell--shot' : 'review-cell--text',
    selected && 'is-selected',
    current && 'is-current',
    item.flagged && 'is-flagged',
    veiled && 'is-veiled',
    marks.highlighted === key && 'is-highlighted',
  ]
    .filter(Boolean)
    .join(' ')
  // The option is named by what it shows (and, for screen readers, what a glance at it tells):
  // "Screenshot, 6:29 AM, Flagged, In the sample, may need a look: …".
  return (
    <div
      role="option"
      aria-selected={selected}
      className={classes}
      data-item-id={item.id}
      tabIndex={tabStop ? 0 : -1}
      // A Shift or Ctrl/⌘ press must not move focus (and with it the anchor) before its click acts
      // from the anchor; the click moves focus itself.
      onMouseDown={(e) => (e.shiftKey || e.ctrlKey || e.metaKey) && e.preventDefault()}
      onClick={(e) => onClick(key, e)}
      onDoubleClick={() => item.case === 'screenshot' && onOpen(item.id)}
      onFocus={() => onFocus(key)}
    >
      {item.case === 'screenshot' ? (
        <span className="review-cell__shot">
          <ServerImage url={item.url} width={item.width} height={item.height} loading="lazy" decoding="async" alt="" draggable={false} />
          <span className="visually-hidden">Screenshot</span>
        </span>
      ) : (
        <span className="review-cell__text">
          <span className="review-cell__app">
            <span className="visually-hidden">Typed text in </span>
            {item.appName}
            <span className="visually-hidden">: </span>
          </span>
          <span className="review-cell__line">{item.line}</span>
        </span>
      )}
      <span className="review-cell__bar">
        <span className="review-cell__time">
          <span className="visually-hidden">, </span>
          {when}
        </span>
        {item.flagged && (
          <span className="badge badge--error">
            <span className="visually-hidden">, </span>Flagged
          </span>
        )}
        {item.duringSuspension && <span className="visually-hidden">, during filter suspension</span>}
        {sampled && (
          <span className="badge">
            <span className="visually-hidden">, </span>In the sample
          </span>
        )}
      </span>
      {reasons && reasons.length > 0 && (
        <span className="review-cell__reason">
          <span aria-hidden="true">
            {reasons[0]}
            {reasons.length > 1 ? ` (+${reasons.length - 1})` : ''}
          </span>
          <span className="visually-hidden">{reasonsLabel(reasons)}</span>
        </span>
      )}
    </div>
  )
})
