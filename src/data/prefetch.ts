/**
 * Starting queries outside React, through the data engine: the route loaders and the signed-in
 * documents' first script (src/signed-in-start.ts) both start theirs here, so a request the
 * first script started is the one the loader finds in flight. Nothing here imports React: the
 * first script must not wait for the app's code.
 */
import { type QueryDef, queries } from './queries'
import { apiProfile, currentActivityDayOffset } from '../api/config'
import { dataEngine } from './runtime'

/** What a pick may read: the build's API settings. */
export interface QuerySettings {
  readonly apiProfile: typeof apiProfile
  readonly currentActivityDayOffset: typeof currentActivityDayOffset
}

/** Names a screen's queries (it may look something up first, e.g. a module, hence a promise). */
export type QueryPick = (all: typeof queries, settings: QuerySettings) => readonly QueryDef[] | Promise<readonly QueryDef[]>

/** Fetches the picked queries unless fresh in the cache; settles when they have (never rejects). */
export async function prefetchPicked(pick: QueryPick): Promise<void> {
  const defs = await pick(queries, { apiProfile, currentActivityDayOffset })
  await Promise.all(defs.map((def) => dataEngine().prefetch(def)))
}
