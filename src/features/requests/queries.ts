/**
 * The requests routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts, also for the links
 * of the e-mails about a child's requests); the screens read it.
 */
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

/** `/unlock-requests`: every child's unlock requests. */
export const unlockRequestsData = routeData(paths.unlockRequests, (_, q) => ({ requests: q.unlockRequests() }))

/** `/children/$userId/unlock-requests`: one child's requests, and the child (the title names them). */
export const childUnlockRequestsData = routeData(paths.childUnlockRequests, (p, q) => ({
  requests: q.userUnlockRequests(p.userId),
  child: q.user(p.userId),
}))

/** `/children/$userId/unlock-requests/$id`: the request. */
export const unlockRequestData = routeData(paths.unlockRequest, (p, q) => ({ request: q.unlockRequest(p.id) }))

/** `…/$id/review`: the request and the child (the keychains a key can go into). */
export const reviewUnlockRequestData = routeData(paths.reviewUnlockRequest, (p, q) => ({
  request: q.unlockRequest(p.id),
  child: q.user(p.userId),
}))

/** `…/$id/deny`: the request. */
export const denyUnlockRequestData = routeData(paths.denyUnlockRequest, (p, q) => ({ request: q.unlockRequest(p.id) }))

/** `…/$id/select-keychain`: the child (its keychains). */
export const selectKeychainData = routeData(paths.selectKeychain, (p, q) => ({ child: q.user(p.userId) }))

/** `…/$id/edit-key/$keychainId`: the request, the app list, the child and the child's requests. */
export const editKeyData = routeData(paths.editKey, (p, q) => ({
  request: q.unlockRequest(p.id),
  apps: q.apps(),
  child: q.user(p.userId),
  childRequests: q.userUnlockRequests(p.userId),
}))

/** `/children/$userId/suspend-filter-requests/$id`: the request. */
export const suspendFilterRequestData = routeData(paths.suspendFilterRequest, (p, q) => ({ request: q.suspendFilterRequest(p.id) }))
