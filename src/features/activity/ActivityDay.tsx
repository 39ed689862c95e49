/**
 * Activity day screens' container: '/children/activity/{urlDate}' (all children) and
 * '/children/{userId}/activity/{urlDate}'. The route's declaration reads the parent's whole local
 * day (its offset read once per page); it reads the day's feeds, and hands the feed its commands, the
 * reviewer-safe preference and the way back once everything is deleted. Everything it draws is
 * ActivityDayView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { parseUrlDate } from '@domain/calendar/dates'
import type { ActivityFeed } from '@domain/api/wire'
import { cacheKeys } from '../../data/queries'
import { type QueryDef, useQuery, useStoredValue } from '../../data'
import type { Loadable } from '../../ui/QueryView'
import { NoticeGate } from './ActivityNotice'
import { ActivityDayView } from './ActivityDayView'
import { useDayCommands } from './day-commands'
import { backOf } from './DayHeader'
import { useDrawnAnswer } from './drawn-answer'
import { reviewerSafe } from './prefs'
import { useDayReview } from './review/useDayReview'

/** Where a day opens: at an item (a search result, the "May need a look" list) or an hour (the heatmap). */
export interface OpenAt {
  readonly item?: string
  readonly hour?: number
}

/** A day page's declared feed (null: the address names no day), the offset its days are counted at, and where it opens. */
interface DayProps<N extends 'CombinedUsersActivityFeed' | 'UserActivityFeed'> {
  readonly urlDate: string
  readonly offset: number
  readonly feed: QueryDef<N> | null
  readonly openAt?: OpenAt
}

export function CombinedActivityDayScreen({
  feeds,
  ...day
}: Omit<DayProps<'CombinedUsersActivityFeed'>, 'feed'> & { feeds: QueryDef<'CombinedUsersActivityFeed'> | null }) {
  return (
    <NoticeGate>
      <ActivityDay {...day} userId={null} combined={feeds} child={null} />
    </NoticeGate>
  )
}

export function ChildActivityDayScreen({ userId, feed, ...day }: DayProps<'UserActivityFeed'> & { userId: string }) {
  return (
    <NoticeGate>
      <ActivityDay {...day} userId={userId} combined={null} child={feed} />
    </NoticeGate>
  )
}

interface ActivityDayProps {
  readonly urlDate: string
  readonly offset: number
  readonly userId: string | null
  readonly combined: QueryDef<'CombinedUsersActivityFeed'> | null
  readonly child: QueryDef<'UserActivityFeed'> | null
  readonly openAt?: OpenAt | undefined
}

function ActivityDay({ urlDate, offset, userId, combined, child, openAt }: ActivityDayProps) {
  const navigate = useNavigate()
  const date = useMemo(() => parseUrlDate(urlDate), [urlDate])
  const feeds = useDayFeeds(userId, combined, child)
  const commands = useDayCommands(
    userId === null
      ? [cacheKeys.users(), cacheKeys.dashboard()]
      : [cacheKeys.userActivity(userId), cacheKeys.combinedActivity(), cacheKeys.dashboard()],
  )
  const [safe, setSafe] = useStoredValue(reviewerSafe)
  const review = useDayReview({ urlDate, date, userId, offset, feeds: feeds.data, highlighted: openAt?.item })
  return (
    <ActivityDayView
      date={date}
      feeds={{ ...feeds, data: review.waiting ? undefined : review.feeds }}
      review={review.review}
      openAt={openAt}
      offset={offset}
      userId={userId}
      commands={commands}
      safe={safe}
      onSafe={setSafe}
      onAllDeleted={() => void navigate(backOf(userId))}
    />
  )
}

/**
 * The day's declared feeds (none for an address that names no day): every child's, or one child's
 * as a list of one. The first answer is drawn in a transition.
 */
function useDayFeeds(
  userId: string | null,
  combinedDef: QueryDef<'CombinedUsersActivityFeed'> | null,
  childDef: QueryDef<'UserActivityFeed'> | null,
): Loadable<readonly ActivityFeed[]> {
  const combined = useQuery(combinedDef)
  const child = useQuery(childDef)
  const combinedFeeds = useDrawnAnswer(combined.data)
  const childFeed = useDrawnAnswer(child.data)
  const childFeeds = useMemo(() => (childFeed ? [childFeed] : undefined), [childFeed])
  return userId === null ? { ...combined, data: combinedFeeds } : { ...child, data: childFeeds }
}
