/**
 * Smarter review on a day page. With time order, the list and no sample, nothing of it loads.
 * Otherwise the review code and the two weeks (for first uses, with the page's own day in place
 * of the window's copy) load, and the page gets: each item's reasons, the order (what may need a
 * look first, or the sample first), the grid, "Reviewed enough" with the day's kept sample, and
 * the items the parent looks at while sampling.
 */
import { useCallback, useMemo, useState } from 'react'
import { windowDays } from '@domain/activity/review-window'
import type { PlainDate } from '@domain/calendar/dates'
import type { ActivityFeed, UserActivityItem } from '@domain/api/wire'
import { now, queries, useQuery, useWindowQuery } from '../../../data'
import type { DayReview } from '../DayFeed'
import type { ReviewMarks } from '../review-marks'
import { DayReviewTools } from './DayReviewTools'
import { useReviewModule } from './load'
import { dayKey, keptDays, useDayOrder, useDayView, useKeptDays, useReviewPreferences, withDay } from './storage'
import { useToday } from './TwoWeeks'

export interface DayReviewInput {
  readonly urlDate: string
  readonly date: PlainDate | null
  readonly userId: string | null
  readonly offset: number
  readonly feeds: readonly ActivityFeed[] | undefined
  /** The item the page was opened at (its id). */
  readonly highlighted: string | undefined
}

export interface DayReviewOutput {
  /** The feeds in the page's order (as given while review is off or on its way). */
  readonly feeds: readonly ActivityFeed[] | undefined
  /** Review wanted and its code still on the way: the page waits (it would change order). */
  readonly waiting: boolean
  readonly review: DayReview
}

const noChildren: readonly { id: string; name: string }[] = []
const randomSeed = (): number => crypto.getRandomValues(new Int32Array(1))[0]!

