/** The child's keychains that this parent made: the only ones an accepted request's key goes into. */
import { sameId } from '@domain/api/ids'
import type { UserKeychainSummary } from '@domain/api/wire'
import { adminId, queries, useQuery } from '../../data'

export function useOwnKeychains(userId: string): {
  readonly keychains: readonly UserKeychainSummary[] | undefined
  readonly childName: string | undefined
  readonly query: ReturnType<typeof useQuery<'GetUser'>>
} {
  const query = useQuery(queries.user(userId))
  const me = adminId() ?? ''
  const keychains = query.data?.keychains.filter((k) => sameId(k.parentId, me) && !k.isPublic)
  return { keychains, childName: query.data?.name, query }
}
