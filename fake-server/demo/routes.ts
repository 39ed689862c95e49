/**
 * The demo's own HTTP routes beside PairQL: the screenshots the simulated Macs take, drawn as
 * SVG at `/demo-screenshots/{id}.svg`, and the demo geo-IP service at `/demo-geoip/{ip}`.
 */
import { HttpResponse, type HttpHandler, http } from 'msw'
import type { RouteParts } from '../core/server'
import { geoIpHandlers } from './geoip'
import { screenshotSvg } from './screenshots/image'

export function demoRoutes(parts: RouteParts): HttpHandler[] {
  const { db } = parts
  return [
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
    // The demo's geo-IP service.
    ...geoIpHandlers(() => parts.isOnline()),
  ]
}
