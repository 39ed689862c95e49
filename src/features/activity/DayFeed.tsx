/**
 * The activity day's feed, drawn from plain props: one or more children's items for the day,
 * windowed (only rows near the viewport are rendered), reviewable by keyboard, with a large
 * viewer, a day timeline and a reviewer-safe mode. Flags and deletes go to the commands it is
 * given, which change the view at once (domain events) and roll back on failure.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { backDelayMs, clearableItems, deleteAllLabel } from '@domain/activity/delete'
import { dayFeedView, feedLayout, feedProgress, feedSections, hiddenToReview, type FeedRow } from '@domain/activity/feed'
import { timelineBuckets } from '@domain/activity/timeline'
import type { PlainDate } from '@domain/calendar/dates'
import { weekdayDate } from '@domain/time'
import { sameId } from '@domain/api/ids'
import type { ActivityFeed, ScreenshotItem, UserActivityItem } from '@domain/api/wire'
import { Button } from '../../ui/Button'
import { backOf, DayHeader } from './DayHeader'
import { DayEmpty, estimateRow, FeedRowView, firstRenderedItem, rowKey } from './DaySections'
import type { ItemActions } from './FeedItem'
import { Lightbox } from './Lightbox'
import { ShortcutsDialog } from './ShortcutsDialog'
import { Timeline } from './Timeline'
import { type DayCommands, useDayActions } from './useDayActions'
import { indexById, useDayKeyboard, useFeedFocus, useLatest } from './useDayKeyboard'
import { VirtualRows, type VirtualRowsHandle } from '../../ui/VirtualRows'

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
}

export function DayFeed({ feeds, date, offset, userId, refetch, commands, safe, onSafe, onAllDeleted }: DayFeedProps) {
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

  const [lightboxId, setLightboxId] = useState<string | null>(null)
  // The viewer's screenshots, listed only while it is open.
  const viewing = lightboxId !== null
  const screenshots = useMemo(
    () => (viewing ? layout.items.filter((item): item is ScreenshotItem => item.case === 'screenshot') : []),
    [layout.items, viewing],
  )
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set())
  const [announcement, setAnnouncement] = useState('')
  const [firstRendered, setFirstRendered] = useState(0)
  const list = useRef<VirtualRowsHandle>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  // Bumped to put focus on the title once the viewer is gone (a passive effect: after it closed).
  const [titleFocus, setTitleFocus] = useState(0)
  useEffect(() => {
    if (titleFocus > 0) titleRef.current?.focus()
  }, [titleFocus])
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const focus = useFeedFocus(layout, indexOf, list)
  const { focusedIndex, focusIndex, focusId, setCurrent } = focus
  const pinnedRow = focusedIndex === null ? null : (layout.rowOfItem[focusedIndex] ?? null)
  const latest = useLatest({ feeds, date, layout, indexOf, focusedIndex, lightboxOpen: lightboxId !== null })
  const { itemById, clear, toggleFlag, removeOne, clearAbove } = useDayActions({
    userId,
    commands,
    latest,
    focus,
    announce: setAnnouncement,
  })
  useDayKeyboard(latest, {
    itemById,
    focusIndex,
    toggleFlag,
    removeOne,
    clearAbove,
    openScreenshot: setLightboxId,
    openShortcuts: () => setShortcutsOpen(true),
    announce: setAnnouncement,
  })

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
        setLightboxId(id)
      },
      reveal: (id) =>
        setRevealed((prev) => {
          const next = new Set(prev)
          if (next.has(id)) next.delete(id)
          else next.add(id)
          return next
        }),
    }),
    [itemById, toggleFlag, removeOne, setCurrent],
  )

  // Goes back only once the server has cleared the items (and no sooner than the back delay);
  // a failure keeps the parent here, with the items restored and the error toast.
  const deleteAll = () => {
    const delay = new Promise((resolve) => setTimeout(resolve, backDelayMs(allItems)))
    void Promise.all([clear(allItems, 'Deleting all unflagged items'), delay]).then(([ok]) => {
      if (ok && mounted.current) onAllDeleted()
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

  const lightboxIndex = lightboxId === null ? -1 : screenshots.findIndex((s) => sameId(s.id, lightboxId))
  const closeLightbox = () => {
    const id = lightboxId
    setLightboxId(null)
    if (id) {
      const i = indexOf.get(id.toLowerCase())
      if (i !== undefined) focusIndex(i)
    }
  }
  const deleteInLightbox = (id: string) => {
    const next = screenshots[lightboxIndex + 1] ?? screenshots[lightboxIndex - 1]
    if (next && !sameId(next.id, id)) {
      actions.remove(id)
      setLightboxId(next.id)
      return
    }
    // The last screenshot: close the viewer and put focus on a neighbouring item (or the page's
    // title when nothing is left), not on the <body> the removed card leaves.
    const i = indexOf.get(id.toLowerCase())
    const neighbour = i === undefined ? undefined : (layout.items[i + 1] ?? layout.items[i - 1])
    actions.remove(id)
    setLightboxId(null)
    if (neighbour) focusId(neighbour.id)
    else setTitleFocus((n) => n + 1)
  }

  const { view, clearable: clearableCount, deleteAllText } = dayState
  const deleteAllButton = (
    <Button variant="danger" onClick={deleteAll}>
      {deleteAllText}
    </Button>
  )

  return (
    <div className={`page activity-day${safe ? ' is-safe' : ''}`}>
      <DayHeader
        title={weekdayDate(date)}
        titleRef={titleRef}
        progress={progress}
        back={back}
        refetch={refetch}
        safe={safe}
        onSafe={onSafe}
        onShortcuts={() => setShortcutsOpen(true)}
      />
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {view === 'items' ? (
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
      ) : (
        <DayEmpty view={view} back={back} hiddenCount={hiddenToReview(feeds)} userId={userId} deleteAllButton={deleteAllButton} />
      )}
      {view === 'items' && clearableCount > 0 && <div className="activity-day__footer">{deleteAllButton}</div>}
      {lightboxIndex >= 0 && (
        <Lightbox
          items={screenshots}
          index={lightboxIndex}
          offset={offset}
          safe={safe}
          revealed={revealed.has(screenshots[lightboxIndex]!.id)}
          onIndex={(i) => setLightboxId(screenshots[i]?.id ?? null)}
          onClose={closeLightbox}
          onFlag={actions.flag}
          onReveal={actions.reveal}
          onDelete={deleteInLightbox}
        />
      )}
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </div>
  )
}
