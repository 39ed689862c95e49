/**
 * Unlock requests and filter-suspension requests (server-behaviour §7, §8, §15 rules 23–25):
 * the dashboard's reads and decisions, the nightly cleanup, and the device side of a submission
 * (`submitUnlockRequests`, `submitSuspendFilterRequest`) for the simulated Macs, which notifies
 * the parent through their notification rules.
 *
 * Stricter than the real server: another parent's request answers 404 with the request's entity
 * name ("Unlock request", "Suspend filter request"), exactly as an unknown id does.
 */
import type { WireOutput } from '@domain/operations'
import type { AdminContext, HandlerRegistry, ServerDeps } from '../context'
import { type ChildRow, type Db, type Row, type UserDeviceRow, day, idEq } from '../db'
import { isoSeconds } from '../encode'
import { notFound } from '../errors'
import { identifiedAppByBundleId } from '../identified-apps'
import { normalizeDashboardUrl, productName } from '../outbox'
import { compareVersions } from '@domain/versions'
import { childrenOf, ownedChild } from '../services'
import { reportStatus } from '../simulator-devices'
import { notifyAdmin } from './notifications'

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

/** Extra monitoring is offered only to Macs running 2.1.0 or later. */
const extraMonitoringMinVersion = '2.1.0'
/** Options whose screenshot interval would be this short or shorter are left out. */
const minScreenshotSeconds = 10

const fixedIntervals: readonly [number, string][] = [
  [120, 'Screenshot every 2m'],
  [90, 'Screenshot every 90s'],
  [60, 'Screenshot every 60s'],
  [30, 'Screenshot every 30s'],
]
const multipliers: readonly [number, string][] = [
  [1.5, '1.5x'],
  [2, '2x'],
  [3, '3x'],
]

/**
 * The extra monitoring a parent may add to a suspension, keyed by magic string (`k`, `@N`,
 * `@N+k`), built from the child's current settings.
 */
export function extraMonitoringOptions(child: Pick<ChildRow, 'keyloggingEnabled' | 'screenshotsEnabled' | 'screenshotsFrequency'>): Record<string, string> {
  const options: Record<string, string> = {}
  const addKeylogging = !child.keyloggingEnabled
  if (addKeylogging) options.k = 'keylogging'
  const intervals: [number, string][] = child.screenshotsEnabled
    ? multipliers.map(([factor, name]) => [Math.floor(child.screenshotsFrequency / factor), `${name} screenshots`])
    : [...fixedIntervals]
  for (const [seconds, label] of intervals) {
    if (seconds <= minScreenshotSeconds) continue
    options[`@${seconds}`] = label
  }
  if (addKeylogging) {
    for (const [seconds, label] of intervals) {
      if (seconds <= minScreenshotSeconds) continue
      options[`@${seconds}+k`] = `${label} + keylogging`
    }
  }
  return options
}

/** A magic string as stored: `k`, `@N` or `@N+k` (N a positive whole number); anything else → null. */
export const parseExtraMonitoring = (magic: string | undefined): string | null =>
  magic !== undefined && /^(k|@[1-9]\d*(\+k)?)$/.test(magic) ? magic : null

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
    // The simulated Mac suspends its filter for the granted time; `applyDueDeviceWork` ends it.
    if (decision.case === 'accepted') {
      const resuming = new Date(ctx.now.getTime() + decision.durationInSeconds * 1000)
      reportStatus(ctx.deps, row.userDeviceId, { case: 'filterSuspended', resuming: isoSeconds(resuming) })
    }
    return { success: true }
  },
} satisfies HandlerRegistry

// ── nightly cleanup ─────────────────────────────────────────────────────────────────────────

/** Decided unlock requests go 3 days after their last update, pending ones after 7 days. */
export const decidedUnlockRetentionMs = 3 * day
export const pendingUnlockRetentionMs = 7 * day
/** Suspension requests go 3 days after they were made, whatever their status. */
export const suspendRetentionMs = 3 * day

/** The cleanup runs at 02:30 UTC. */
const cleanupAtMs = 2 * 3_600_000 + 30 * 60_000
const lastCleanup = (now: number): number => Math.floor((now - cleanupAtMs) / day) * day + cleanupAtMs
const cleanupRuns = new WeakMap<Db, number>()

/** Hard-deletes requests past their retention. Returns how many went. */
export function cleanUpRequests(db: Db, now: number): number {
  const unlock = db.unlockRequest
    .getAll()
    .filter((r) => r.updatedAt <= now - (r.status === 'pending' ? pendingUnlockRetentionMs : decidedUnlockRetentionMs))
    .map((r) => r.id)
  const suspend = db.suspendFilterRequest
    .getAll()
    .filter((r) => r.createdAt <= now - suspendRetentionMs)
    .map((r) => r.id)
  if (unlock.length > 0) db.unlockRequest.deleteMany({ where: { id: { in: unlock } } })
  if (suspend.length > 0) db.suspendFilterRequest.deleteMany({ where: { id: { in: suspend } } })
  return unlock.length + suspend.length
}

