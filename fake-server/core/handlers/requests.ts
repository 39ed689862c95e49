/**
 * Unlock requests and filter-suspension requests: the dashboard's reads and decisions.
 * Unlock decisions only change status and comment (the client saves a key first when it
 * accepts). A suspension decision may be changed; accepting replaces the requested duration with
 * the parent's and stores the extra monitoring. The nightly cleanup is in core/request-cleanup.ts,
 * the Mac's side (submissions) in core/mac/requests.ts.
 *
 * Stricter than the real server: another parent's request answers 404 with the request's entity
 * name ("Unlock request", "Suspend filter request"), exactly as an unknown id does; a suspension
 * granted for zero or fewer seconds is a 400 bad request.
 */
import type { WireOutput } from '@domain/api/operations'
import { compareVersions } from '@domain/api/versions'
import type { AdminContext, HandlerRegistry } from '../context'
import { type ChildRow, type Db, type Row, type UserDeviceRow, idEq } from '../db/db'
import { durationWords, logChildSecurityEvent } from '../mac/security-events'
import { isoSeconds } from '../encode'
import { notFound, pqlError } from '../errors'
import { extraMonitoringMinVersion, extraMonitoringOptions, parseExtraMonitoring } from '../extra-monitoring'
import { identifiedAppByBundleId } from '../identified-apps'
import { childrenOf, ownedChild } from '../services'
import { reportStatus } from '../mac/reported-status'

/** The Mac's side of requests, also reachable from here. */
export { submitSuspendFilterRequest, submitUnlockRequests } from '../mac/requests'

type UnlockRequestRow = Row<'unlockRequest'>
type SuspendRequestRow = Row<'suspendFilterRequest'>
type WireUnlockRequest = WireOutput<'GetUnlockRequest'>
type WireSuspendRequest = WireOutput<'GetSuspendFilterRequest'>

// ── views ───────────────────────────────────────────────────────────────────────────────────

/** What an unlock request asks to open: its URL, else its host, else its IP address ("" if none). */
export const unlockTarget = (row: UnlockRequestRow): string => row.url ?? row.hostname ?? row.ipAddress ?? ''

export function unlockRequestView(row: UnlockRequestRow, child: ChildRow): WireUnlockRequest {
  const app = identifiedAppByBundleId(row.appBundleId)
  return {
    id: row.id,
    userId: child.id,
    userName: child.name,
    status: row.status,
    url: row.url ?? undefined,
    domain: row.hostname ?? undefined,
    ipAddress: row.ipAddress ?? undefined,
    requestComment: row.requestComment ?? undefined,
    appName: app?.name,
    appSlug: app?.slug,
    appBundleId: row.appBundleId,
    appCategories: app?.category ? [app.category.slug] : [],
    createdAt: isoSeconds(row.createdAt),
  }
}

export function suspendRequestView(row: SuspendRequestRow, userDevice: UserDeviceRow, child: ChildRow): WireSuspendRequest {
  const offersExtra = compareVersions(userDevice.appVersion, extraMonitoringMinVersion) >= 0
  return {
    id: row.id,
    deviceId: userDevice.id,
    status: row.status,
    userName: child.name,
    requestedDurationInSeconds: row.duration,
    requestComment: row.requestComment ?? undefined,
    responseComment: row.responseComment ?? undefined,
    extraMonitoringOptions: offersExtra ? extraMonitoringOptions(child) : {},
    createdAt: isoSeconds(row.createdAt),
  }
}

/**
 * A suspension granted for zero or fewer seconds is refused as a bad request the dashboard can
 * show, and the request stays as it was. (The real server does not say; nothing sensible can be
 * granted for no time.)
 */
const durationNotPositive = () =>
  pqlError({
    id: '5d0a7100',
    type: 'badRequest',
    status: 400,
    debugMessage: 'DecideFilterSuspensionRequest: durationInSeconds must be more than 0',
    userMessage: 'Choose how long to suspend the filter: the time must be more than zero.',
    showContactSupport: false,
  })

// ── ownership ───────────────────────────────────────────────────────────────────────────────