export function useDayReview({ urlDate, date, userId, offset, feeds, highlighted }: DayReviewInput): DayReviewOutput {
  const [view, setView] = useDayView()
  const [order, setOrder] = useDayOrder()
  const [preferences, setPreferences] = useReviewPreferences()
  const [days, setDays] = useKeptDays()
  const key = dayKey(userId, urlDate)
  const kept = days[key]
  const [panelOpen, setPanelOpen] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const sampling = kept?.sample !== undefined
  const wanted = date !== null && (order === 'rank' || view === 'grid' || sampling || panelOpen || settingsOpen)
  const { mod, failed } = useReviewModule(wanted)
  // The first drawing of the day waits for the review code it wants (its order, the grid); later
  // switches draw at once and add what the code brings when it is here.
  const [firstDrawing, setFirstDrawing] = useState(true)
  const codeMissing = wanted && !mod && !failed
  if (firstDrawing && !codeMissing && feeds !== undefined) setFirstDrawing(false)

  const today = useToday(offset)
  const window = useMemo(() => windowDays(today), [today])
  const def = useMemo(() => (wanted ? queries.activityWindow(userId, window, offset) : null), [wanted, userId, window, offset])
  const reads = useWindowQuery(def)
  const events = useQuery(wanted ? queries.securityEvents() : null)
  const unlock = useQuery(wanted ? queries.unlockRequests() : null)
  const users = useQuery(wanted && userId === null ? queries.users() : null)
  const children = useMemo(() => users.data?.map((u) => ({ id: u.id, name: u.name })) ?? noChildren, [users.data])
  const securityEvents = events.data
  const unlockRequests = unlock.data

  const review = useMemo(() => {
    if (!mod || !feeds || !date) return null
    const loaded = reads.reads.flatMap((read, i) => (read.data !== undefined ? [mod.loadedDay(window[i]!, read.data, userId, children)] : []))
    const own = mod.loadedDay(date, feeds, userId, children)
    return mod.reviewOf(mod.withDayOf(loaded, own), {
      offset,
      securityEvents: securityEvents ?? [],
      unlockRequests: unlockRequests ?? [],
      preferences,
    })
  }, [mod, feeds, date, reads, window, userId, children, offset, securityEvents, unlockRequests, preferences])
  const dayEntries = useMemo(() => (mod && review && date ? mod.entriesOfDay(review.entries, date) : []), [mod, review, date])
  const keptSample = kept?.sample
  const keptSeen = kept?.seen
  const keptKeys = kept?.kept
  // The draw, and what "Delete the rest" kept (the draw takes a share of fewer items once the rest is gone).
  const sample = useMemo(() => {
    if (!mod || !keptSample) return null
    const keys = new Set(mod.sampleDay(dayEntries, keptSample.seed, keptSample.share))
    for (const k of keptKeys ?? []) keys.add(k)
    return { keys, share: keptSample.share }
  }, [mod, keptSample, keptKeys, dayEntries])
  const seen = useMemo(() => new Set(keptSeen ?? []), [keptSeen])

  // The page's order: the sample first (what may need a look on top), else by rank, else time.
  const ordered = useMemo(() => {
    if (!mod || !feeds || (!sample && order !== 'rank')) return feeds
    const ranked = mod.rankEntries(dayEntries)
    const place = new Map<string, number>()
    const first = sample ? ranked.filter((e) => sample.keys.has(e.key)) : ranked
    first.forEach((e, i) => place.set(e.key, i))
    const byPlace = (a: UserActivityItem, b: UserActivityItem) =>
      (place.get(a.id.toLowerCase()) ?? Infinity) - (place.get(b.id.toLowerCase()) ?? Infinity)
    return feeds.map((feed) => ({ ...feed, items: [...feed.items].sort(byPlace) }))
  }, [mod, feeds, sample, order, dayEntries])

  const onSeen = useCallback(
    (keys: readonly string[]) => {
      const stored = keptDays().read()
      const day = stored[key]
      if (!day) return
      const fresh = keys.filter((k) => !day.seen.includes(k))
      if (fresh.length === 0) return
      keptDays().write(withDay(stored, key, { ...day, seen: [...day.seen, ...fresh], keptAt: now() }, now()))
    },
    [key],
  )

  const marks = useMemo<ReviewMarks>(
    () => ({
      reasonsOf: (k) => review?.byKey.get(k)?.reasons.map((r) => r.text),
      inSample: (k) => sample?.keys.has(k) ?? false,
      highlighted: highlighted?.toLowerCase() ?? null,
    }),
    [review, sample, highlighted],
  )
  const panelShown = panelOpen || sampling
  const ReviewSettings = mod?.ReviewSettings
  const tools = (
    <>
      <DayReviewTools
        order={order}
        onOrder={setOrder}
        view={view}
        onView={setView}
        panelShown={panelShown}
        onPanel={() => setPanelOpen((o) => !o)}
        onSettings={() => setSettingsOpen(true)}
        loading={codeMissing}
      />
      {settingsOpen && ReviewSettings && (
        <ReviewSettings open preferences={preferences} onChange={setPreferences} onClose={() => setSettingsOpen(false)} />
      )}
    </>
  )
  const ReviewedEnough = mod?.ReviewedEnough
  const ReviewGrid = mod?.ReviewGrid
  return {
    feeds: ordered,
    waiting: firstDrawing && codeMissing,
    review: {
      marks,
      tools,
      panel: (dayActions) =>
        panelShown && ReviewedEnough ? (
          <ReviewedEnough
            entries={dayEntries}
            sample={sample}
            seen={seen}
            defaultShare={preferences.sampleShare}
            onChoose={(share) => setDays(withDay(days, key, { sample: { seed: randomSeed(), share }, seen: kept?.seen ?? [], keptAt: now() }, now()))}
            onRestDeleted={(keys) => {
              const stored = keptDays().read()
              const day = stored[key]
              if (day) keptDays().write(withDay(stored, key, { ...day, kept: [...keys], keptAt: now() }, now()))
            }}
            onForget={() => {
              setDays(withDay(days, key, null, now()))
              setPanelOpen(false)
            }}
            dayActions={dayActions}
          />
        ) : null,
      grid: view === 'grid' && ReviewGrid ? (props) => <ReviewGrid {...props} /> : null,
      onSeen: sampling ? onSeen : null,
    },
  }
}
