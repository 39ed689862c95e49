/**
 * The fake server's HTTP face (msw handlers): PairQL at `*\/pairql/dashboard/:op` with fault
 * injection, Vapor's 404 for other methods on those routes, the demo screenshots at
 * `/demo-screenshots/{id}.svg` and the demo geo-IP service at `/demo-geoip/{ip}`. While the
 * browser is offline every request fails as a network error (the service worker would otherwise
 * answer without a network).
 */
import { HttpResponse, type HttpHandler, type JsonBodyType, http } from 'msw'
import type { Db } from '../db/db'
import type { Dispatch } from '../dispatch'
import { pqlBody, vaporBody } from '../errors'
import { type FaultInjection, injectedErrorSpec, malformedBody } from './faults'
import { geoIpHandlers } from '../../demo/geoip'
import { screenshotSvg } from '../../demo/screenshots/image'

export interface TransportParts {
  readonly dispatch: Dispatch
  readonly faults: FaultInjection
  readonly db: Db
  readonly newId: () => string
  /** False while the browser has no connection. */
  isOnline(): boolean
  /** Resolves once the state is restored or seeded. */
  ready(): Promise<void>
}

export function createHttpHandlers(parts: TransportParts): HttpHandler[] {
  const { dispatch, faults, db } = parts
  return [
    http.post('*/pairql/dashboard/:op', async ({ request, params }) => {
      if (!parts.isOnline()) return HttpResponse.error()
      const op = String(params.op)
      const plan = await faults.plan(op)
      if (plan.drop) return HttpResponse.error()
      if (plan.error) return HttpResponse.json(pqlBody(injectedErrorSpec, parts.newId()) as JsonBodyType, { status: 500 })
      const result = await dispatch(op, await request.text(), request.headers)
      if (plan.malformed()) return HttpResponse.json(malformedBody(op), { status: 200 })
      return HttpResponse.json(result.body as JsonBodyType, { status: result.status })
    }),
    // Any other method on a PairQL route gets Vapor's 404 (preflights pass through).
    http.all('*/pairql/dashboard/:op', ({ request }) => {
      if (request.method === 'OPTIONS') return undefined
      if (!parts.isOnline()) return HttpResponse.error()
      return HttpResponse.json(vaporBody('Not Found'), { status: 404 })
    }),
    http.get('*/demo-screenshots/:file', async ({ params }) => {
      if (!parts.isOnline()) return HttpResponse.error()
      await parts.ready()
      const id = String(params.file).replace(/\.svg$/i, '')
      const row = db.screenshot.findFirst({ where: { id: { equals: id.toUpperCase() } } })
      const userDevice = row && db.userDevice.findFirst({ where: { id: { equals: row.userDeviceId } } })
      const child = userDevice && db.child.findFirst({ where: { id: { equals: userDevice.childId } } })
      const svg = screenshotSvg(
        id,
        {
          title: child ? `${child.name}’s screen` : 'Screenshot',
          subtitle: row ? new Date(row.createdAt).toUTCString() : 'Demo placeholder',
        },
        row?.width,
        row?.height,
      )
      return new HttpResponse(svg, { status: 200, headers: { 'Content-Type': 'image/svg+xml' } })
    }),
    // The demo's geo-IP service (geoip.ts).
    ...geoIpHandlers(() => parts.isOnline()),
  ]
}
