/**
 * Starting queries outside React, through the data engine: the route loaders and the signed-in
 * documents' first script (src/signed-in-start.ts) both start theirs here, so a request the
 * first script started is the one the loader finds in flight. Nothing here imports React: the
 * first script must not wait for the app's code.
 */
import { apiProfile, currentActivityDayOffset } from '../api/config'
import { queries } from './queries'
import { type NamedQueries, type QuerySettings, type RouteData, startedQueries } from './route-data'
import { dataEngine } from './runtime'

/** The settings a declaration reads, now (a screen reads them once, when it mounts). */
export const querySettings = (): QuerySettings => ({
  apiProfile,
  activityDayOffset: currentActivityDayOffset(),
  isNewDraft: (key) => dataEngine().store.getState().drafts[key]?.isNew === true,
})

/** Fetches the declared queries a route starts unless fresh in the cache; settles when they have (never rejects). */
export async function prefetchNamed(named: NamedQueries): Promise<void> {
  await Promise.all(startedQueries(named).map((def) => dataEngine().prefetch(def)))
}

/** Starts a route's declared data for its params. */
export const prefetchRoute = (data: RouteData, params: Record<string, string>): Promise<void> =>
  prefetchNamed(data.queries(params, queries, querySettings()))

/** Starts the frame's data on an address. */
const prefetchFrame = (frame: (pathname: string, all: typeof queries) => NamedQueries, pathname: string): Promise<void> =>
  prefetchNamed(frame(pathname, queries))

/**
 * Starts what a signed-in address shows: its route's data (`route`, when it declares any) first,
 * and the frame's, whose queries follow the screen, once the route's is in and drawn. Settles
 * when both have.
 */
export function prefetchAddress(
  frame: (pathname: string, all: typeof queries) => NamedQueries,
  pathname: string,
  route: { readonly data: RouteData; readonly params: Record<string, string> } | undefined,
): Promise<void> {
  const screen = route ? prefetchRoute(route.data, route.params) : Promise.resolve()
  if (route) dataEngine().holdFollowers(screen)
  return Promise.all([screen, prefetchFrame(frame, pathname)]).then(() => undefined)
}
