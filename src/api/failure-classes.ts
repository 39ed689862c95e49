/**
 * What a failed call means (docs/api.md#retries-and-sessions).
 *
 * Retrying fixes only what can be transient: the network (no answer, or no answer in time), a
 * server error (5xx), a request timeout (408) and rate limiting (429). Every other answer is final
 * and shown at once: a 4xx (a child or device deleted meanwhile answers 404), or a body that fails
 * validation.
 *
 * A 401 means the parent's session is over (never retried; the session ends), except the 401s
 * that refuse one request and say why: a wrong notification-method code, a Slack app that would
 * not post the code, a wrong password or an unverified address at login, a bad magic link. The
 * parent stays logged in and sees what went wrong.
 *
 * A write (mutation) ends in one of three ways: it succeeded; it failed (the server answered with
 * an error, so nothing happened); or its outcome is unknown (the connection dropped, the request
 * timed out, a gateway gave up, or the server's answer was unreadable: the server may have done it).
 */
import { type ClientError, type Result, errorIds } from '@domain/api/client-error'

export type FailureClass = 'transient' | 'sessionEnded' | 'final'

const transientStatuses: ReadonlySet<number> = new Set([408, 429])

/** The reason of the plain 401 that ConfirmPendingNotificationMethod gives a wrong or expired code. */
export const incorrectConfirmationCodeReason = '[@client:incorrectConfirmationCode]'

/** Login's refusals: a wrong e-mail or password, and an address not verified yet. */
const loginRefusalIds: ReadonlySet<string> = new Set(['1e087878', '4b5bbea0'])

/**
 * A 401 that refuses this one request and leaves the session alone: the server says why (a
 * dashboard tag, a reason addressed to the client, or one of login's refusals). Any other 401,
 * whatever its body, ends the session.
 */
export function refusesRequestOnly(error: ClientError): boolean {
  if (error.status !== 401 || error.type === 'loggedOut') return false
  if (error.tag !== undefined) return true
  if (error.id !== undefined && loginRefusalIds.has(error.id)) return true
  return error.id === undefined && error.debugMessage === incorrectConfirmationCodeReason
}

export function failureClass(error: ClientError): FailureClass {
  if (error.type === 'loggedOut') return 'sessionEnded'
  if (error.status === 401) return refusesRequestOnly(error) ? 'final' : 'sessionEnded'
  // A fetch that failed or was aborted by its time limit.
  if (error.id === errorIds.network) return 'transient'
  if (error.status !== undefined) return error.status >= 500 || transientStatuses.has(error.status) ? 'transient' : 'final'
  // A server error whose status was not kept.
  return error.type === 'serverError' ? 'transient' : 'final'
}

/** Trying again may succeed. */
export const isRetryable = (error: ClientError): boolean => failureClass(error) === 'transient'

/** For a call made with the parent's token: the session is over. */
export const endsSession = (error: ClientError): boolean => failureClass(error) === 'sessionEnded'

export type MutationOutcome = 'succeeded' | 'failed' | 'unknown'

/** Gateway answers (bad gateway, gateway timeout) that do not say whether the server acted. */
const gatewayStatuses: ReadonlySet<number> = new Set([502, 504])

/** Whether a failed write may still have happened on the server. */
export function outcomeIsUnknown(error: ClientError): boolean {
  // No answer: the connection dropped, or the time limit aborted it.
  if (error.id === errorIds.network) return true
  if (error.status === undefined) return false
  // A success status whose body could not be read or did not fit its schema.
  if (error.status < 300) return error.id === errorIds.unexpected
  return gatewayStatuses.has(error.status)
}

/** How a write ended: succeeded, failed (nothing happened) or unknown (it may have happened). */
export const mutationOutcome = (result: Result<unknown>): MutationOutcome =>
  result.ok ? 'succeeded' : outcomeIsUnknown(result.error) ? 'unknown' : 'failed'
