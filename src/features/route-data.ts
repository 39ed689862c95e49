/**
 * How a signed-in screen reads its route's declared data (its feature's queries.ts): the params,
 * the settings the declaration read them with (once per page: e.g. the activity pages' day
 * offset) and each declared query by name, for `useQuery`. The loader and the signed-in first
 * script start the same declaration (src/routes/route-data.ts).
 */
import { useState } from 'react'
import { querySettings } from '../data/prefetch'
import { queries } from '../data/queries'
import type { NamedQueries, QuerySettings, RouteData } from '../data/route-data'
import type { ParamsOf, RoutePath } from '../route-paths'
import { useRouteParams } from './route-hooks'

export function useRouteData<P extends RoutePath, Q extends NamedQueries>(
  data: RouteData<P, Q>,
): { readonly params: ParamsOf<P>; readonly settings: QuerySettings; readonly queries: Q } {
  const params = useRouteParams(data.path)
  const [settings] = useState(querySettings)
  return { params, settings, queries: data.queries(params, queries, settings) }
}
