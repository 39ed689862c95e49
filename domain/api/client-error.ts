/**
 * The client error object every failed call becomes (docs/api.md#the-client-error-object),
 * with the errors the client makes itself and the texts a parent sees. Free of schema code so the first screen can show errors without loading zod; the
 * response parsing lives in errors.ts, which re-exports all of this.
 */
import type { DashboardTag, ErrorType } from './error-kinds'

export interface ClientError {
  readonly isPqlError: true
  readonly id?: string
  readonly type?: ErrorType
  readonly serverRequestId?: string
  readonly userMessage?: string
  readonly userAction?: string
  readonly debugMessage?: string
  readonly entityName?: string
  readonly tag?: DashboardTag
  readonly showContactSupport: boolean
  /** HTTP status when the error came from a response. */
  readonly status?: number
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ClientError }
export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(error: ClientError): Result<T> => ({ ok: false, error })

/**
 * Error ids the client makes itself (the first four) or reacts to (the server's last three);
 * docs/api.md#error-ids-the-client-relies-on says what each means.
 */
export const errorIds = {
  loggedOut: '10569a9f',
  network: '34fbe3e3',
  unexpected: 'b3162834',
  nonPql: '59b169c4',
  routeNotFound: '0f5a25c9',
  tokenNotFound: '8df93d61',
  entityNotFound: '6ac1205a',
} as const

export const networkMessage = "Something seems funny with the network. Are you sure you're connected to the internet?"

export const loggedOutError = (): ClientError => ({
  isPqlError: true,
  id: errorIds.loggedOut,
  type: 'loggedOut',
  debugMessage: 'No parent token found',
  showContactSupport: false,
})

export const networkError = (detail?: string): ClientError =>
  clean({
    isPqlError: true,
    id: errorIds.network,
    type: 'clientError',
    userMessage: networkMessage,
    debugMessage: detail,
    showContactSupport: false,
  })

export const unexpectedError = (detail: string, status?: number): ClientError =>
  clean({
    isPqlError: true,
    id: errorIds.unexpected,
    type: 'clientError',
    debugMessage: `Unexpected error: ${detail}`,
    showContactSupport: true,
    status,
  })

export const nonPqlError = (detail: string): ClientError => ({
  isPqlError: true,
  id: errorIds.nonPql,
  type: 'clientError',
  debugMessage: `Unexpected non-pql error: ${detail}`,
  showContactSupport: true,
})

/** Anything thrown that reaches the UI becomes a client error. */
export const toClientError = (thrown: unknown): ClientError =>
  isClientError(thrown) ? thrown : nonPqlError(thrown instanceof Error ? thrown.message : String(thrown))

export const isClientError = (value: unknown): value is ClientError =>
  typeof value === 'object' && value !== null && (value as { isPqlError?: unknown }).isPqlError === true

// ── messages ────────────────────────────────────────────────────────────────────────────────

export const genericErrorHeading = 'Uh-oh!'
export const genericErrorMessage =
  "Sorry, there's been some sort of technical issue (probably on our end). Please try again, or contact support if the problem persists."

/** The text a parent sees for an error: userMessage as is, else notFound wording, else generic. */
export function errorMessage(error: ClientError): string {
  if (error.userMessage) return error.userMessage
  if (error.type === 'notFound') return error.entityName ? `${error.entityName} not found.` : 'Not found.'
  return genericErrorMessage
}

/** The error dialog's title: 'Not found' for a notFound error, else 'Error'. */
export const errorTitle = (error: ClientError): string => (error.type === 'notFound' ? 'Not found' : 'Error')

export function clean<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k]
  return o
}