/** The login and child behind a request's user device, if the child is the caller's. */
function ownerOf(ctx: AdminContext, userDeviceId: string): { userDevice: UserDeviceRow; child: ChildRow } | null {
  const { db } = ctx.deps
  const userDevice = db.userDevice.findFirst({ where: { id: { equals: userDeviceId } } })
  if (!userDevice) return null
  const child = db.child.findFirst({ where: { id: { equals: userDevice.childId }, adminId: { equals: ctx.admin.id } } })
  return child ? { userDevice, child } : null
}

function ownedUnlockRequest(ctx: AdminContext, id: string) {
  const row = ctx.deps.db.unlockRequest.findFirst({ where: { id: idEq(id) } })
  const owner = row && ownerOf(ctx, row.userDeviceId)
  if (!row || !owner) throw notFound('Unlock request')
  return { row, ...owner }
}

function ownedSuspendRequest(ctx: AdminContext, id: string) {
  const row = ctx.deps.db.suspendFilterRequest.findFirst({ where: { id: idEq(id) } })
  const owner = row && ownerOf(ctx, row.userDeviceId)
  if (!row || !owner) throw notFound('Suspend filter request')
  return { row, ...owner }
}

/** A child's unlock requests, newest first. */
function unlockRequestsOf(db: Db, child: ChildRow): WireUnlockRequest[] {
  const logins = db.userDevice.findMany({ where: { childId: { equals: child.id } } }).map((ud) => ud.id)
  if (logins.length === 0) return []
  return db.unlockRequest
    .findMany({ where: { userDeviceId: { in: logins } } })
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((row) => unlockRequestView(row, child))
}

// ── handlers ────────────────────────────────────────────────────────────────────────────────

export const requestsHandlers = {
  GetUnlockRequests(_input, ctx) {
    const { db } = ctx.deps
    return childrenOf(db, ctx.admin.id)
      .flatMap((child) => unlockRequestsOf(db, child))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  },

  GetUserUnlockRequests(input, ctx) {
    return unlockRequestsOf(ctx.deps.db, ownedChild(ctx, input))
  },

  GetUnlockRequest(input, ctx) {
    const { row, child } = ownedUnlockRequest(ctx, input)
    return unlockRequestView(row, child)
  },

  UpdateUnlockRequest(input, ctx) {
    const { row } = ownedUnlockRequest(ctx, input.id)
    // Any status, re-deciding included; no key and no security event (the client saves the key).
    ctx.deps.db.unlockRequest.update({
      where: { id: { equals: row.id } },
      data: { status: input.status, responseComment: input.responseComment ?? null, updatedAt: ctx.now.getTime() },
    })
    return { success: true }
  },

  GetSuspendFilterRequest(input, ctx) {
    const { row, userDevice, child } = ownedSuspendRequest(ctx, input)
    return suspendRequestView(row, userDevice, child)
  },

  DecideFilterSuspensionRequest(input, ctx) {
    const { row } = ownedSuspendRequest(ctx, input.id)
    const { decision } = input
    if (decision.case === 'accepted' && decision.durationInSeconds <= 0) throw durationNotPositive()
    // No "already decided" guard: a parent may change their mind.
    ctx.deps.db.suspendFilterRequest.update({
      where: { id: { equals: row.id } },
      data:
        decision.case === 'accepted'
          ? {
              status: 'accepted',
              duration: decision.durationInSeconds,
              extraMonitoring: parseExtraMonitoring(decision.extraMonitoring),
              responseComment: input.responseComment ?? null,
              updatedAt: ctx.now.getTime(),
            }
          : { status: 'rejected', responseComment: input.responseComment ?? null, updatedAt: ctx.now.getTime() },
    })
    // The simulated Mac suspends its filter for the granted time and logs it, as the Mac app
    // does; `applyDueDeviceWork` ends the suspension on time.
    if (decision.case === 'accepted') {
      const resuming = new Date(ctx.now.getTime() + decision.durationInSeconds * 1000)
      reportStatus(ctx.deps, row.userDeviceId, { case: 'filterSuspended', resuming: isoSeconds(resuming) })
      const detail = `for ${durationWords(decision.durationInSeconds)}`
      logChildSecurityEvent(ctx.deps, row.userDeviceId, 'filterSuspendedRemotely', detail, ctx.now)
    }
    return { success: true }
  },
} satisfies HandlerRegistry
