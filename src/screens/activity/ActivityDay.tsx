/**
 * Activity day feed (spec §2): '/children/activity/{urlDate}' (all children) and
 * '/children/{userId}/activity/{urlDate}'. The range is the parent's whole local day.
 *
 * Flagging and clearing are domain events: the view changes at once, the summaries follow,
 * a failure rolls back with an error toast. The feed is windowed (only rows near the viewport
 * are rendered), reviewable by keyboard, with a large viewer, a day timeline and a
 * reviewer-safe mode.
 */
import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  backDelayMs,
  clearableAbove,
  clearableItems,
  deleteAllLabel,
  deleteChildLabel,
  deletePreviousLabel,
  deleteSelection,
} from '@domain/activity/delete'
import {
  dayFeedView,
  feedLayout,
  feedProgress,
  feedSections,
  hiddenToReview,
  moveFocus,
  refreshSpinnerMs,
  type FeedRow,
} from '@domain/activity/feed'
import { feedProgressText } from '@domain/activity/summaries'
import { timelineBuckets } from '@domain/activity/timeline'
import { formatShortDate, localDayRange, parseUrlDate, type PlainDate } from '@domain/dates'
import { type DayPage, activityItemsDeletedEvent, activityItemsFlagSetEvent } from '@domain/events/activity'
import { sameId } from '@domain/ids'
import { cacheKeys, queries, type CacheKey } from '@domain/queries'
import type { ActivityFeed, ScreenshotItem, UserActivityItem } from '@domain/wire'
import { invalidate as invalidatePrefix, runMutation, useQuery } from '../../data'
import { Button, buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { QueryView } from '../../ui/QueryState'
import { NoticeGate } from './ActivityNotice'
import { FeedItem, type ItemActions } from './FeedItem'
import { Lightbox } from './Lightbox'
import { currentTimezoneOffset, reviewerSafeKey, useStoredPreference } from './prefs'
import { ShortcutsDialog } from './ShortcutsDialog'
import { Timeline } from './Timeline'
import { VirtualRows, type VirtualRowsHandle } from './VirtualRows'
import '../../styles/activity.css'

// ── routes' screens ─────────────────────────────────────────────────────────────────────────

export function CombinedActivityDayScreen({ urlDate }: { urlDate: string }) {
  return (
    <NoticeGate>
      <DayGuard urlDate={urlDate} userId={null} />
    </NoticeGate>
  )
}

export function ChildActivityDayScreen({ userId, urlDate }: { userId: string; urlDate: string }) {
  return (
    <NoticeGate>
      <DayGuard urlDate={urlDate} userId={userId} />
    </NoticeGate>
  )
}

type Back = { to: '/children/activity' } | { to: '/children/$userId/activity'; params: { userId: string } }

const backOf = (userId: string | null): Back =>
  userId === null ? { to: '/children/activity' } : { to: '/children/$userId/activity', params: { userId } }

function DayGuard({ urlDate, userId }: { urlDate: string; userId: string | null }) {
  const date = parseUrlDate(urlDate)
  const [offset] = useState(currentTimezoneOffset)
  const back = backOf(userId)
  if (!date) {
    return (
      <div className="page">
        <EmptyState
          title="That day doesn't exist"
          action={
            <Link {...back} className={buttonClass('secondary')}>
              Back to screenshots
            </Link>
          }
        >
          <p>The address should end with a date written as month-day-year, like 11-22-2026.</p>
        </EmptyState>
      </div>
    )
  }
  return userId === null ? (
    <CombinedDay date={date} urlDate={urlDate} offset={offset} />
  ) : (
    <ChildDay date={date} urlDate={urlDate} offset={offset} userId={userId} />
  )
}

interface DayProps {
  date: PlainDate
  urlDate: string
  offset: number
}

function CombinedDay({ date, urlDate, offset }: DayProps) {
  const range = useMemo(() => localDayRange(date, offset), [date, offset])
  const query = useQuery(queries.combinedActivityFeed(urlDate, range, offset))
  return (
    <QueryView query={query} loadingLabel="Loading screenshots…">
      {(feeds) => (
        <DayFeed
          feeds={feeds}
          date={date}
          offset={offset}
          userId={null}
          refetch={query.refetch}
          invalidate={[cacheKeys.users(), cacheKeys.dashboard()]}
        />
      )}
    </QueryView>
  )
}

function ChildDay({ date, urlDate, offset, userId }: DayProps & { userId: string }) {
  const range = useMemo(() => localDayRange(date, offset), [date, offset])
  const query = useQuery(queries.userActivityFeed(userId, urlDate, range))
  const feeds = useMemo(() => (query.data ? [query.data] : undefined), [query.data])
  return (
    <QueryView query={{ ...query, data: feeds }} loadingLabel="Loading screenshots…">
      {(list) => (
        <DayFeed
          feeds={list}
          date={date}
          offset={offset}
          userId={userId}
          refetch={query.refetch}
          invalidate={[cacheKeys.userActivity(userId), cacheKeys.combinedActivity(), cacheKeys.dashboard()]}
        />
      )}
    </QueryView>
  )
}

// ── the feed ────────────────────────────────────────────────────────────────────────────────

interface DayFeedProps {
  feeds: readonly ActivityFeed[]
  date: PlainDate
  offset: number
  userId: string | null
  refetch: () => Promise<void>
  invalidate: CacheKey[]
}

const isTyping = (el: EventTarget | null): boolean => {
  if (!(el instanceof HTMLElement)) return false
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}

function estimateRow(row: FeedRow, width: number): number {
  switch (row.kind) {
    case 'section':
      return 64
    case 'suspension':
      return 44
    case 'delete-previous':
      return 72
    case 'section-end':
      return 16
    case 'item': {
      const item = row.item
      if (item.case === 'screenshot') {
        const w = Math.max(1, Math.min(width, 880) - 2)
        const ratio = item.width > 0 ? item.height / item.width : 0.625
        return Math.round(w * ratio) + 68
      }
      const lines = item.line.split('\n').length
      return 96 + lines * 24
    }
  }
}

const rowKey = (row: FeedRow) => row.key

/** How long after the last flag or delete the page asks the server for its own counts. */
const syncAfterIdleMs = 3_000

function DayFeed({ feeds, date, offset, userId, refetch, invalidate }: DayFeedProps) {
  const navigate = useNavigate()
  const back = backOf(userId)
  const sections = useMemo(() => feedSections(feeds, userId ?? undefined), [feeds, userId])
  const layout = useMemo(() => feedLayout(sections), [sections])
  const progress = useMemo(() => feedProgress(feeds), [feeds])
  const allItems = useMemo(() => feeds.flatMap((f) => f.items), [feeds])
  const buckets = useMemo(() => timelineBuckets(layout.items, date, offset), [layout.items, date, offset])
  const indexOf = useMemo(() => {
    const map = new Map<string, number>()
    layout.items.forEach((item, i) => map.set(item.id.toLowerCase(), i))
    return map
  }, [layout.items])
  const screenshots = useMemo(
    () => layout.items.filter((item): item is ScreenshotItem => item.case === 'screenshot'),
    [layout.items],
  )

  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [focusRequest, setFocusRequest] = useState<{ id: string; align: 'start' | 'nearest'; n: number } | null>(null)
  const [lightboxId, setLightboxId] = useState<string | null>(null)
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const [safe, setSafe] = useStoredPreference(reviewerSafeKey)
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set())
  const [refreshing, setRefreshing] = useState(false)
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

  const focusedIndex = focusedId === null ? null : (indexOf.get(focusedId.toLowerCase()) ?? null)
  const pinnedRow = focusedIndex === null ? null : (layout.rowOfItem[focusedIndex] ?? null)

  // ── actions ──
  // The views change at once through the events; the server's own counts are fetched once the
  // parent pauses (and on leaving), not after every keystroke of a fast review.
  const syncTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const syncPrefixes = useRef(invalidate)
  syncPrefixes.current = invalidate
  const syncNow = useCallback(() => {
    if (syncTimer.current !== null) clearTimeout(syncTimer.current)
    syncTimer.current = null
    for (const prefix of syncPrefixes.current) void invalidatePrefix(prefix)
  }, [])
  const syncSoon = useCallback(() => {
    if (syncTimer.current !== null) clearTimeout(syncTimer.current)
    syncTimer.current = setTimeout(syncNow, syncAfterIdleMs)
  }, [syncNow])
  useEffect(
    () => () => {
      if (syncTimer.current !== null) syncNow()
    },
    [syncNow],
  )

  // The page as it stands when the parent acts (events carry the day's counts after the action).
  const page = useRef<DayPage>({ feeds, date })
  useLayoutEffect(() => {
    page.current = userId === null ? { feeds, date } : { feeds, date, childId: userId }
  })
  const clear = useCallback(
    (items: readonly UserActivityItem[], what: string) => {
      const clearable = clearableItems(items)
      if (clearable.length === 0) return Promise.resolve(true)
      setAnnouncement(`${what}`)
      return runMutation('DeleteActivityItems_v2', deleteSelection(clearable), {
        event: activityItemsDeletedEvent(page.current, clearable),
      }).then((r) => {
        syncSoon()
        return r.ok
      })
    },
    [syncSoon],
  )

  const toggleFlag = useCallback(
    (item: UserActivityItem) => {
      setAnnouncement(item.flagged ? 'Unflagged' : 'Flagged')
      void runMutation('FlagActivityItems', item.ids.length > 0 ? item.ids : [item.id], {
        event: activityItemsFlagSetEvent(page.current, [{ id: item.id, createdAt: item.createdAt, flagged: !item.flagged }]),
      }).then(syncSoon)
    },
    [syncSoon],
  )

  // The latest state, for handlers that must stay stable (memoised rows, document keys).
  const state = useRef({ layout, indexOf, focusedIndex, screenshots, lightboxId })
  state.current = { layout, indexOf, focusedIndex, screenshots, lightboxId }

  const itemById = useCallback((id: string): UserActivityItem | undefined => {
    const { layout, indexOf } = state.current
    const i = indexOf.get(id.toLowerCase())
    return i === undefined ? undefined : layout.items[i]
  }, [])

  const focusIndex = useCallback((index: number | null, align: 'start' | 'nearest' = 'nearest') => {
    if (index === null) return
    const item = state.current.layout.items[index]
    if (!item) return
    setFocusedId(item.id)
    setFocusRequest((prev) => ({ id: item.id, align, n: (prev?.n ?? 0) + 1 }))
  }, [])

  /** Clears one item; focus moves to the item that takes its place. */
  const removeOne = useCallback(
    (id: string) => {
      const item = itemById(id)
      if (!item || item.flagged) return
      const { layout, indexOf, focusedIndex } = state.current
      const index = indexOf.get(id.toLowerCase())!
      if (focusedIndex === index) {
        const next = layout.items[index + 1] ?? layout.items[index - 1]
        if (next) {
          setFocusedId(next.id)
          setFocusRequest((prev) => ({ id: next.id, align: 'nearest', n: (prev?.n ?? 0) + 1 }))
        } else setFocusedId(null)
      }
      void clear([item], 'Deleted 1 item')
    },
    [clear, itemById],
  )

  const clearAbove = useCallback(() => {
    const { layout, focusedIndex } = state.current
    if (focusedIndex === null) return
    const above = clearableAbove(layout.items, focusedIndex)
    if (above.length === 0) {
      setAnnouncement('Nothing above to delete')
      return
    }
    void clear(above, `Deleted ${above.length} ${above.length === 1 ? 'item' : 'items'} above`)
    const keep = layout.items[focusedIndex]
    if (keep) setFocusRequest((prev) => ({ id: keep.id, align: 'nearest', n: (prev?.n ?? 0) + 1 }))
  }, [clear])

  const actions = useMemo<ItemActions>(
    () => ({
      focus: (id) => setFocusedId((prev) => (prev !== null && sameId(prev, id) ? prev : id)),
      flag: (id) => {
        const item = itemById(id)
        if (item) toggleFlag(item)
      },
      remove: removeOne,
      open: (id) => {
        setFocusedId(id)
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
    [itemById, toggleFlag, removeOne],
  )

  // Move keyboard focus to the requested item once it is rendered (it is pinned, so it is).
  useLayoutEffect(() => {
    if (!focusRequest) return
    const i = indexOf.get(focusRequest.id.toLowerCase())
    if (i === undefined) return
    const row = layout.rowOfItem[i]
    if (row !== undefined) list.current?.scrollToRow(row, focusRequest.align)
    const el = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(layout.items[i]!.id)}"]`)
    el?.focus({ preventScroll: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request: a later layout or index change must not move focus again
  }, [focusRequest])

  // ── keyboard review ──
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (isTyping(event.target)) return
      if (state.current.lightboxId !== null) return
      if (document.querySelector('dialog[open]')) return
      const { layout, focusedIndex } = state.current
      const target = event.target instanceof HTMLElement ? event.target : null
      // The review keys act only where the parent is reviewing: inside the feed (f and d only on
      // an item, on that item). Elsewhere (a sidebar link, a switch) they keep their usual
      // meaning, so a stray key never flags or deletes an item out of sight (WCAG 2.1.4). With
      // nothing focused at all, j and k step into the feed; '?' only opens the help.
      const inFeed = target?.closest('.vrows.feed') != null
      const nothingFocused = target === null || target === document.body || target === document.documentElement
      const card = target?.closest<HTMLElement>('[data-item-id]') ?? null
      const onCard = target !== null && target === card
      const focused = card?.dataset.itemId !== undefined ? itemById(card.dataset.itemId) : undefined
      if (event.key !== '?' && !inFeed && !(nothingFocused && (event.key === 'j' || event.key === 'k'))) return
      switch (event.key) {
        case 'j':
        case 'ArrowDown':
          focusIndex(moveFocus(focusedIndex, 1, layout.items.length))
          break
        case 'k':
        case 'ArrowUp':
          focusIndex(moveFocus(focusedIndex, -1, layout.items.length))
          break
        case 'f':
          if (!focused) return
          toggleFlag(focused)
          break
        case 'd':
        case 'Delete':
          if (!focused) return
          if (focused.flagged) setAnnouncement('Flagged items are kept; unflag to delete')
          else removeOne(focused.id)
          break
        case 'D':
          if (!event.shiftKey || !focused) return
          clearAbove()
          break
        case 'Enter':
        case ' ':
          if (!onCard || !focused) return
          if (focused.case === 'screenshot') setLightboxId(focused.id)
          else return
          break
        case '?':
          setShortcutsOpen(true)
          break
        default:
          return
      }
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [focusIndex, toggleFlag, removeOne, clearAbove, itemById])

  // ── page buttons ──
  const refresh = async () => {
    setRefreshing(true)
    await Promise.all([refetch(), new Promise((r) => setTimeout(r, refreshSpinnerMs))])
    if (mounted.current) setRefreshing(false)
  }

  // Goes back only once the server has cleared the items (and no sooner than the spec's delay);
  // a failure keeps the parent here, with the items restored and the error toast.
  const deleteAll = () => {
    const delay = new Promise((resolve) => setTimeout(resolve, backDelayMs(allItems)))
    void Promise.all([clear(allItems, 'Deleting all unflagged items'), delay]).then(([ok]) => {
      if (ok && mounted.current) void navigate(back)
    })
  }

  const renderRow = useCallback(
    (row: FeedRow) => {
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
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void clear(sectionItems, `Deleting ${row.userName}'s unflagged items`)}
                >
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
              tabStop={focusedIndex === null ? row.itemIndex === firstRenderedItem(layout.rows, firstRendered) : row.itemIndex === focusedIndex}
              current={row.itemIndex === focusedIndex}
              safe={safe}
              revealed={revealed.has(row.item.id)}
              actions={actions}
            />
          )
        case 'delete-previous':
          return (
            <div className="feed-chunk-end">
              <Button variant="secondary" onClick={() => void clear(row.items, `Deleted ${row.items.length} items`)}>
                {deletePreviousLabel(row.items.length)}
              </Button>
            </div>
          )
        case 'section-end':
          return <div className="feed-section-end" />
      }
    },
    [offset, focusedIndex, layout.rows, firstRendered, safe, revealed, actions, clear, userId, sections],
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

  const title = formatShortDate(date)
  // With nothing shown the page says why: everything reviewed, or only items the child's setting
  // hides are left (they still count in the progress, and delete-all clears them).
  const view = dayFeedView(feeds)
  const hiddenCount = hiddenToReview(feeds)
  const clearableCount = clearableItems(allItems).length
  const deleteAllButton = (
    <Button variant="danger" onClick={deleteAll}>
      {deleteAllLabel(allItems)}
    </Button>
  )

  return (
    <div className={`page activity-day${safe ? ' is-safe' : ''}`}>
      <header className="activity-day__header">
        <Link {...back} className={buttonClass('ghost', 'sm')}>
          ← Back
        </Link>
        <div className="activity-day__title">
          <h1 ref={titleRef} tabIndex={-1}>
            {title}
          </h1>
          <p className="activity-day__progress">
            {feedProgressText(progress)}
          </p>
        </div>
        <div className="activity-day__tools">
          <Button variant="secondary" size="sm" loading={refreshing} onClick={() => void refresh()}>
            Check for new Screenshots
          </Button>
          <button type="button" role="switch" aria-checked={safe} className="switch" onClick={() => setSafe(!safe)}>
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            Reviewer-safe mode
          </button>
          <Button variant="ghost" size="sm" aria-keyshortcuts="?" onClick={() => setShortcutsOpen(true)}>
            Keyboard shortcuts
          </Button>
        </div>
      </header>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>

      {view === 'caught-up' ? (
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
      ) : view === 'hidden-only' ? (
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
            {hiddenCount} {hiddenCount === 1 ? 'item' : 'items'} from filter suspensions{' '}
            {hiddenCount === 1 ? 'is' : 'are'} hidden because showing activity during filter suspensions is off in{' '}
            {userId === null ? "the children's" : "this child's"} settings. They still count as not reviewed; delete them
            to finish this day.
          </p>
        </EmptyState>
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
            className="feed"
            onRangeChange={onRangeChange}
          />
        </>
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
          onDelete={(id) => {
            const next = screenshots[lightboxIndex + 1] ?? screenshots[lightboxIndex - 1]
            if (next && !sameId(next.id, id)) {
              actions.remove(id)
              setLightboxId(next.id)
              return
            }
            // The last screenshot: close the viewer and put focus on a neighbouring item (or the
            // page's title when nothing is left), not on the <body> the removed card leaves.
            const i = indexOf.get(id.toLowerCase())
            const neighbour = i === undefined ? undefined : (layout.items[i + 1] ?? layout.items[i - 1])
            actions.remove(id)
            setLightboxId(null)
            if (neighbour) {
              setFocusedId(neighbour.id)
              setFocusRequest((prev) => ({ id: neighbour.id, align: 'nearest', n: (prev?.n ?? 0) + 1 }))
            } else setTitleFocus((n) => n + 1)
          }}
        />
      )}
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </div>
  )
}

/** The flat index of the first item at or after row `from` (the tab stop when nothing is focused). */
function firstRenderedItem(rows: readonly FeedRow[], from: number): number {
  for (let r = from; r < rows.length; r++) {
    const row = rows[r]!
    if (row.kind === 'item') return row.itemIndex
  }
  return 0
}
