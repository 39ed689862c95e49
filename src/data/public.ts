/**
 * What the signed-out pages (login, signup, password reset…) need from the data layer: the API
 * call alone. Importing it rather than the whole data layer keeps the data engine, its stores
 * and the schemas out of those pages' first load; the API client itself is loaded on its own,
 * after the page has painted (`loadClient`) or at the first call.
 */
import { fail, networkError } from '@domain/api/client-error'
import type { Result } from '@domain/api/errors'
import type { OperationName, OperationOutput } from '@domain/api/operations'
import type { Call } from '../api/client'
import type { Command } from './commands'
import { loadCall } from './ports'

/** Starts loading the API client's code (the app connects it: src/data/ports.ts). */
export const loadClient = (): Promise<Call> => loadCall()

/** Calls the API. Code that cannot be downloaded fails the call like a network failure. */
export const call: Call = (op, input) =>
  loadClient().then(
    (apiCall) => apiCall(op, input),
    (error: unknown) => fail(networkError(error instanceof Error ? error.message : undefined)),
  )

/**
 * Runs a signed-out page's command: its operation and input only (no session, so nothing cached
 * to change and no toasts). Never throws: check `ok`.
 */
export const runPublicCommand = <N extends OperationName>(c: Command<N>): Promise<Result<OperationOutput<N>>> => call(c.op, c.input)

export { signupCheck, turnstileSiteKey } from '../api/config'
