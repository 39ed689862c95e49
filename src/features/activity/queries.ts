/**
 * The activity routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens read it.
 * Days are counted at the settings' offset: the parent's own, or UTC where the API counts only those.
 */
import { localDayRange, parseUrlDate } from '@domain/calendar/dates'
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

/** `/children/activity`: every child's days. */
export const combinedActivityData = routeData(paths.combinedActivity, (_, q, { activityDayOffset }) => ({
  summaries: q.combinedActivitySummaries(activityDayOffset),
}))

/** `/children/$userId/activity`: one child's days. */
export const childActivityData = routeData(paths.childActivity, (p, q, { activityDayOffset }) => ({
  summaries: q.userActivitySummaries(p.userId, activityDayOffset),
}))

/** The parent's whole day an address names, at the offset; null for an address that is not a day. */
const dayRange = (urlDate: string, offset: number) => {
  const date = parseUrlDate(urlDate)
  return date ? localDayRange(date, offset) : null
}

/** `/children/$userId/activity/$urlDate`: one child's day; nothing for an address that is not a day. */
export const childActivityDayData = routeData(paths.childActivityDay, (p, q, { activityDayOffset }) => {
  const range = dayRange(p.urlDate, activityDayOffset)
  return { feed: range ? q.userActivityFeed(p.userId, p.urlDate, range) : null }
})

/** `/children/activity/$urlDate`: every child's day; nothing for an address that is not a day. */
export const combinedActivityDayData = routeData(paths.combinedActivityDay, (p, q, { activityDayOffset }) => {
  const range = dayRange(p.urlDate, activityDayOffset)
  return { feeds: range ? q.combinedActivityFeed(p.urlDate, range, activityDayOffset) : null }
})
