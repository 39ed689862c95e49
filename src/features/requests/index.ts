/**
 * The requests feature's public entry: what other features use of it (Home denies a request and
 * leads Accept where the request's own pages do). Routes load its screens lazily and read its
 * route data from ./queries.ts.
 */
export { denyUnlockRequest } from './commands'
export { acceptRoute } from './accept-route'
