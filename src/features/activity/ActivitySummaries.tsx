/**
 * Activity day summaries: '/children/activity' (all children) and
 * '/children/{userId}/activity'. One card per day, newest first, each linking to that day's
 * feed; refetched every 30 s (the query's interval). Days are the parent's own, or UTC days
 * when the API counts only those (then a note says so); the route's declaration reads them at
 * that offset, once per page. Above them, the two weeks of smarter review (search, what may need
 * a look, the heatmap), loaded on demand.
 */
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { daySummaries, summaryProgressText, type DaySummary } from '@domain/activity/summaries'
import type { ActivityDay } from '@domain/api/wire'
import { type QueryDef, apiProfile, useQuery } from '../../data'
import { Badge } from '../../ui/Badge'
import { buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { QueryView } from '../../ui/QueryView'
import { NoticeGate } from './ActivityNotice'
import { TwoWeeks } from './review/TwoWeeks'
import './activity.css'

type Summaries<N extends 'CombinedUsersActivitySummaries' | 'UserActivitySummaries'> = { summaries: QueryDef<N>; offset: number }

export function CombinedActivityScreen(props: Summaries<'CombinedUsersActivitySummaries'>) {
  return (
    <NoticeGate>
      <CombinedSummaries {...props} />
    </NoticeGate>
  )
}

export function ChildActivityScreen(props: { userId: string } & Summaries<'UserActivitySummaries'>) {
  return (
    <NoticeGate>
      <ChildSummaries {...props} />
    </NoticeGate>
  )
}

function CombinedSummaries({ summaries, offset }: Summaries<'CombinedUsersActivitySummaries'>) {
  const query = useQuery(summaries)
  return (
    <SummariesPage title="All Child Screenshots" query={query} offset={offset} userId={null}>
      {(days) => <DayList days={days} offset={offset} userId={null} />}
    </SummariesPage>
  )
}

function ChildSummaries({ userId, summaries, offset }: { userId: string } & Summaries<'UserActivitySummaries'>) {
  const query = useQuery(summaries)
  const title = query.data ? `${query.data.userName} Screenshots` : 'Screenshots'
  return (
    <SummariesPage title={title} query={{ ...query, data: query.data?.days }} offset={offset} userId={userId}>
      {(days) => <DayList days={days} offset={offset} userId={userId} />}
    </SummariesPage>
  )
}

function SummariesPage({
  title,
  query,
  offset,
  userId,
  children,
}: {
  title: string
  query: Parameters<typeof QueryView<readonly ActivityDay[]>>[0]['query']
  offset: number
  /** The page's child; null: every child's days. */
  userId: string | null
  children: (days: readonly ActivityDay[]) => React.ReactNode
}) {
  return (
    <div className="page activity-summaries">
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      {apiProfile === '2025-05' && <p className="muted">Days and times here are in UTC (Coordinated Universal Time), as the server counts them.</p>}
      <TwoWeeks userId={userId} offset={offset} />
      <QueryView query={query} loadingLabel="Loading screenshots…" errorHeadingLevel={2}>
        {children}
      </QueryView>
    </div>
  )
}

function DayList({ days, offset, userId }: { days: readonly ActivityDay[]; offset: number; userId: string | null }) {
  const cards = useMemo(() => daySummaries(days, offset), [days, offset])
  if (cards.length === 0) {
    return (
      <EmptyState
        title="Waiting for screenshots..."
        action={
          <Link to="/children" className={buttonClass('secondary')}>
            Back to all children
          </Link>
        }
      >
        <p>
          Screenshots are taken about once a minute while your child uses their computer, and are kept for 2 weeks. They will show up here as soon as
          the first ones arrive.
        </p>
      </EmptyState>
    )
  }
  return (
    <ul className="day-cards">
      {cards.map((card) => (
        <li key={card.urlDate}>
          <DayCard card={card} userId={userId} />
        </li>
      ))}
    </ul>
  )
}

function DayCard({ card, userId }: { card: DaySummary; userId: string | null }) {
  const { progress } = card
  const percent = Math.round(progress.fraction * 100)
  const body = (
    <>
      <span className="day-card__head">
        <span className="day-card__date">{card.label}</span>
        {progress.status === 'completed' && <Badge tone="ok">Completed</Badge>}
        {progress.status === 'flagged' && <Badge tone="error">Flagged</Badge>}
      </span>
      <span className="progress" aria-hidden="true">
        <span className="progress__bar" style={{ width: `${percent}%` }} />
      </span>
      <span className="day-card__text">{summaryProgressText(progress)}</span>
      {progress.flagged > 0 && <span className="day-card__flagged">{progress.flagged} flagged</span>}
    </>
  )
  return userId === null ? (
    <Link to="/children/activity/$urlDate" params={{ urlDate: card.urlDate }} className="day-card">
      {body}
    </Link>
  ) : (
    <Link to="/children/$userId/activity/$urlDate" params={{ userId, urlDate: card.urlDate }} className="day-card">
      {body}
    </Link>
  )
}
