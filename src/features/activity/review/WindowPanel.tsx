/**
 * Two weeks of review on an activity page (a child's, or every child's), from the days loaded so
 * far: the search results, the heatmap and the "May need a look" list. The reasons are computed
 * once per loaded window and preferences; a keystroke only scans the search index.
 */
import { useDeferredValue, useMemo } from 'react'
import { dayBounds, heatmap } from '@domain/activity/heatmap'
import { unlockRequestOf } from '@domain/activity/item-reasons'
import { rankEntries, splitByReason } from '@domain/activity/ranking'
import type { ReviewPreferences } from '@domain/activity/review-item'
import type { LoadedDay, NamedChild } from '@domain/activity/review-window'
import { buildSearchIndex, searchIndex } from '@domain/activity/search'
import { formatIsoDate, type PlainDate } from '@domain/calendar/dates'
import { sameId } from '@domain/api/ids'
import type { ActivityFeed, SecurityEvent, UnlockRequest } from '@domain/api/wire'
import type { WindowResult } from '../../../data'
import { loadedDay, reviewOf } from './entries'
import { type DayState, Heatmap } from './Heatmap'
import { NeedsALook } from './NeedsALook'
import { SearchResults } from './SearchResults'
import './review.css'

export interface WindowPanelProps {
  readonly userId: string | null
  readonly offset: number
  /** The window's days, newest first, and their reads in the same order. */
  readonly days: readonly PlainDate[]
  readonly reads: WindowResult<ActivityFeed | readonly ActivityFeed[]>
  readonly children: readonly NamedChild[]
  readonly securityEvents: readonly SecurityEvent[]
  readonly unlockRequests: readonly UnlockRequest[]
  readonly preferences: ReviewPreferences
  readonly query: string
}

export function WindowPanel({ userId, offset, days, reads, children, securityEvents, unlockRequests, preferences, query }: WindowPanelProps) {
  const loaded = useMemo(() => {
    const list: LoadedDay[] = []
    reads.reads.forEach((read, i) => {
      if (read.data !== undefined) list.push(loadedDay(days[i]!, read.data, userId, children))
    })
    return list
  }, [reads, days, userId, children])
  // The events and requests of the children shown.
  const events = useMemo(
    () => (userId === null ? securityEvents : securityEvents.filter((e) => e.case !== 'child' || sameId(e.childId, userId))),
    [securityEvents, userId],
  )
  const requests = useMemo(
    () => (userId === null ? unlockRequests : unlockRequests.filter((r) => sameId(r.userId, userId))),
    [unlockRequests, userId],
  )
  const review = useMemo(
    () => reviewOf(loaded, { offset, securityEvents: events, unlockRequests: requests, preferences }),
    [loaded, offset, events, requests, preferences],
  )
  const needsALook = useMemo(() => splitByReason(rankEntries(review.entries)).needsALook, [review])
  const heatRows = useMemo(() => {
    const rows = heatmap({
      days: loaded.map((d) => dayBounds(d.date, offset)),
      entries: review.entries,
      securityEvents: events,
      requests: requests.map(unlockRequestOf),
    })
    const byDate = new Map(rows.map((row) => [formatIsoDate(row.date), row]))
    return days.map((date, i) => {
      const read = reads.reads[i]
      const state: DayState = read?.data !== undefined ? 'loaded' : read?.status === 'error' ? 'failed' : 'loading'
      return { date, state, row: byDate.get(formatIsoDate(date)) ?? null }
    })
  }, [loaded, review, events, requests, days, reads, offset])
  const index = useMemo(() => buildSearchIndex(review.entries), [review])
  const typed = useDeferredValue(query)
  const results = useMemo(() => searchIndex(index, typed), [index, typed])
  const names = useMemo(() => (userId === null ? new Map(children.map((c) => [c.id, c.name])) : null), [children, userId])
  const partial = reads.settled < reads.total
  return (
    <div className="window-panel">
      {typed.trim() !== '' && <SearchResults query={typed} days={results} userId={userId} offset={offset} names={names} partial={partial} />}
      <Heatmap rows={heatRows} userId={userId} />
      <NeedsALook entries={needsALook} userId={userId} offset={offset} names={names} />
    </div>
  )
}
