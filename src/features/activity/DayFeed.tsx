/**
 * The activity day's feed, drawn from plain props: one or more children's items for the day,
 * windowed (only rows near the viewport are rendered), reviewable by keyboard, with a large
 * viewer, a day timeline and a reviewer-safe mode. Flags and deletes go to the commands it is
 * given, which change the view at once (domain events) and roll back on failure. With smarter
 * review it also shows each item's reasons, the day's sample, its review tools and panel, the
 * grid instead of the list, and opens at an item or an hour of the day.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useStillShown } from '../../ui/use-still-shown'
import { backDelayMs, clearableItems, deleteAllLabel } from '@domain/activity/delete'
import { dayFeedView, feedLayout, feedProgress, feedSections, hiddenToReview, type FeedRow } from '@domain/activity/feed'
import { timelineBuckets } from '@domain/activity/timeline'
import type { PlainDate } from '@domain/calendar/dates'
import { weekdayDate } from '@domain/time'
import { sameId } from '@domain/api/ids'
import type { ActivityFeed, UserActivityItem } from '@domain/api/wire'
import { Button } from '../../ui/Button'
import { backOf, DayHeader } from './DayHeader'
import { DayEmpty, estimateRow, FeedRowView, firstRenderedItem, rowKey } from './DaySections'
import type { ItemActions } from './FeedItem'
import { Lightbox } from './Lightbox'
import { type ReviewMarks, ReviewMarksContext } from './review-marks'
import { ShortcutsDialog } from './ShortcutsDialog'
import { Timeline } from './Timeline'
import { type DayActions, type DayCommands, useDayActions } from './useDayActions'
import { type FeedFocus, indexById, useDayKeyboard, useFeedFocus, useLatest } from './useDayKeyboard'
import { useOpenAt } from './useOpenAt'
import { useSeenItems } from './useSeenItems'
import { useViewer } from './useViewer'
import { VirtualRows, type VirtualRowsHandle } from '../../ui/VirtualRows'

/** What the grid view is given (the grid itself loads with smarter review). */
export interface DayGridProps {
  readonly items: readonly UserActivityItem[]
  readonly offset: number
  readonly safe: boolean
  readonly revealed: ReadonlySet<string>
  readonly focus: FeedFocus
  readonly actions: ItemActions
  readonly dayActions: DayActions
}

/** What smarter review adds to the day (see ./review/useDayReview.ts). */
export interface DayReview {
  readonly marks: ReviewMarks
  /** The order and view switches, Review settings: in the header's toolbar. */
  readonly tools: ReactNode
  /** Under the header ("Reviewed enough"), given the day's actions. */
  readonly panel: (actions: DayActions) => ReactNode
  /** The grid, when the parent chose it and its code is here; null: the list. */
  readonly grid: ((props: DayGridProps) => ReactNode) | null
  /** Told the items the parent looked at (while a sample is kept); null: not told. */
  readonly onSeen: ((keys: readonly string[]) => void) | null
}

export interface DayFeedProps {
  readonly feeds: readonly ActivityFeed[]
  readonly date: PlainDate
  /** Minutes behind UTC of the day's clock. */
  readonly offset: number
  /** The feed's child; null on the combined feed. */
  readonly userId: string | null
  /** Asks for new screenshots. */
  readonly refetch: () => Promise<void>
  readonly commands: DayCommands
  /** Reviewer-safe mode: screenshots blurred until looked at. */
  readonly safe: boolean
  readonly onSafe: (safe: boolean) => void
  /** Every unflagged item was deleted: back to the days. */
  readonly onAllDeleted: () => void
  /** Open the day at this item (its id) or at the first item of this hour (0–23). */
  readonly openAt?: { readonly item?: string; readonly hour?: number }
  readonly review?: DayReview | null
}

