/**
 * The requests feature's public entry: what other features use of it (Home decides a request with
 * the same command as the request's own page). Routes load its screens lazily and read its route
 * data from ./queries.ts.
 */
export { decideUnlockRequest } from './commands'
