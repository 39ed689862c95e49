/**
 * An activity day, drawn from plain props: the feed of the day (DayFeed.tsx: header, rows,
 * keyboard review, viewer), loading, the failure with Try again and Contact support, and an
 * address that names no day, with the way back to the screenshots.
 */
import { Link } from '@tanstack/react-router'
import type { PlainDate } from '@domain/calendar/dates'
import type { ActivityFeed } from '@domain/api/wire'
import { buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { backOf } from './DayHeader'
import { DayFeed, type DayFeedProps } from './DayFeed'
import './activity.css'

export interface ActivityDayViewProps extends Omit<DayFeedProps, 'feeds' | 'date' | 'refetch'> {
  /** The day the address names; null when it names none. */
  readonly date: PlainDate | null
  /** The day's feeds: one child's, or every child's. */
  readonly feeds: Loadable<readonly ActivityFeed[]>
}

export function ActivityDayView({ date, feeds, ...feed }: ActivityDayViewProps) {
  if (!date) {
    return (
      <div className="page">
        <EmptyState
          title="That day doesn't exist"
          action={
            <Link {...backOf(feed.userId)} className={buttonClass('secondary')}>
              Back to screenshots
            </Link>
          }
        >
          <p>The address should end with a date written as month-day-year, like 11-22-2026.</p>
        </EmptyState>
      </div>
    )
  }
  return (
    <QueryView query={feeds} loadingLabel="Loading screenshots…">
      {(list) => <DayFeed feeds={list} date={date} refetch={feeds.refetch} {...feed} />}
    </QueryView>
  )
}
