/**
 * `/children`'s container: reads the children through the route's data declaration, newest first,
 * on the engine's clock. Everything it draws is ChildrenView's.
 */
import { useDeferredValue, useMemo } from 'react'
import type { User } from '@domain/api/wire'
import { connectableDevices } from '@domain/devices/connection'
import { apiProfile, useClock, useQuery } from '../../data'
import { useRouteData } from '../route-data'
import { ChildrenView } from './ChildrenView'
import { childrenData } from './queries'

// By instant, not by collation: a locale's collator costs more to set up than the whole list to sort.
const newestFirst = (a: User, b: User) => Date.parse(b.createdAt) - Date.parse(a.createdAt)

export default function ChildrenScreen() {
  const users = useQuery(useRouteData(childrenData).queries.users)
  // The cards render in a render React may interrupt: the list arrives as one store update, which
  // would otherwise render every card and device in one long task before the page can answer input.
  const data = useDeferredValue(users.data)
  const children = useMemo(() => (data ? [...data].sort(newestFirst) : undefined), [data])
  const clock = useClock(60_000)
  if (children) return <ChildrenView state="ready" children={children} clock={clock} connectable={connectableDevices(apiProfile)} />
  if (users.error && !users.data) return <ChildrenView state="error" error={users.error} onRetry={users.refetch} />
  return <ChildrenView state="loading" />
}
