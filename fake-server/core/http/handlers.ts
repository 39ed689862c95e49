/**
 * The fake server's HTTP face (msw handlers): PairQL at `*\/pairql/dashboard/:op` with fault
 * injection, Vapor's 404 for other methods on those routes, and the routes the server's
 * extension adds. While the browser is offline every request fails as a network error (the
 * service worker would otherwise answer without a network).
 */
import { HttpResponse, type HttpHandler, type JsonBodyType, http } from 'msw'
import type { Dispatch } from '../dispatch'
import { pqlBody, vaporBody } from '../errors'
import { type FaultInjection, injectedErrorSpec, malformedBody } from './faults'

export interface TransportParts {
  readonly dispatch: Dispatch
  readonly faults: FaultInjection
  readonly newId: () => string
  /** False while the browser has no connection. */
  isOnline(): boolean
  /** Routes beside PairQL's (they check `isOnline` themselves). */
  readonly routes: readonly HttpHandler[]
}

export function createHttpHandlers(parts: TransportParts): HttpHandler[] {
  const { dispatch, faults } = parts
  return [
    http.post('*/pairql/dashboard/:op', async ({ request, params }) => {
      if (!parts.isOnline()) return HttpResponse.error()
      const op = String(params.op)
      const body = await request.text()
      const plan = await faults.plan(op, body)
      if (plan.drop) return HttpResponse.error()
      if (plan.error) return HttpResponse.json(pqlBody(injectedErrorSpec, parts.newId()) as JsonBodyType, { status: 500 })
      const result = await dispatch(op, body, request.headers)
      if (plan.malformed()) return HttpResponse.json(malformedBody(op), { status: 200 })
      return HttpResponse.json(result.body as JsonBodyType, { status: result.status })
    }),
    // Any other method on a PairQL route gets Vapor's 404 (preflights pass through).
    http.all('*/pairql/dashboard/:op', ({ request }) => {
      if (request.method === 'OPTIONS') return undefined
      if (!parts.isOnline()) return HttpResponse.error()
      return HttpResponse.json(vaporBody('Not Found'), { status: 404 })
    }),
    // Routes of the extension's own (the demo's screenshots and geo-IP service).
    ...parts.routes,
  ]
}
