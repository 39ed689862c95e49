/**
 * How a signed-in screen reads its route's declared data (its feature's queries.ts): the params,
 * the settings the declaration read them with (once per page: e.g. the activity pages' day
 * offset) and each declared query by name, for `useQuery`. The loader and the signed-in first
 * script start the same declaration (src/routes/route-data.ts). Once the screen is drawn with
 * what its route starts, the engine hears of it (the frame's data follows the screen).
 */
import { useState } from 'react'
import { useScreenDrawn } from '../data/hooks'
import { querySettings } from '../data/prefetch'
import { queries } from '../data/queries'
import { type NamedQueries, type QuerySettings, type RouteData, startedQueries } from '../data/route-data'
import type { ParamsOf, RoutePath } from '../route-paths'
import { useRouteParams } from './route-hooks'

export function useRouteData<P extends RoutePath, Q extends NamedQueries>(
  data: RouteData<P, Q>,
): { readonly params: ParamsOf<P>; readonly settings: QuerySettings; readonly queries: Q } {
  const params = useRouteParams(data.path)
  const [settings] = useState(querySettings)
  const named = data.queries(params, queries, settings)
  useScreenDrawn(startedQueries(named))
  return { params, settings, queries: named }
}
