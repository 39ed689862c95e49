/**
 * Activity day screens' container: '/children/activity/{urlDate}' (all children) and
 * '/children/{userId}/activity/{urlDate}'. The range is the parent's whole local day (its offset
 * read once per page); it reads the day's feeds, and hands the feed its commands, the
 * reviewer-safe preference and the way back once everything is deleted. Everything it draws is
 * ActivityDayView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { localDayRange, parseUrlDate, type PlainDate } from '@domain/calendar/dates'
import type { ActivityFeed } from '@domain/api/wire'
import { cacheKeys, queries } from '../../data/queries'
import { useQuery } from '../../data'
import type { Loadable } from '../../ui/QueryState'
import { NoticeGate } from './ActivityNotice'
import { ActivityDayView } from './ActivityDayView'
import { useDayCommands } from './day-commands'
import { backOf } from './DayHeader'
import { useDrawnAnswer } from './drawn-answer'
import { currentTimezoneOffset, reviewerSafe, useStoredPreference } from './prefs'
import { useDayReview } from './review/useDayReview'

/** Where a day opens: at an item (a search result, the "May need a look" list) or an hour (the heatmap). */
export interface OpenAt {
  readonly item?: string
  readonly hour?: number
}

export function CombinedActivityDayScreen({ urlDate, openAt }: { urlDate: string; openAt?: OpenAt }) {
  return (
    <NoticeGate>
      <ActivityDay urlDate={urlDate} userId={null} openAt={openAt} />
    </NoticeGate>
  )
}

export function ChildActivityDayScreen({ userId, urlDate, openAt }: { userId: string; urlDate: string; openAt?: OpenAt }) {
  return (
    <NoticeGate>
      <ActivityDay urlDate={urlDate} userId={userId} openAt={openAt} />
    </NoticeGate>
  )
}

function ActivityDay({ urlDate, userId, openAt }: { urlDate: string; userId: string | null; openAt?: OpenAt | undefined }) {
  const navigate = useNavigate()
  const date = useMemo(() => parseUrlDate(urlDate), [urlDate])
  const [offset] = useState(currentTimezoneOffset)
  const feeds = useDayFeeds(urlDate, date, userId, offset)
  const commands = useDayCommands(
    userId === null
      ? [cacheKeys.users(), cacheKeys.dashboard()]
      : [cacheKeys.userActivity(userId), cacheKeys.combinedActivity(), cacheKeys.dashboard()],
  )
  const [safe, setSafe] = useStoredPreference(reviewerSafe)
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
 * The day's feeds (none read for an address that names no day): every child's, or one child's
 * as a list of one. The first answer is drawn in a transition.
 */
function useDayFeeds(urlDate: string, date: PlainDate | null, userId: string | null, offset: number): Loadable<readonly ActivityFeed[]> {
  const range = useMemo(() => date && localDayRange(date, offset), [date, offset])
  const combined = useQuery(range && userId === null ? queries.combinedActivityFeed(urlDate, range, offset) : null)
  const child = useQuery(range && userId !== null ? queries.userActivityFeed(userId, urlDate, range) : null)
  const combinedFeeds = useDrawnAnswer(combined.data)
  const childFeed = useDrawnAnswer(child.data)
  const childFeeds = useMemo(() => (childFeed ? [childFeed] : undefined), [childFeed])
  return userId === null ? { ...combined, data: combinedFeeds } : { ...child, data: childFeeds }
}
