/**
 * What the signed-out pages (login, signup, password reset…) need from the data layer: the API
 * call alone. Importing it rather than the whole data layer keeps the data engine, its stores
 * and the schemas out of those pages' first load; the API client itself is loaded on its own,
 * after the page has painted (`loadClient`) or at the first call.
 */
import { fail, networkError } from '@domain/client-error'
import type { Result } from '@domain/errors'
import type { OperationName, OperationOutput } from '@domain/operations'
import type { Call } from '../api/client'
import type { Command } from './commands'

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

/**
 * Runs a signed-out page's command: its operation and input only (no session, so nothing cached
 * to change and no toasts). Never throws: check `ok`.
 */
export const runPublicCommand = <N extends OperationName>(c: Command<N>): Promise<Result<OperationOutput<N>>> =>
  call(c.op, c.input)

export { signupCheck, turnstileSiteKey } from '../api/config'
