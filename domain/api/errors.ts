/**
 * The error object every failed call becomes, read from the API's two error bodies
 * (docs/api.md#errors). Calls never throw: they resolve to a Result.
 */
import * as z from 'zod/mini'
import { type ClientError, clean, unexpectedError } from './client-error'
import { dashboardTags, errorTypes, serverErrorTypes } from './error-kinds'

export * from './client-error'

/** Schemas of the names in error-kinds.ts, for reading error bodies. */
export const ServerErrorType = z.enum(serverErrorTypes)
export type ServerErrorType = z.infer<typeof ServerErrorType>

export const ErrorType = z.enum(errorTypes)
export type ErrorType = z.infer<typeof ErrorType>

export const DashboardTag = z.enum(dashboardTags)
export type DashboardTag = z.infer<typeof DashboardTag>

/**
 * The API's usual error body. Tolerant: unknown keys pass, optional keys may be absent. Built
 * when the first failure is read, like the operations' schemas.
 */
export const PqlErrorBody = z.lazy(() =>
  z.object({
    version: z.optional(z.number()),
    id: z.string(),
    requestId: z.optional(z.string()),
    type: ServerErrorType,
    userMessage: z.optional(z.nullable(z.string())),
    userAction: z.optional(z.nullable(z.string())),
    debugMessage: z.optional(z.nullable(z.string())),
    entityName: z.optional(z.nullable(z.string())),
    showContactSupport: z.optional(z.boolean()),
    dashboardTag: z.optional(z.nullable(z.string())),
    appTag: z.optional(z.nullable(z.string())),
    statusCode: z.optional(z.number()),
  }),
)
export type PqlErrorBody = z.infer<typeof PqlErrorBody>

/** The plain error body some of the API's failures have instead: `{error: true, reason}`. */
export const VaporErrorBody = z.lazy(() => z.object({ error: z.literal(true), reason: z.string() }))
export type VaporErrorBody = z.infer<typeof VaporErrorBody>

/** The plain error body has no type: it comes from the HTTP status (docs/api.md#the-client-error-object). */
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

const nonEmpty = (s: string | null | undefined): string | undefined => (s === null || s === undefined || s === '' ? undefined : s)

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
