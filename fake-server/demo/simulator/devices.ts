/**
 * The simulated Mac app, device side. In the demo a connection code is redeemed automatically a
 * few seconds after it is issued, as a child typing it into the app would: CreatePendingAppConnection
 * schedules the redemption (core/mac/connect.ts), and `applyDueDeviceWork` carries out whatever
 * is due at the injected clock's "now". The server calls it before every request and from
 * `tick()`; nothing here sets a timer.
 */
import { compareVersions } from '@domain/api/versions'
import type { ServerDeps } from '../../core/context'
import { type ChildRow, idEq, readJson } from '../../core/db/db'
import { type ConnectDeviceInput, connectDevice } from '../../core/mac/connect'
import { type ReportedStatus, reportStatus, reportedEnd } from '../../core/mac/reported-status'
import { logChildSecurityEvent } from '../../core/mac/security-events'
import { randomInt } from '../../core/random'
import type { ChildEventName } from '../../core/security-events'
import { applyDueActivity } from '../activity/simulator'

// ── the simulated child at the keyboard ─────────────────────────────────────────────────────

/** Models a simulated child may own, so new devices vary. */
export const simulatedModels: readonly string[] = [
  'Mac15,12',
  'Mac14,2',
  'MacBookAir10,1',
  'Mac14,7',
  'MacBookPro18,3',
  'iMac21,1',
  'Mac14,3',
  'Mac13,1',
  'MacBook10,1',
]

const serialAlphabet = 'BCDFGHJKLMNPQRTVWXY0123456789'

/** A 10-character serial number (the modern Apple style) no computer has yet. */
export function newSerialNumber(deps: ServerDeps): string {
  for (;;) {
    let serial = ''
    for (let i = 0; i < 10; i++) serial += serialAlphabet[randomInt(deps.random, 0, serialAlphabet.length - 1)]
    if (!deps.db.computer.findFirst({ where: { serialNumber: { equals: serial } } })) return serial
  }
}

/** The app version a fresh install has: the newest stable release (2.7.1 without releases). */
export function currentStableVersion(deps: ServerDeps): string {
  const stable = deps.db.release
    .findMany({ where: { channel: { equals: 'stable' } } })
    .map((r) => r.semver)
    .sort(compareVersions)
  return stable[stable.length - 1] ?? '2.7.1'
}

/** A plausible Mac for a child: varied model, fresh serial, the child's name as macOS user. */
export function simulatedMac(deps: ServerDeps, child: ChildRow, code: number): ConnectDeviceInput {
  const modelIdentifier = simulatedModels[randomInt(deps.random, 0, simulatedModels.length - 1)] ?? 'Mac14,2'
  const username = child.name.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'child'
  return {
    code,
    modelIdentifier,
    serialNumber: newSerialNumber(deps),
    username,
    fullUsername: child.name,
    numericId: 501,
    isAdmin: false,
    appVersion: currentStableVersion(deps),
    osVersion: '14.5.0',
  }
}

/**
 * A Mac whose suspension, downtime or paused downtime has run out turns the filter back on and
 * reports `filterOn`; an ended suspension also logs `filterSuspensionExpired`, at the time it
 * ended, as the Mac app does.
 */
export function endDueSuspensions(deps: ServerDeps, now: Date): boolean {
  let changed = false
  for (const row of deps.db.userDevice.getAll()) {
    const status = readJson<ReportedStatus>(row.statusJson)
    const end = reportedEnd(status)
    if (end === undefined || end > now.getTime()) continue
    reportStatus(deps, row.id, { case: 'filterOn' })
    changed = true
    if (status.case !== 'filterSuspended') continue
    logChildSecurityEvent(deps, row.id, 'filterSuspensionExpired' satisfies ChildEventName, null, new Date(end))
  }
  return changed
}

/**
 * Carries out the device work due at `now`: each due code is redeemed once by a simulated Mac,
 * and suspensions and downtimes that have run out end. Returns whether anything changed.
 */
export function applyDueDeviceWork(deps: ServerDeps, now: Date = deps.clock()): boolean {
  let changed = false
  for (const { code, childId } of deps.stores.dueAutoRedemptions(now)) {
    deps.stores.clearAutoRedeem(code)
    changed = true
    const child = deps.db.child.findFirst({ where: { id: idEq(childId) } })
    if (!child) continue
    connectDevice(deps, simulatedMac(deps, child, code), now)
  }
  changed = endDueSuspensions(deps, now) || changed
  // Connected Macs keep sending screenshots and typed text; the nightly cleanup runs.
  changed = applyDueActivity(deps, now) || changed
  return changed
}
