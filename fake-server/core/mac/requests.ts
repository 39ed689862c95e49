/**
 * The Mac app's side of requests: CreateUnlockRequests_v3 (`submitUnlockRequests`) and
 * CreateSuspendFilterRequest_v2 (`submitSuspendFilterRequest`), as the simulated Macs call them.
 * Each submission notifies the parent through their notification rules (with no rules at all,
 * by e-mail to the account address).
 */
import type { ServerDeps } from '../context'
import { type ChildRow, type Db, type UserDeviceRow, idEq } from '../db/db'
import { notifyAdmin } from '../handlers/notifications'
import { normalizeDashboardUrl, productName } from '../outbox'

/** What a Mac blocked, as its unlock request names it. */
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
