/**
 * The Mac app's ConnectUser: a Mac redeems a connection code (`connectDevice`), and the code's
 * redemption is scheduled when CreatePendingAppConnection issues it (`scheduleAutoConnect`: the
 * demo's simulated child types it in a few seconds later, see demo/simulator/devices.ts).
 */
import { sameId } from '@domain/api/ids'
import type { ServerDeps } from '../context'
import { day, idEq, writeJson } from '../db/db'
import { productName } from '../outbox'
import type { ReportedStatus } from './reported-status'

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
  const sameLogin = db.userDevice.findMany({ where: { computerId: { equals: computer.id } } }).find((ud) => ud.numericId === input.numericId)

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

/** Called by CreatePendingAppConnection: the code is redeemed `autoConnectDelayMs` later (null: never). */
export function scheduleAutoConnect(deps: ServerDeps, code: number, now: Date): void {
  const delay = deps.autoConnectDelayMs === undefined ? defaultAutoConnectDelayMs : deps.autoConnectDelayMs
  if (delay === null) return
  deps.stores.scheduleAutoRedeem(code, now.getTime() + delay)
}
