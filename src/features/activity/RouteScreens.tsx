/** The four activity routes' components: each reads its route's declared data and hands it over. */
import { paths } from '../../route-paths'
import { useRouteData } from '../route-data'
import { useRouteSearch } from '../route-hooks'
import { ChildActivityDayScreen, CombinedActivityDayScreen, type OpenAt } from './ActivityDay'
import { ChildActivityScreen, CombinedActivityScreen } from './ActivitySummaries'
import { childActivityData, childActivityDayData, combinedActivityData, combinedActivityDayData } from './queries'

export function CombinedActivityRoute() {
  const { queries, settings } = useRouteData(combinedActivityData)
  return <CombinedActivityScreen summaries={queries.summaries} offset={settings.activityDayOffset} />
}

export function ChildActivityRoute() {
  const { params, queries, settings } = useRouteData(childActivityData)
  return <ChildActivityScreen key={params.userId} userId={params.userId} summaries={queries.summaries} offset={settings.activityDayOffset} />
}

/** The item or hour a day's address opens it at; a new one opens the day afresh (the key). */
function openAtOf({ item, hour }: OpenAt): { openAt: OpenAt; key: string } {
  return {
    openAt: { ...(item === undefined ? {} : { item }), ...(hour === undefined ? {} : { hour }) },
    key: `?${item ?? ''}@${hour ?? ''}`,
  }
}

export function CombinedActivityDayRoute() {
  const { params, queries, settings } = useRouteData(combinedActivityDayData)
  const { openAt, key } = openAtOf(useRouteSearch(paths.combinedActivityDay))
  return (
    <CombinedActivityDayScreen
      key={`${params.urlDate}${key}`}
      urlDate={params.urlDate}
      feeds={queries.feeds}
      offset={settings.activityDayOffset}
      openAt={openAt}
    />
  )
}

export function ChildActivityDayRoute() {
  const { params, queries, settings } = useRouteData(childActivityDayData)
  const { openAt, key } = openAtOf(useRouteSearch(paths.childActivityDay))
  return (
    <ChildActivityDayScreen
      key={`${params.userId}/${params.urlDate}${key}`}
      userId={params.userId}
      urlDate={params.urlDate}
      feed={queries.feed}
      offset={settings.activityDayOffset}
      openAt={openAt}
    />
  )
}
