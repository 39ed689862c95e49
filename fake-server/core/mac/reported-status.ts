/**
 * What a Mac's login reports about its filter, and when a reported suspension, downtime or
 * paused downtime ends: read by the device simulation, the offline spells and the requests.
 */
import type { WireOutput } from '@domain/operations'

/** A filter state as the device reports it (wire form). */
export type ReportedStatus = WireOutput<'GetUser'>['devices'][number]['status']

/** When a reported suspension, downtime or paused downtime ends (epoch ms), if it has an end. */
export function reportedEnd(status: ReportedStatus): number | undefined {
  const end =
    status.case === 'filterSuspended' || status.case === 'downtimePaused'
      ? status.resuming
      : status.case === 'downtime'
        ? status.ending
        : undefined
  if (end === undefined || end === null) return undefined
  const ms = Date.parse(end)
  return Number.isNaN(ms) ? undefined : ms
}
