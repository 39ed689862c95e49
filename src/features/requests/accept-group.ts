/**
 * The requests one acceptance answers: the request itself and the child's other pending requests
 * for the same site (one key, every request accepted). Until the child's list arrives, or when it
 * cannot be loaded, the request alone.
 */
import { sameId } from '@domain/api/ids'
import { groupRequests } from '@domain/requests/group'
import { sortRequests } from '@domain/requests/list'
import type { UnlockRequest } from '@domain/api/wire'
import { type QueryDef, useQuery } from '../../data'

/** `childRequests`: the route's declared list of the child's requests. */
export function useAcceptGroup(request: UnlockRequest, childRequests: QueryDef<'GetUserUnlockRequests'>): readonly UnlockRequest[] {
  const list = useQuery(childRequests)
  if (request.status !== 'pending' || !list.data) return [request]
  const group = groupRequests(sortRequests(list.data)).find((g) => g.requests.some((r) => sameId(r.id, request.id)))
  if (!group) return [request]
  // The opened request first: its address is the one the key was proposed for.
  return [request, ...group.requests.filter((r) => !sameId(r.id, request.id) && r.status === 'pending')]
}
