/**
 * One generic PairQL dispatch for every API profile at once, driven by the domain operation
 * table and the profiles' wire tables: route (any profile's operation name) → decode the body
 * by that name's wire → authenticate → handler (the app's types) → that wire's answer → wire
 * form. Errors thrown by handlers become PqlError or Vapor bodies.
 */
import { isUuid } from '@domain/api/ids'
import { operations } from '@domain/api/operations'
import { decodeRequest, encodeResponse, routeOf } from '@domain/api/profiles/adapter'
import type { AdminContext, HandlerRegistry, PublicContext, ServerDeps } from './context'
import { idEq } from './db/db'
import { toWire } from './encode'
import { PqlThrown, VaporThrown, adminTokenNotFound, notImplemented, pqlBody, routeNotFound, vaporBody } from './errors'
import { normalizeDashboardUrl } from './outbox'

export interface DispatchResult {
  readonly status: number
  readonly body: unknown
}

/** Fetch `Headers` or a plain record (names matched case-insensitively). */
export type HeadersLike = Headers | Readonly<Record<string, string | undefined>>

export type Dispatch = (opName: string, rawBody: string | null | undefined, headers?: HeadersLike) => Promise<DispatchResult>

export interface DispatchOptions {
  readonly deps: ServerDeps
  readonly handlers: HandlerRegistry
  /** Used for links when the request has no X-DashboardUrl header. */
  readonly dashboardUrl: string
  /** Check every success output against the operation's output schema (500 if it fails). */
  readonly checkOutputs?: boolean
}

export function header(headers: HeadersLike | undefined, name: string): string | undefined {
  if (!headers) return undefined
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const wanted = name.toLowerCase()
  for (const [key, value] of Object.entries(headers as Record<string, string | undefined>)) if (key.toLowerCase() === wanted) return value
  return undefined
}

/** The caller's address, as the real server reads it: CF-Connecting-IP, else the first X-Forwarded-For, else X-Real-IP. */
export function callerIp(headers: HeadersLike | undefined): string {
  const forwarded = header(headers, 'X-Forwarded-For')?.split(',')[0]?.trim()
  return header(headers, 'CF-Connecting-IP')?.trim() || forwarded || header(headers, 'X-Real-IP')?.trim() || '127.0.0.1'
}

type AnyHandler = (input: unknown, ctx: AdminContext | PublicContext) => unknown

export function createDispatch(options: DispatchOptions): Dispatch {
  const { deps, handlers } = options

  return async (opName, rawBody, headers) => {
    const requestId = deps.newId().toLowerCase()
    const fail = (error: unknown): DispatchResult => {
      if (error instanceof PqlThrown) return { status: error.spec.status, body: pqlBody(error.spec, requestId) }
      if (error instanceof VaporThrown) return { status: error.status, body: vaporBody(error.reason) }
      return { status: 500, body: vaporBody('Internal Server Error') }
    }

    try {
      // ── routing: unknown operation, missing/non-UUID token, undecodable body → 404 ──
      const route = routeOf(opName)
      if (!route) throw routeNotFound()
      const op = operations[route.op]
      const token = header(headers, 'X-AdminToken')?.trim()
      if (op.auth === 'admin' && !isUuid(token)) throw routeNotFound()
      const decoded = decodeRequest(route, rawBody)
      if (!decoded.ok) throw routeNotFound()

      const now = deps.clock()
      const base = {
        dashboardUrl: normalizeDashboardUrl(header(headers, 'X-DashboardUrl')?.trim() || options.dashboardUrl),
        ipAddress: callerIp(headers),
        now,
        requestId,
        deps,
      }

      // ── authentication: unknown or expired token → 401 loggedOut ──
      let ctx: AdminContext | PublicContext = base
      if (op.auth === 'admin') {
        const row = deps.db.adminToken.findFirst({ where: { value: idEq(token ?? '') } })
        if (!row || now.getTime() >= row.expiresAt) throw adminTokenNotFound()
        const admin = deps.db.admin.findFirst({ where: { id: idEq(row.adminId) } })
        if (!admin) throw adminTokenNotFound()
        ctx = { ...base, admin }
      }

      const handler = handlers[route.op] as AnyHandler | undefined
      if (!handler) throw notImplemented()
      const output = toWire(encodeResponse(route, (await handler(decoded.value, ctx)) as never))

      if (options.checkOutputs) {
        const checked = route.wire.output.safeParse(output)
        if (!checked.success) {
          return {
            status: 500,
            body: vaporBody(`Output of ${opName} does not match its schema: ${checked.error.message}`),
          }
        }
      }
      return { status: 200, body: output }
    } catch (error) {
      return fail(error)
    }
  }
}
