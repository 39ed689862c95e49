/**
 * Activity day screens: '/children/activity/{urlDate}' (all children) and
 * '/children/{userId}/activity/{urlDate}'. The range is the parent's whole local day; an address
 * that names no day says so. The feed itself is DayFeed.tsx: header (DayHeader.tsx), rows
 * (DaySections.tsx), keyboard controller (useDayKeyboard.ts) and actions (useDayActions.ts).
 */
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { localDayRange, parseUrlDate, type PlainDate } from '@domain/calendar/dates'
import { cacheKeys, queries } from '../../data/queries'
import { useQuery } from '../../data'
import { buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { QueryView } from '../../ui/QueryState'
import { NoticeGate } from './ActivityNotice'
import { DayFeed } from './DayFeed'
import { useDrawnAnswer } from './drawn-answer'
import { backOf } from './DayHeader'
import { currentTimezoneOffset } from './prefs'
import './activity.css'

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
  const data = useDrawnAnswer(query.data)
  return (
    <QueryView query={{ ...query, data }} loadingLabel="Loading screenshots…">
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
  const data = useDrawnAnswer(query.data)
  const feeds = useMemo(() => (data ? [data] : undefined), [data])
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
