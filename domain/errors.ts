/**
 * The error object every failed call becomes (spec §3 "Error object", §8; contract §4).
 * Calls never throw: they resolve to a Result.
 */
import * as z from 'zod/mini'

export const ErrorType = z.enum([
  'notFound',
  'badRequest',
  'serverError',
  'unauthorized',
  'loggedOut',
  'clientError',
])
export type ErrorType = z.infer<typeof ErrorType>

export const DashboardTag = z.enum([
  'magicLinkTokenNotFound',
  'slackVerificationFailed',
  'emailAlreadyVerified',
])
export type DashboardTag = z.infer<typeof DashboardTag>

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

/** PqlError body (contract §4.1). Tolerant: unknown keys pass, optional keys may be absent. */
export const PqlErrorBody = z.object({
  version: z.optional(z.number()),
  id: z.string(),
  requestId: z.optional(z.string()),
  type: z.enum(['notFound', 'badRequest', 'serverError', 'unauthorized', 'loggedOut']),
  userMessage: z.optional(z.nullable(z.string())),
  userAction: z.optional(z.nullable(z.string())),
  debugMessage: z.optional(z.nullable(z.string())),
  entityName: z.optional(z.nullable(z.string())),
  showContactSupport: z.optional(z.boolean()),
  dashboardTag: z.optional(z.nullable(z.string())),
  appTag: z.optional(z.nullable(z.string())),
  statusCode: z.optional(z.number()),
})
export type PqlErrorBody = z.infer<typeof PqlErrorBody>

/** Vapor's plain error body (contract §4.3). */
export const VaporErrorBody = z.object({ error: z.literal(true), reason: z.string() })
export type VaporErrorBody = z.infer<typeof VaporErrorBody>

const typeForStatus = (status: number): ErrorType =>
  status === 404
    ? 'notFound'
    : status === 400
      ? 'badRequest'
      : status === 401 || status === 403
        ? 'unauthorized'
        : status >= 500
          ? 'serverError'
          : 'clientError'

const nonEmpty = (s: string | null | undefined): string | undefined =>
  s === null || s === undefined || s === '' ? undefined : s

/** Maps an error response (status ≥ 300) and its parsed body to the client error object. */
export function errorFromResponse(status: number, body: unknown): ClientError {
  const pql = PqlErrorBody.safeParse(body)
  if (pql.success) {
    const e = pql.data
    const tag = DashboardTag.safeParse(e.dashboardTag)
    return clean({
      isPqlError: true,
      id: e.id,
      type: e.type,
      serverRequestId: e.requestId,
      userMessage: nonEmpty(e.userMessage),
      userAction: nonEmpty(e.userAction),
      debugMessage: nonEmpty(e.debugMessage),
      entityName: nonEmpty(e.entityName),
      tag: tag.success ? tag.data : undefined,
      showContactSupport: e.showContactSupport ?? false,
      status,
    })
  }
  const vapor = VaporErrorBody.safeParse(body)
  if (vapor.success) {
    return clean({
      isPqlError: true,
      type: typeForStatus(status),
      debugMessage: vapor.data.reason,
      showContactSupport: status >= 500,
      status,
    })
  }
  return unexpectedError(`HTTP ${status} with an unrecognised error body`, status)
}

/** Local errors (contract §4.4). */
export const errorIds = {
  loggedOut: '10569a9f',
  network: '34fbe3e3',
  unexpected: 'b3162834',
  nonPql: '59b169c4',
  routeNotFound: '0f5a25c9',
  tokenNotFound: '8df93d61',
  entityNotFound: '6ac1205a',
} as const

export const networkMessage =
  "Something seems funny with the network. Are you sure you're connected to the internet?"

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
  isClientError(thrown)
    ? thrown
    : nonPqlError(thrown instanceof Error ? thrown.message : String(thrown))

export const isClientError = (value: unknown): value is ClientError =>
  typeof value === 'object' && value !== null && (value as { isPqlError?: unknown }).isPqlError === true

// ── messages (spec §8) ──────────────────────────────────────────────────────────────────────

export const genericErrorHeading = 'Uh-oh!'
export const genericErrorMessage =
  "Sorry, there's been some sort of technical issue (probably on our end). Please try again, or contact support if the problem persists."

/** The text a parent sees for an error: userMessage as is, else notFound wording, else generic. */
export function errorMessage(error: ClientError): string {
  if (error.userMessage) return error.userMessage
  if (error.type === 'notFound') return error.entityName ? `${error.entityName} not found.` : 'Not found.'
  return genericErrorMessage
}

/** The dialog title for an error (spec §8). */
export const errorTitle = (error: ClientError): string =>
  error.type === 'notFound' ? 'Not found' : 'Error'

function clean<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k]
  return o
}
