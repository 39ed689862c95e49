/**
 * The PairQL client: one POST per operation, every answer
 * validated by the operation's output schema, every failure turned into the client error object.
 * `call` never throws.
 */
import { type Result, fail, loggedOutError, networkError, ok, toClientError, unexpectedError } from '@domain/api/client-error'
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'
import type { ApiProfile } from '@domain/api/profiles/names'
import { endsSession } from './failure-classes'

export type Call = <N extends OperationName>(op: N, input: OperationInput<N>) => Promise<Result<OperationOutput<N>>>

export interface ClientConfig {
  /** The API address ('' = the page's origin). */
  readonly apiUrl: string
  /** The page's origin (`window.location.origin`); needed when `apiUrl` is '' or relative. */
  readonly pageOrigin?: string
  /** Which wire the API speaks: names, bodies and answers of its operations. */
  readonly profile: ApiProfile
  /** Send X-DashboardUrl (non-production builds). */
  readonly sendDashboardUrl: boolean
  /** The dashboard's address sent as X-DashboardUrl (default `pageOrigin`; includes a path prefix when served under one). */
  readonly dashboardUrl?: string
  readonly fetch: typeof fetch
  readonly readToken: () => string | null
  /** Called for every logged-out error, local or from the server, and any session-ending 401 to an admin call. */
  readonly onLoggedOut: () => void
  /** How long a request may take, answer included, before it counts as a network error. */
  readonly timeoutMs?: number
}

/** A request that hangs must not hold its cache key (and its spinner) forever. */
export const defaultTimeoutMs = 30_000

/** The origin the parent's token may be sent to, or null when none can be determined. */
export function allowedApiOrigin(config: Pick<ClientConfig, 'apiUrl' | 'pageOrigin'>): string | null {
  try {
    if (config.apiUrl === '') return config.pageOrigin ? new URL(config.pageOrigin).origin : null
    return new URL(config.apiUrl, config.pageOrigin).origin
  } catch {
    return null
  }
}

/** What a call needs beyond the request itself: the operation table, the wire adapter, the error schemas. */
export interface OperationTable {
  readonly operations: typeof import('@domain/api/operations').operations
  readonly encodeRequest: typeof import('@domain/api/profiles/adapter').encodeRequest
  readonly decodeResponse: typeof import('@domain/api/profiles/adapter').decodeResponse
  readonly wireName: typeof import('@domain/api/profiles/adapter').wireName
  readonly isUuid: typeof import('@domain/api/ids').isUuid
  readonly errorFromResponse: typeof import('@domain/api/errors').errorFromResponse
}

let table: Promise<OperationTable> | null = null

/**
 * The operation table from a script that imports it statically (the signed-in documents' first
 * script): the first call then sends its request at once, in the same task, rather than after
 * the dynamic imports have resolved a task later.
 */
export function provideOperationTable(loaded: OperationTable): void {
  table ??= Promise.resolve(loaded)
}

/**
 * The operation table with its schemas (and the wire adapter and error schemas), loaded and
 * built on the first call rather than when the app starts: a page that calls nothing (or not
 * yet) never pays for it.
 */
export function operationTable(): Promise<OperationTable> {
  table ??= Promise.all([
    import('../zod-setup').then(() => import('@domain/api/operations')),
    import('@domain/api/profiles/adapter'),
    import('@domain/api/ids'),
    import('@domain/api/errors'),
  ]).then(
    ([ops, adapter, ids, errors]) => ({
      operations: ops.operations,
      encodeRequest: adapter.encodeRequest,
      decodeResponse: adapter.decodeResponse,
      wireName: adapter.wireName,
      isUuid: ids.isUuid,
      errorFromResponse: errors.errorFromResponse,
    }),
    (error: unknown) => {
      // A download that failed (e.g. offline) is tried again by the next call.
      table = null
      throw error
    },
  )
  return table
}

/** The endpoint of an operation, e.g. https://api.example.com/pairql/dashboard/GetUsers. */
function endpoint(config: Pick<ClientConfig, 'apiUrl' | 'pageOrigin' | 'profile'>, op: OperationName, wireName: OperationTable['wireName']): string {
  const path = `${config.apiUrl}/pairql/dashboard/${wireName(config.profile, op)}`
  if (config.pageOrigin) {
    try {
      return new URL(path, config.pageOrigin).href
    } catch {
      return path
    }
  }
  return path
}

