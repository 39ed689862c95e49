/** The four activity routes' components: each reads its route's declared data and hands it over. */
import { useRouteData } from '../route-data'
import { ChildActivityDayScreen, CombinedActivityDayScreen } from './ActivityDay'
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

export function CombinedActivityDayRoute() {
  const { params, queries, settings } = useRouteData(combinedActivityDayData)
  return <CombinedActivityDayScreen key={params.urlDate} urlDate={params.urlDate} feeds={queries.feeds} offset={settings.activityDayOffset} />
}

export function ChildActivityDayRoute() {
  const { params, queries, settings } = useRouteData(childActivityDayData)
  return (
    <ChildActivityDayScreen
      key={`${params.userId}/${params.urlDate}`}
      userId={params.userId}
      urlDate={params.urlDate}
      feed={queries.feed}
      offset={settings.activityDayOffset}
    />
  )
}
