/**
 * `/children`'s container: reads the children through the route's data declaration, newest first,
 * on the engine's clock. Everything it draws is ChildrenView's.
 */
import { useMemo } from 'react'
import type { User } from '@domain/api/wire'
import { queries, useNow, useQuery } from '../../data'
import { ChildrenView } from './ChildrenView'
import { childrenData } from './queries'

const newestFirst = (a: User, b: User) => b.createdAt.localeCompare(a.createdAt)

export default function ChildrenScreen() {
  const users = useQuery(childrenData(queries).users)
  const children = useMemo(() => (users.data ? [...users.data].sort(newestFirst) : undefined), [users.data])
  const nowMs = useNow(60_000)
  if (children) return <ChildrenView state="ready" children={children} now={new Date(nowMs)} />
  if (users.error) return <ChildrenView state="error" error={users.error} onRetry={users.refetch} />
  return <ChildrenView state="loading" />
}
