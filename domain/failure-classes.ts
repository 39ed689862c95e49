/**
 * Which failed calls are worth trying again. Retrying fixes only what can be transient: the
 * network (no answer, or no answer in time), a server error (5xx), a request timeout (408) and
 * rate limiting (429). Every other answer is final and shown at once: a 4xx (a child or device
 * deleted meanwhile answers 404), or a body that fails validation. A 401, or no token at all,
 * means the parent's session is over: never retried; the session ends.
 */
import { type ClientError, errorIds } from './client-error'

export type FailureClass = 'transient' | 'sessionEnded' | 'final'

const transientStatuses: ReadonlySet<number> = new Set([408, 429])

export function failureClass(error: ClientError): FailureClass {
  if (error.type === 'loggedOut' || error.status === 401) return 'sessionEnded'
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
