/**
 * The simulated Mac app, device side: it redeems connection codes as the
 * mac app's ConnectUser does, and reports filter states.
 *
 * In the demo a code is redeemed automatically a few seconds after it is issued, as a child
 * typing it into the app would: CreatePendingAppConnection schedules the redemption (issue time
 * + `defaultAutoConnectDelayMs`), and `applyDueDeviceWork` carries out whatever is due at the
 * injected clock's "now". The server calls it before every request and from `tick()`; nothing
 * here sets a timer.
 */
import { sameId } from '@domain/ids'
import { applyDueActivity } from '../activity/simulator'
import type { ServerDeps } from '../../core/context'
import { type ChildRow, day, idEq, readJson, writeJson } from '../../core/db/db'
import { logChildSecurityEvent } from '../../core/mac/security-events'
import { productName } from '../../core/outbox'
import { randomInt } from '../../core/random'
import type { ChildEventName } from '../../core/security-events'
import { compareVersions } from '@domain/versions'
import { type ReportedStatus, reportedEnd } from '../../core/mac/reported-status'

/** How long after issuing a code the simulated child has typed it in. */
export const defaultAutoConnectDelayMs = 4_000

/** What the mac app sends to ConnectUser (the parts the dashboard can see). */
export interface ConnectDeviceInput {
  /** The 6-digit connection code. */
  readonly code: number
  readonly modelIdentifier: string
  readonly serialNumber: string
  /** The macOS short user name. */
  readonly username: string
  readonly fullUsername?: string
  /** The macOS user id (uid), e.g. 501. */
  readonly numericId: number
  readonly isAdmin?: boolean
  readonly appVersion: string
  readonly osVersion?: string
}

export interface ConnectedDevice {
  readonly childId: string
  /** The new (or transferred) user device. */
  readonly userDeviceId: string
  /** The computer. */
  readonly computerId: string
  /** The mac-app token. */
  readonly token: string
  /** True when an existing login on that computer moved to this child. */
  readonly transferred: boolean
  readonly newComputer: boolean
}

/** The mac-app errors of ConnectUser: an unknown or expired code, or a login of another parent. */
export interface ConnectError {
  readonly id: '6e7fc234' | '41a43089'
  readonly type: 'unauthorized'
  readonly appTag?: 'connectionCodeNotFound'
  readonly userMessage: string
}

export type ConnectResult = { readonly ok: true; readonly value: ConnectedDevice } | { readonly ok: false; readonly error: ConnectError }

export const connectErrors = {
  codeNotFound: {
    id: '6e7fc234',
    type: 'unauthorized',
    appTag: 'connectionCodeNotFound',
    // Sic: the real app's message has this typo.
    userMessage: 'Connection code expired, or not found. Plese create a new code and try again.',
  },
  otherParent: {
    id: '41a43089',
    type: 'unauthorized',
    userMessage: `This user is associated with another ${productName} parent account.`,
  },
} as const satisfies Record<string, ConnectError>

/** When a transferred login's old tokens stop working. */
const transferTokenLifetime = 14 * day

/**
 * ConnectUser: redeems a connection code for the Mac described by `input`.
 * - unknown or expired code (or its child is gone) → `6e7fc234` connectionCodeNotFound;
 * - the computer is found by serial number, or created for the child's parent (stable channel);
 * - a login with the same macOS uid on that computer moves to the new child (same parent only,
 *   else `41a43089`; a computer of another parent is refused the same way), its old tokens
 *   expiring in 14 days; otherwise a new login is created;
 * - the login reports `filterOn`, and a mac-app token is issued.
 */
export function connectDevice(deps: ServerDeps, input: ConnectDeviceInput, now: Date = deps.clock()): ConnectResult {
  const { db } = deps
  const pending = deps.stores.pendingConnection(input.code, now)
  const child = pending ? db.child.findFirst({ where: { id: idEq(pending.childId) } }) : null
  if (!pending || !child) return { ok: false, error: connectErrors.codeNotFound }

  const t = now.getTime()
  const status = writeJson({ case: 'filterOn' } satisfies ReportedStatus)
  let computer = db.computer.findFirst({ where: { serialNumber: { equals: input.serialNumber } } })
  if (computer && computer.adminId !== child.adminId) return { ok: false, error: connectErrors.otherParent }
  const newComputer = !computer
  if (!computer) {
    computer = db.computer.create({
      id: deps.newId(),
      adminId: child.adminId,
      customName: null,
      modelIdentifier: input.modelIdentifier,
      serialNumber: input.serialNumber,
      releaseChannel: 'stable',
      osVersion: input.osVersion ?? null,
      createdAt: t,
    })
  }

  const fields = {
    isAdmin: input.isAdmin ?? false,
    appVersion: input.appVersion,
    filterVersion: input.appVersion,
    username: input.username,
    fullUsername: input.fullUsername ?? input.username,
    statusJson: status,
  }
  const sameLogin = db.userDevice
    .findMany({ where: { computerId: { equals: computer.id } } })
    .find((ud) => ud.numericId === input.numericId)

  let userDeviceId: string
  if (sameLogin) {
    userDeviceId = sameLogin.id
    if (!sameId(sameLogin.childId, child.id)) {
      for (const token of db.userToken.findMany({ where: { userDeviceId: { equals: sameLogin.id } } })) {
        if (token.expiresAt === null || token.expiresAt > t + transferTokenLifetime) {
          db.userToken.update({ where: { value: { equals: token.value } }, data: { expiresAt: t + transferTokenLifetime } })
        }
      }
    }
    db.userDevice.update({ where: { id: { equals: sameLogin.id } }, data: { ...fields, childId: child.id } })
  } else {
    userDeviceId = deps.newId()
    db.userDevice.create({
      id: userDeviceId,
      childId: child.id,
      computerId: computer.id,
      numericId: input.numericId,
      createdAt: t,
      ...fields,
    })
  }

  const token = deps.newId()
  db.userToken.create({ value: token, childId: child.id, userDeviceId, expiresAt: null, createdAt: t })
  return {
    ok: true,
    value: {
      childId: child.id,
      userDeviceId,
      computerId: computer.id,
      token,
      transferred: sameLogin !== undefined && !sameId(sameLogin.childId, child.id),
      newComputer,
    },
  }
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
export const goOffline = (deps: ServerDeps, userDeviceId: string): boolean =>
  reportStatus(deps, userDeviceId, { case: 'offline' })

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

/** Called by CreatePendingAppConnection: the simulated child will type `code` in a moment. */
export function scheduleAutoConnect(deps: ServerDeps, code: number, now: Date): void {
  const delay = deps.autoConnectDelayMs === undefined ? defaultAutoConnectDelayMs : deps.autoConnectDelayMs
  if (delay === null) return
  deps.stores.scheduleAutoRedeem(code, now.getTime() + delay)
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
