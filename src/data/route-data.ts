/**
 * A route's data, declared once: its path and the queries its screen reads, by name, as a
 * function of the path's parameters. The route's loader and the signed-in documents' first
 * script start the declared queries (src/routes/route-data.ts lists every declaration); the
 * screen reads the same ones by name (`useRouteData` in src/features/route-hooks.ts). A query
 * declared `null` is not read on that address (an id not saved yet, a feature the API lacks).
 * Types and plain functions only: the first script imports it.
 */
import type { ApiProfile } from '@domain/api/profiles/names'
import type { ParamsOf } from '../route-paths'
import type { QueryDef, queries } from './queries'

/** What a declaration may read besides the params. */
export interface QuerySettings {
  readonly apiProfile: ApiProfile
  /** The offset (minutes behind UTC) whose days the activity pages count in, read once per page. */
  readonly activityDayOffset: number
  /** Whether the draft under `key` is of an entity not saved yet (e.g. a keychain `/keychains/new` made an id for). */
  readonly isNewDraft: (key: string) => boolean
}

/** A screen's queries by name; null: not read on this address. */
export type NamedQueries = Readonly<Record<string, QueryDef | null>>

export interface RouteData<P extends string = string, Q extends NamedQueries = NamedQueries> {
  readonly path: P
  readonly queries: (params: ParamsOf<P>, all: typeof queries, settings: QuerySettings) => Q
}

/** Declares the data of the route at `path` (one of src/route-paths.ts). */
export const routeData = <P extends string, Q extends NamedQueries>(path: P, read: RouteData<P, Q>['queries']): RouteData<P, Q> => ({
  path,
  queries: read,
})

/**
 * What a route starts before its screen mounts: every declared query but those whose first fetch
 * waits for their first poll (the screen's mount holds them back).
 */
export const startedQueries = (named: NamedQueries): QueryDef[] =>
  Object.values(named).filter((def): def is QueryDef => def !== null && def.deferFirstFetch !== true)
