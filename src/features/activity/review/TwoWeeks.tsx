/**
 * The two weeks on an activity page (a child's days, or every child's): loaded on demand ("Look
 * across two weeks", or by typing in the search field), three days at a time, with a progress
 * line and each failed day's Try again while the others work; then search across them, the
 * "May need a look" list and the heatmap (./WindowPanel.tsx, loaded with the review code), and
 * the review settings.
 */
import { lazy, Suspense, useId, useMemo, useState } from 'react'
import { windowDays, windowProgressText } from '@domain/activity/review-window'
import { formatIsoDate, localDayOf, parseIsoDate } from '@domain/calendar/dates'
import { weekdayDate } from '@domain/time'
import { queries, useNow, useQuery, useWindowQuery } from '../../../data'
import { Button } from '../../../ui/Button'
import { loadReview } from './load'
import { useReviewPreferences, useWindowOpen } from './storage'
import './review-tools.css'

const WindowPanel = lazy(() => loadReview().then((m) => ({ default: m.WindowPanel })))
const ReviewSettings = lazy(() => loadReview().then((m) => ({ default: m.ReviewSettings })))

const noChildren: readonly { id: string; name: string }[] = []

/** Today as the page counts days, checked every minute (a new day starts a new window). */
export function useToday(offset: number) {
  const nowMs = useNow(60_000)
  const iso = formatIsoDate(localDayOf(nowMs, offset))
  return useMemo(() => parseIsoDate(iso)!, [iso])
}

export function TwoWeeks({ userId, offset }: { userId: string | null; offset: number }) {
  const headingId = useId()
  const searchId = useId()
  const [open, setOpen] = useWindowOpen()
  const [query, setQuery] = useState('')
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [preferences, setPreferences] = useReviewPreferences()
  const today = useToday(offset)
  const days = useMemo(() => windowDays(today), [today])
  const def = useMemo(() => (open ? queries.activityWindow(userId, days, offset) : null), [open, userId, days, offset])
  const reads = useWindowQuery(def)
  const events = useQuery(open ? queries.securityEvents() : null)
  const unlock = useQuery(open ? queries.unlockRequests() : null)
  const users = useQuery(open && userId === null ? queries.users() : null)
  const children = useMemo(() => users.data?.map((u) => ({ id: u.id, name: u.name })) ?? noChildren, [users.data])
  const progress = windowProgressText(reads.settled, reads.total)
  const failed = reads.reads.flatMap((read, i) => (read.status === 'error' ? [{ read, date: days[i]! }] : []))

  return (
    <section className="card two-weeks" aria-labelledby={headingId}>
      <div className="two-weeks__head">
        <h2 id={headingId}>Two weeks</h2>
        <Button variant="ghost" size="sm" onClick={() => setSettingsOpen(true)}>
          Review settings
        </Button>
      </div>
      {!open && (
        <div className="two-weeks__start">
          <p className="muted">
            Search typed text across every day that is kept, see what may need a look first, and where the unreviewed hours are.
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Look across two weeks
          </Button>
        </div>
      )}
      <div className="two-weeks__search">
        <label htmlFor={searchId} className="field__label">
          Search typed text and apps
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          value={query}
          autoComplete="off"
          placeholder="e.g. vpn"
          onChange={(e) => {
            setQuery(e.currentTarget.value)
            if (!open) setOpen(true)
          }}
        />
      </div>
      <p className="two-weeks__progress" role="status">
        {progress}
      </p>
      {failed.length > 0 && (
        <ul className="two-weeks__failed">
          {failed.map(({ read, date }) => (
            <li key={read.key}>
              <span>Couldn’t load {weekdayDate(date)}.</span>
              <Button variant="secondary" size="sm" loading={read.isFetching} onClick={() => void read.refetch()}>
                Try again
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <WindowPanel
            userId={userId}
            offset={offset}
            days={days}
            reads={reads}
            children={children}
            securityEvents={events.data ?? []}
            unlockRequests={unlock.data ?? []}
            preferences={preferences}
            query={query}
          />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ReviewSettings open preferences={preferences} onChange={setPreferences} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </section>
  )
}
