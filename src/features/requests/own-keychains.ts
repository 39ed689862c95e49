/** The child's keychains that this parent made: the only ones an accepted request's key goes into. */
import { ownKeychains } from '@domain/requests/accept'
import type { UserKeychainSummary } from '@domain/api/wire'
import { type QueryDef, adminId, useQuery } from '../../data'

/** Reads the route's declared child, and its keychains this parent made. */
export function useOwnKeychains(child: QueryDef<'GetUser'>): {
  readonly keychains: readonly UserKeychainSummary[] | undefined
  readonly childName: string | undefined
  readonly query: ReturnType<typeof useQuery<'GetUser'>>
} {
  const query = useQuery(child)
  const keychains = query.data && ownKeychains(query.data.keychains, adminId() ?? '')
  return { keychains, childName: query.data?.name, query }
}
