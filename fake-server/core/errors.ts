/**
 * Errors a handler throws. Dispatch turns them into the two body shapes the real server uses:
 * PqlError (`{version, id, requestId, type, debugMessage, showContactSupport, statusCode, …}`) and
 * Vapor's `{error: true, reason}` (see docs/api.md).
 */
import type { DashboardTag } from '@domain/api/errors'

export type PqlErrorType = 'notFound' | 'badRequest' | 'serverError' | 'unauthorized' | 'loggedOut'

export interface PqlErrorSpec {
  readonly id: string
  readonly type: PqlErrorType
  readonly status: number
  readonly debugMessage: string
  readonly userMessage?: string
  readonly entityName?: string
  readonly tag?: DashboardTag
  readonly showContactSupport: boolean
}

/** A PqlError waiting for its request id (dispatch adds it). */
export class PqlThrown extends Error {
  constructor(readonly spec: PqlErrorSpec) {
    super(spec.debugMessage)
    this.name = 'PqlThrown'
  }
}

/** A Vapor "Abort". */
export class VaporThrown extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason)
    this.name = 'VaporThrown'
  }
}

export const pqlError = (spec: PqlErrorSpec): PqlThrown => new PqlThrown(spec)
export const vaporError = (status: number, reason: string): VaporThrown => new VaporThrown(status, reason)

/** "User" → "User", "Unlock request" → "UnlockRequest": the model name in the debug message. */
const modelName = (entityName: string): string =>
  entityName
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/**
 * A DB lookup miss, also the answer for another parent's entity: the real server's ownership
 * checks are queries filtered by parent, so another parent's entity simply is not found.
 */
export const notFound = (entityName: string): PqlThrown =>
  pqlError({
    id: '6ac1205a',
    type: 'notFound',
    status: 404,
    debugMessage: `DuetSQL: ${modelName(entityName)} not found`,
    entityName,
    showContactSupport: false,
  })

export const routeNotFound = (): PqlThrown =>
  pqlError({
    id: '0f5a25c9',
    type: 'notFound',
    status: 404,
    debugMessage: 'PairQL route not found',
    showContactSupport: true,
  })

export const adminTokenNotFound = (): PqlThrown =>
  pqlError({
    id: '8df93d61',
    type: 'loggedOut',
    status: 401,
    debugMessage: 'Admin token not found',
    showContactSupport: false,
  })

/** An operation the demo does not answer yet. */
export const notImplemented = (): VaporThrown => vaporError(500, 'Not implemented in the demo yet')

/** The body of a PqlError response: optional keys omitted when unset. */
export function pqlBody(spec: PqlErrorSpec, requestId: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    version: 1,
    id: spec.id,
    requestId: requestId.toLowerCase(),
    type: spec.type,
    debugMessage: spec.debugMessage,
    showContactSupport: spec.showContactSupport,
    statusCode: spec.status,
  }
  if (spec.userMessage !== undefined) body.userMessage = spec.userMessage
  if (spec.entityName !== undefined) body.entityName = spec.entityName
  if (spec.tag !== undefined) body.dashboardTag = spec.tag
  return body
}

export const vaporBody = (reason: string): { error: true; reason: string } => ({ error: true, reason })