export function DayFeed({ feeds, date, offset, userId, refetch, commands, safe, onSafe, onAllDeleted, openAt, review }: DayFeedProps) {
  const back = backOf(userId)
  const sections = useMemo(() => feedSections(feeds, userId ?? undefined), [feeds, userId])
  const layout = useMemo(() => feedLayout(sections), [sections])
  const progress = useMemo(() => feedProgress(feeds), [feeds])
  const allItems = useMemo(() => (feeds.length === 1 ? feeds[0]!.items : feeds.flatMap((f) => f.items)), [feeds])
  const buckets = useMemo(() => timelineBuckets(layout.items, date, offset), [layout.items, date, offset])
  const indexOf = useMemo(() => indexById(layout.items), [layout.items])
  // What the page shows and its delete-all button says: once per answer, not on every focus move.
  const dayState = useMemo(
    () => ({ view: dayFeedView(feeds), clearable: clearableItems(allItems).length, deleteAllText: deleteAllLabel(allItems) }),
    [feeds, allItems],
  )

  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set())
  const [announcement, setAnnouncement] = useState('')
  const [firstRendered, setFirstRendered] = useState(0)
  const list = useRef<VirtualRowsHandle>(null)
  const items = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const stillShown = useStillShown()

  const focus = useFeedFocus(layout, indexOf, list)
  const { focusedIndex, focusIndex, setCurrent } = focus
  const pinnedRow = focusedIndex === null ? null : (layout.rowOfItem[focusedIndex] ?? null)
  const latest = useLatest({ feeds, date, layout, indexOf, focusedIndex })
  const dayActions = useDayActions({ userId, commands, latest, focus, announce: setAnnouncement })
  const { itemById, clear, toggleFlag, removeOne, clearAbove } = dayActions
  const onSeen = review?.onSeen ?? null
  const seenOne = useCallback((id: string) => onSeen?.([id.toLowerCase()]), [onSeen])
  const viewer = useViewer(layout.items, indexOf, focus, removeOne, seenOne)
  const openViewer = viewer.open
  const keyboardState = useLatest({ layout, focusedIndex, lightboxOpen: viewer.lightboxId !== null })
  useEffect(() => {
    if (viewer.titleFocus > 0) titleRef.current?.focus()
  }, [viewer.titleFocus])
  useDayKeyboard(keyboardState, {
    itemById,
    focusIndex,
    toggleFlag,
    removeOne,
    clearAbove,
    openScreenshot: viewer.open,
    openShortcuts: () => setShortcutsOpen(true),
    announce: setAnnouncement,
  })
  const grid = review?.grid ?? null
  useOpenAt(openAt, layout.items, buckets, focus)
  useSeenItems(items, onSeen, grid === null ? layout : 'grid')

  const actions = useMemo<ItemActions>(
    () => ({
      focus: (id) => setCurrent((prev) => (prev !== null && sameId(prev, id) ? prev : id)),
      flag: (id, wanted) => {
        const item = itemById(id)
        if (item) toggleFlag(item, wanted)
      },
      remove: removeOne,
      open: (id) => {
        setCurrent(id)
        openViewer(id)
      },
      reveal: (id) =>
        setRevealed((prev) => {
          const next = new Set(prev)
          if (next.has(id)) next.delete(id)
          else next.add(id)
          return next
        }),
    }),
    [itemById, toggleFlag, removeOne, setCurrent, openViewer],
  )

  // Goes back only once the server has cleared the items (and no sooner than the back delay);
  // a failure keeps the parent here, with the items restored and the error toast.
  const deleteAll = () => {
    const delay = new Promise((resolve) => setTimeout(resolve, backDelayMs(allItems)))
    void Promise.all([clear(allItems, 'Deleting all unflagged items'), delay]).then(([ok]) => {
      if (ok && stillShown()) onAllDeleted()
    })
  }

  const onClear = useCallback((items: readonly UserActivityItem[], text: string) => void clear(items, text), [clear])
  const tabStop = focusedIndex ?? firstRenderedItem(layout.rows, firstRendered)
  const renderRow = useCallback(
    (row: FeedRow) => (
      <FeedRowView
        row={row}
        sections={sections}
        userId={userId}
        offset={offset}
        focusedIndex={focusedIndex}
        tabStop={tabStop}
        safe={safe}
        revealed={revealed}
        actions={actions}
        onClear={onClear}
      />
    ),
    [sections, userId, offset, focusedIndex, tabStop, safe, revealed, actions, onClear],
  )
  const onRangeChange = useCallback((first: number) => setFirstRendered(first), [])

  const { view, clearable: clearableCount, deleteAllText } = dayState
  const deleteAllButton = (
    <Button variant="danger" onClick={deleteAll}>
      {deleteAllText}
    </Button>
  )
  const shown = viewer.index >= 0 ? viewer.screenshots[viewer.index]! : null

  return (
    <ReviewMarksContext value={review?.marks ?? noMarks}>
      <div className={`page activity-day${safe ? ' is-safe' : ''}${grid ? ' is-grid' : ''}`}>
        <DayHeader
          title={weekdayDate(date)}
          titleRef={titleRef}
          progress={progress}
          back={back}
          refetch={refetch}
          safe={safe}
          onSafe={onSafe}
          onShortcuts={() => setShortcutsOpen(true)}
          tools={review?.tools}
        />
        <div className="visually-hidden" aria-live="polite">
          {announcement}
        </div>
        {view === 'items' && review?.panel(dayActions)}
        {view === 'items' ? (
          <div ref={items}>
            {grid ? (
              grid({ items: layout.items, offset, safe, revealed, focus, actions, dayActions })
            ) : (
              <>
                <Timeline buckets={buckets} onHour={(i) => focusIndex(i, 'start')} />
                <VirtualRows
                  ref={list}
                  rows={layout.rows}
                  rowKey={rowKey}
                  estimateHeight={estimateRow}
                  renderRow={renderRow}
                  pinnedRow={pinnedRow}
                  // Three rows each side: a screenshot is most of a screen tall, so this is still more
                  // than a screen ahead, and the first paint builds half as many cards below the fold.
                  overscan={3}
                  className="feed"
                  onRangeChange={onRangeChange}
                />
              </>
            )}
          </div>
        ) : (
          <DayEmpty view={view} back={back} hiddenCount={hiddenToReview(feeds)} userId={userId} deleteAllButton={deleteAllButton} />
        )}
        {view === 'items' && clearableCount > 0 && <div className="activity-day__footer">{deleteAllButton}</div>}
        {shown && (
          <Lightbox
            items={viewer.screenshots}
            index={viewer.index}
            offset={offset}
            safe={safe}
            revealed={revealed.has(shown.id)}
            onIndex={viewer.show}
            onClose={viewer.close}
            onFlag={actions.flag}
            onReveal={actions.reveal}
            onDelete={viewer.deleteShown}
          />
        )}
        <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      </div>
    </ReviewMarksContext>
  )
}

const noMarks: ReviewMarks = { reasonsOf: () => undefined, inSample: () => false, highlighted: null }
