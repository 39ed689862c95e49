/**
 * How a screen reads its route's params and search: named by the route's path
 * (src/route-paths.ts) and read from the screen's own route match, so a screen that names
 * another route than the one it is on fails at once. The one way screens read the router's
 * params and search (lint forbids the router's own hooks elsewhere). Only the router: public
 * pages use it too. A route's declared data: ./route-data.ts.
 */
import { type RegisteredRouter, useMatch } from '@tanstack/react-router'
import type { ParamsOf, RoutePath } from '../route-paths'

type SearchOf<P extends RoutePath> = RegisteredRouter['routesByPath'][P]['types']['fullSearchSchema']

/** The screen's own route match, which must be the route at `path`. */
function useOwnMatch<T>(path: RoutePath, read: (match: { params: object; search: object }) => T): T {
  const found = useMatch({ strict: false, select: (match) => (match.fullPath === path ? { value: read(match) } : null) })
  if (!found) throw new Error(`This screen reads the route at ${path}, which is not the route it is on.`)
  return found.value
}

/** The params of the screen's route (the route at `path`). */
export const useRouteParams = <P extends RoutePath>(path: P): ParamsOf<P> => useOwnMatch(path, (match) => match.params as ParamsOf<P>)

/** The validated search of the screen's route (the route at `path`). */
export const useRouteSearch = <P extends RoutePath>(path: P): SearchOf<P> => useOwnMatch(path, (match) => match.search as SearchOf<P>)
