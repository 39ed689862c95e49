/**
 * The requests routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts, also for the links
 * of the e-mails about a child's requests); the screens mount it.
 */
import type { queries } from '../../data/queries'
import type { QueryPick } from '../../data/prefetch'

type Params<K extends string> = Readonly<Record<K, string>>

/** `/unlock-requests`: every child's unlock requests, by name for the screen. */
export const unlockRequestsData = (q: typeof queries) => ({ requests: q.unlockRequests() })

export const unlockRequestsQueries: QueryPick = (q) => Object.values(unlockRequestsData(q))

/** `/children/$userId/unlock-requests`: one child's requests, and the child (the title names them). */
export const childUnlockRequestsData = (p: Params<'userId'>) => (q: typeof queries) => ({
  requests: q.userUnlockRequests(p.userId),
  child: q.user(p.userId),
})

export const childUnlockRequestsQueries =
  (p: Params<'userId'>): QueryPick =>
  (q) =>
    Object.values(childUnlockRequestsData(p)(q))

/** `/children/$userId/unlock-requests/$id`: the request. */
export const unlockRequestQueries =
  (p: Params<'id'>): QueryPick =>
  (q) => [q.unlockRequest(p.id)]

/** `…/$id/review`: the request and the child (the keychains a key can go into). */
export const reviewUnlockRequestData = (p: Params<'userId' | 'id'>) => (q: typeof queries) => ({
  request: q.unlockRequest(p.id),
  child: q.user(p.userId),
})

export const reviewUnlockRequestQueries =
  (p: Params<'userId' | 'id'>): QueryPick =>
  (q) =>
    Object.values(reviewUnlockRequestData(p)(q))

/** `…/$id/deny`: the request. */
export const denyUnlockRequestData = (p: Params<'id'>) => (q: typeof queries) => ({ request: q.unlockRequest(p.id) })

export const denyUnlockRequestQueries =
  (p: Params<'id'>): QueryPick =>
  (q) =>
    Object.values(denyUnlockRequestData(p)(q))

/** `…/$id/select-keychain`: the child (its keychains). */
export const selectKeychainQueries =
  (p: Params<'userId'>): QueryPick =>
  (q) => [q.user(p.userId)]

/** `…/$id/edit-key/$keychainId`: the request, the app list, the child and the child's requests. */
export const editKeyQueries =
  (p: Params<'userId' | 'id'>): QueryPick =>
  (q) => [q.unlockRequest(p.id), q.apps(), q.user(p.userId), q.userUnlockRequests(p.userId)]

/** `/children/$userId/suspend-filter-requests/$id`: the request. */
export const suspendFilterRequestQueries =
  (p: Params<'id'>): QueryPick =>
  (q) => [q.suspendFilterRequest(p.id)]
