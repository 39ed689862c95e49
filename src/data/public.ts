/**
 * What the signed-out pages (login, signup, password reset…) need from the data layer: the API
 * call alone. Importing it rather than the whole data layer keeps the data engine, its stores
 * and the schemas out of those pages' first load; the API client itself is loaded on its own,
 * after the page has painted (`loadClient`) or at the first call.
 */
import { fail, networkError } from '@domain/api/client-error'
import type { Call } from '../api/client'

let client: Promise<typeof import('../api/client')> | null = null

/** Starts loading the API client's code (once); a failed download is tried again next time. */
export function loadClient(): Promise<typeof import('../api/client')> {
  client ??= import('../api/client').catch((error: unknown) => {
    client = null
    throw error
  })
  return client
}

/** Calls the API. Code that cannot be downloaded fails the call like a network failure. */
export const call: Call = (op, input) =>
  loadClient().then(
    (api) => api.call(op, input),
    (error: unknown) => fail(networkError(error instanceof Error ? error.message : undefined)),
  )

export { signupCheck, turnstileSiteKey } from '../api/config'
