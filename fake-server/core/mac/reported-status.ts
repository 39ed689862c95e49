/**
 * What a Mac's login reports about its filter (the dashboard shows the last report), and when a
 * reported suspension, downtime or paused downtime ends.
 */
import type { WireOutput } from '@domain/api/operations'
import type { ServerDeps } from '../context'
import { idEq, writeJson } from '../db/db'

/** A filter state as the device reports it (wire form). */
export type ReportedStatus = WireOutput<'GetUser'>['devices'][number]['status']

/** When a reported suspension, downtime or paused downtime ends (epoch ms), if it has an end. */
export function reportedEnd(status: ReportedStatus): number | undefined {
  const end =
    status.case === 'filterSuspended' || status.case === 'downtimePaused' ? status.resuming : status.case === 'downtime' ? status.ending : undefined
  if (end === undefined || end === null) return undefined
  const ms = Date.parse(end)
  return Number.isNaN(ms) ? undefined : ms
}

/**
 * The device reports a filter state over its socket. The dashboard's status of a login is the
 * last state it reported (offline once it closes its socket).
 */
export function reportStatus(deps: ServerDeps, userDeviceId: string, status: ReportedStatus): boolean {
  const row = deps.db.userDevice.findFirst({ where: { id: idEq(userDeviceId) } })
  if (!row) return false
  deps.db.userDevice.update({ where: { id: { equals: row.id } }, data: { statusJson: writeJson(status) } })
  return true
}

/** The device closes its socket ("goingOffline"): the dashboard shows it offline. */
export const goOffline = (deps: ServerDeps, userDeviceId: string): boolean => reportStatus(deps, userDeviceId, { case: 'offline' })
