/**
 * The activity day's sections: one row of the windowed feed (a child's section header with its
 * delete button, a filter-suspension heading, an item, 'Delete previous N items'), the rows'
 * estimated heights, and what the page says when no item is left to show.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { clearableItems, deleteChildLabel, deletePreviousLabel } from '@domain/activity/delete'
import { type FeedRow, type FeedSection } from '@domain/activity/feed'
import type { UserActivityItem } from '@domain/api/wire'
import { Button, buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import type { Back } from './DayHeader'
import { FeedItem, type ItemActions } from './FeedItem'

/**
 * A row's height before it is measured, as the page's styles lay it out at list width `width`:
 * the closer the guess, the fewer rows move (and the fewer times every row's place is counted
 * again) once the rendered rows are measured. Item cards: 12 px above, a 1 px border each side,
 * the toolbar (52 px, in two lines on the narrowest phones); a screenshot fills the card's width;
 * a typed-text item has its application's name (47.2 px with padding) and 22.08 px per line of
 * text, long lines wrapping.
 */
export function estimateRow(row: FeedRow, width: number): number {
  switch (row.kind) {
    case 'section':
      return 77
    case 'suspension':
      return 44
    case 'delete-previous':
      return 72
    case 'section-end':
      return 16
    case 'item': {
      const item = row.item
      const inner = Math.max(1, width - 2)
      const card = 14 + (inner < 346 ? 81.6 : 52)
      if (item.case === 'screenshot') {
        const ratio = item.width > 0 ? item.height / item.width : 0.625
        return Math.round(card + inner * ratio)
      }
      return Math.round(card + 47.2 + 22.08 * textLines(item.line, Math.max(1, Math.floor((inner - 32) / 8.83))))
    }
  }
}

/** Lines `text` takes at `perLine` characters a line (monospace), counted without copying it. */
function textLines(text: string, perLine: number): number {
  let lines = 0
  let start = 0
  for (;;) {
    const end = text.indexOf('\n', start)
    const length = (end === -1 ? text.length : end) - start
    lines += Math.max(1, Math.ceil(length / perLine))
    if (end === -1) return lines
    start = end + 1
  }
}

export const rowKey = (row: FeedRow) => row.key

/** The flat index of the first item at or after row `from` (the tab stop when nothing is focused). */
export function firstRenderedItem(rows: readonly FeedRow[], from: number): number {
  for (let r = from; r < rows.length; r++) {
    const row = rows[r]!
    if (row.kind === 'item') return row.itemIndex
  }
  return 0
}

export interface FeedRowProps {
  row: FeedRow
  sections: readonly FeedSection[]
  /** Null on the combined feed: each child's section then offers its own delete button. */
  userId: string | null
  offset: number
  focusedIndex: number | null
  /** The item that takes Tab into the feed. */
  tabStop: number
  safe: boolean
  revealed: ReadonlySet<string>
  actions: ItemActions
  onClear: (items: readonly UserActivityItem[], announcement: string) => void
}

export function FeedRowView({ row, sections, userId, offset, focusedIndex, tabStop, safe, revealed, actions, onClear }: FeedRowProps) {
  switch (row.kind) {
    case 'section': {
      const sectionItems = sections[row.section]?.allItems ?? []
      return (
        <div className="feed-section">
          <div>
            <h2 className="feed-section__title">{row.userName}</h2>
            <span className="muted">
              {row.count} {row.count === 1 ? 'item' : 'items'} to review
            </span>
          </div>
          {userId === null && clearableItems(sectionItems).length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => onClear(sectionItems, `Deleting ${row.userName}'s unflagged items`)}>
              {deleteChildLabel(row.userName, sectionItems)}
            </Button>
          )}
        </div>
      )
    }
    case 'suspension':
      return (
        <h3 className="feed-suspension">
          During filter suspension
          <span className="feed-suspension__count">
            {row.count} {row.count === 1 ? 'screenshot' : 'screenshots'}
          </span>
        </h3>
      )
    case 'item':
      return (
        <FeedItem
          item={row.item}
          offset={offset}
          group={row.group}
          tabStop={row.itemIndex === tabStop}
          current={row.itemIndex === focusedIndex}
          safe={safe}
          revealed={revealed.has(row.item.id)}
          actions={actions}
        />
      )
    case 'delete-previous':
      return (
        <div className="feed-chunk-end">
          <Button variant="secondary" onClick={() => onClear(row.items, `Deleted ${row.items.length} items`)}>
            {deletePreviousLabel(row.items.length)}
          </Button>
        </div>
      )
    case 'section-end':
      return <div className="feed-section-end" />
  }
}

interface DayEmptyProps {
  view: 'caught-up' | 'hidden-only'
  back: Back
  hiddenCount: number
  userId: string | null
  deleteAllButton: ReactNode
}

/**
 * With nothing shown the page says why: everything reviewed, or only items the child's setting
 * hides are left (they still count in the progress, and delete-all clears them).
 */
export function DayEmpty({ view, back, hiddenCount, userId, deleteAllButton }: DayEmptyProps) {
  if (view === 'caught-up') {
    return (
      <EmptyState
        title="All caught up!"
        action={
          <Link {...back} className={buttonClass('secondary')}>
            Back
          </Link>
        }
      >
        <p>There is nothing left to review for this day.</p>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      title="Only hidden items are left"
      action={
        <>
          <Link {...back} className={buttonClass('secondary')}>
            Back
          </Link>
          {deleteAllButton}
        </>
      }
    >
      <p>
        {hiddenCount} {hiddenCount === 1 ? 'item' : 'items'} from filter suspensions {hiddenCount === 1 ? 'is' : 'are'} hidden because showing
        activity during filter suspensions is off in {userId === null ? "the children's" : "this child's"} settings. They still count as not reviewed;
        delete them to finish this day.
      </p>
    </EmptyState>
  )
}
