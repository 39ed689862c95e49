/**
 * The activity routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens mount it.
 */
import { localDayRange, parseUrlDate } from '@domain/calendar/dates'
import type { QueryPick } from '../../data/prefetch'

type Params<K extends string> = Readonly<Record<K, string>>

/** `/children/activity`: every child's days. */
export const combinedActivityQueries: QueryPick = (q, { currentActivityDayOffset }) => [q.combinedActivitySummaries(currentActivityDayOffset())]

/** `/children/$userId/activity`: one child's days. */
export const childActivityQueries =
  (p: Params<'userId'>): QueryPick =>
  (q, { currentActivityDayOffset }) => [q.userActivitySummaries(p.userId, currentActivityDayOffset())]

/** `/children/$userId/activity/$urlDate`: one child's day; none for an address that is not a day. */
export const childActivityDayQueries =
  (p: Params<'userId' | 'urlDate'>): QueryPick =>
  (q, { currentActivityDayOffset }) => {
    const date = parseUrlDate(p.urlDate)
    return date ? [q.userActivityFeed(p.userId, p.urlDate, localDayRange(date, currentActivityDayOffset()))] : []
  }

/** `/children/activity/$urlDate`: every child's day; none for an address that is not a day. */
export const combinedActivityDayQueries =
  (p: Params<'urlDate'>): QueryPick =>
  (q, { currentActivityDayOffset }) => {
    const date = parseUrlDate(p.urlDate)
    const offset = currentActivityDayOffset()
    return date ? [q.combinedActivityFeed(p.urlDate, localDayRange(date, offset), offset)] : []
  }