/** Runs the request cleanup once a 02:30 UTC run is due (a simulation of server.ts). */
export function applyDueRequestCleanup(deps: ServerDeps, now: Date): boolean {
  const run = lastCleanup(now.getTime())
  if ((cleanupRuns.get(deps.db) ?? Number.NEGATIVE_INFINITY) >= run) return false
  cleanupRuns.set(deps.db, run)
  // As the job would have at 02:30, even when applied later.
  return cleanUpRequests(deps.db, run) > 0
}

// ── the device side ─────────────────────────────────────────────────────────────────────────

export interface BlockedRequest {
  readonly bundleId: string
  readonly url?: string
  readonly hostname?: string
  readonly ipAddress?: string
}

function loginAndChild(db: Db, userDeviceId: string): { userDevice: UserDeviceRow; child: ChildRow } | null {
  const userDevice = db.userDevice.findFirst({ where: { id: idEq(userDeviceId) } })
  const child = userDevice && db.child.findFirst({ where: { id: { equals: userDevice.childId } } })
  return userDevice && child ? { userDevice, child } : null
}

/**
 * A Mac's CreateUnlockRequests_v3: one pending request per blocked request, all with the same
 * comment, and one notification for the batch. Returns the new ids (none for an unknown login).
 */
export function submitUnlockRequests(
  deps: ServerDeps,
  userDeviceId: string,
  blocked: readonly BlockedRequest[],
  comment: string | undefined,
  dashboardUrl: string,
  now: Date = deps.clock(),
): string[] {
  const found = loginAndChild(deps.db, userDeviceId)
  if (!found || blocked.length === 0) return []
  const { userDevice, child } = found
  const ids = blocked.map((request) => {
    const id = deps.newId()
    deps.db.unlockRequest.create({
      id,
      userDeviceId: userDevice.id,
      status: 'pending',
      appBundleId: request.bundleId,
      url: request.url ?? null,
      hostname: request.hostname ?? null,
      ipAddress: request.ipAddress ?? null,
      requestComment: comment ?? null,
      responseComment: null,
      createdAt: now.getTime(),
      updatedAt: now.getTime(),
    })
    return id
  })
  const base = `${normalizeDashboardUrl(dashboardUrl)}/children/${child.id.toLowerCase()}/unlock-requests`
  const single = ids.length === 1
  const link = single ? `${base}/${(ids[0] ?? '').toLowerCase()}` : base
  notifyAdmin(
    deps,
    child.adminId,
    'unlockRequestSubmitted',
    {
      subject: single
        ? `[${productName}] New unlock request from ${child.name}`
        : `[${productName}] ${ids.length} new unlock requests from ${child.name}`,
      text: single
        ? `New unlock request from user ${child.name}. Approve or deny it here:`
        : `${ids.length} new unlock requests from user ${child.name}. Approve or deny them here:`,
      link,
    },
    now,
  )
  return ids
}

/**
 * A Mac's CreateSuspendFilterRequest_v2: a pending, unrestricted request for `durationSeconds`,
 * and a notification. Returns the new id (undefined for an unknown login).
 */
export function submitSuspendFilterRequest(
  deps: ServerDeps,
  userDeviceId: string,
  durationSeconds: number,
  comment: string | undefined,
  dashboardUrl: string,
  now: Date = deps.clock(),
): string | undefined {
  const found = loginAndChild(deps.db, userDeviceId)
  if (!found) return undefined
  const { userDevice, child } = found
  const id = deps.newId()
  deps.db.suspendFilterRequest.create({
    id,
    userDeviceId: userDevice.id,
    status: 'pending',
    scope: 'unrestricted',
    duration: durationSeconds,
    requestComment: comment ?? null,
    responseComment: null,
    extraMonitoring: null,
    createdAt: now.getTime(),
    updatedAt: now.getTime(),
  })
  notifyAdmin(
    deps,
    child.adminId,
    'suspendFilterRequestSubmitted',
    {
      subject: `[${productName}] New suspend filter request from ${child.name}`,
      text: `New suspend filter request from user ${child.name}. Approve or deny it here:`,
      link: `${normalizeDashboardUrl(dashboardUrl)}/children/${child.id.toLowerCase()}/suspend-filter-requests/${id.toLowerCase()}`,
    },
    now,
  )
  return id
}