const isAdminOp = (ops: OperationTable, op: OperationName): boolean => ops.operations[op].auth === 'admin'

const describe = (thrown: unknown): string => (thrown instanceof Error ? thrown.message : String(thrown))

const shortIssue = (message: string): string => (message.length > 300 ? `${message.slice(0, 300)}…` : message)

export function createClient(config: ClientConfig): { call: Call } {
  async function send<N extends OperationName>(ops: OperationTable, op: N, input: OperationInput<N>): Promise<Result<OperationOutput<N>>> {
    const { decodeResponse, encodeRequest, errorFromResponse, isUuid } = ops
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    const url = endpoint(config, op, ops.wireName)
    // The app's input in this API's words; an input it cannot carry is never sent.
    const request = encodeRequest(config.profile, op, input)
    if (!request.ok) return fail(unexpectedError(request.reason))

    if (isAdminOp(ops, op)) {
      const token = config.readToken()
      // A token that is not a UUID cannot be routed by the API (it would answer 'route not
      // found' forever): the parent has to log in again.
      if (token === null || !isUuid(token)) return fail(loggedOutError())
      // The token only ever goes to the configured API origin.
      const allowed = allowedApiOrigin(config)
      let target: URL | null
      try {
        target = new URL(url)
      } catch {
        target = null
      }
      if (allowed === null || target === null || target.origin !== allowed || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
        return fail(unexpectedError(`refused to send the parent token to ${target?.origin ?? url}`))
      }
      headers['X-AdminToken'] = token
    }
    const dashboardUrl = config.dashboardUrl ?? config.pageOrigin
    if (config.sendDashboardUrl && dashboardUrl) headers['X-DashboardUrl'] = dashboardUrl

    const init: RequestInit = {
      method: 'POST',
      headers,
      credentials: 'omit',
      // A redirect could carry the token elsewhere: never follow one.
      redirect: 'manual',
      // Aborting rejects the fetch (or the body read below): the network error.
      signal: AbortSignal.timeout(config.timeoutMs ?? defaultTimeoutMs),
    }
    if (request.value !== undefined) init.body = request.value

    let response: Response
    try {
      response = await config.fetch(url, init)
    } catch (thrown) {
      return fail(networkError(describe(thrown)))
    }

    if (response.type === 'opaqueredirect' || response.status === 0) {
      return fail(unexpectedError(`${op}: the API answered with a redirect`))
    }

    let text: string
    try {
      text = await response.text()
    } catch (thrown) {
      return fail(networkError(describe(thrown)))
    }

    let body: unknown
    let parsed: boolean
    try {
      body = text === '' ? undefined : JSON.parse(text)
      parsed = text !== ''
    } catch {
      parsed = false
    }

    if (response.status >= 300) {
      if (!parsed) {
        return fail(unexpectedError(`${op}: HTTP ${response.status} with ${text === '' ? 'an empty' : 'a non-JSON'} body`, response.status))
      }
      return fail(errorFromResponse(response.status, body))
    }
    if (!parsed) return fail(unexpectedError(`${op}: ${text === '' ? 'empty' : 'non-JSON'} response body`, response.status))

    const output = decodeResponse(config.profile, op, body)
    if (!output.ok) {
      return fail(unexpectedError(`${op}: response does not match its schema: ${shortIssue(output.reason)}`, response.status))
    }
    return ok(output.value)
  }

  const call: Call = async (op, input) => {
    let ops: OperationTable
    try {
      ops = await operationTable()
    } catch (thrown) {
      // The table's code could not be downloaded: as good as no connection.
      return fail(networkError(describe(thrown)))
    }
    let result: Result<OperationOutput<typeof op>>
    try {
      result = await send(ops, op, input)
    } catch (thrown) {
      result = fail(toClientError(thrown))
    }
    // A 401 to a call made with the parent's token ends the session, whatever the body says,
    // unless it refuses only this request and says why (src/api/failure-classes.ts).
    if (!result.ok && (result.error.type === 'loggedOut' || (isAdminOp(ops, op) && endsSession(result.error)))) {
      try {
        config.onLoggedOut()
      } catch {
        /* the handler's failure must not change the result */
      }
    }
    return result
  }
  return { call }
}
