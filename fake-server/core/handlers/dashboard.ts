/**
 * GetDashboardWidgets: each child with a status and computer count, the
 * last 14 days of activity per child (coalesced, unreviewed and reviewed counted apart), the
 * pending unlock requests, each child's newest screenshot of the last 14 days (reviewed ones
 * too), how many notification rules the parent has, and the oldest announcement not dismissed
 * (none while the parent has no children).
 */
import type { WireOutput } from '@domain/api/operations'
import { coalesce } from '../activity/coalesce'
import { recordsOf, userDeviceIdsOf } from '../activity/store'
import { announcementFor } from '../announcements'
import type { HandlerRegistry } from '../context'
import { day, readStatus } from '../db/db'
import { isoSeconds } from '../encode'
import { childrenOf } from '../services'
import { unlockTarget } from './requests'

type Widgets = WireOutput<'GetDashboardWidgets'>
type ChildComputerStatus = Widgets['users'][number]['status']

/** The dashboard's window. */
export const widgetWindowMs = 14 * day

/**
 * Which of a child's logins speaks for the child: filterOff, then filterSuspended, then
 * downtimePaused, then downtime, then the first login's status.
 */
const telling: readonly ChildComputerStatus['case'][] = ['filterOff', 'filterSuspended', 'downtimePaused', 'downtime']

export function childStatus(statuses: readonly ChildComputerStatus[]): ChildComputerStatus {
  for (const kind of telling) {
    const found = statuses.find((s) => s.case === kind)
    if (found) return found
  }
  return statuses[0] ?? { case: 'offline' }
}

export const dashboardHandlers = {
  GetDashboardWidgets(_input, ctx) {
    const { db } = ctx.deps
    const now = ctx.now.getTime()
    const since = now - widgetWindowMs
    const children = childrenOf(db, ctx.admin.id)

    const users: Widgets['users'] = []
    const userActivitySummaries: Widgets['userActivitySummaries'] = []
    const unlockRequests: Widgets['unlockRequests'] = []
    const recentScreenshots: Widgets['recentScreenshots'] = []

    for (const child of children) {
      const logins = db.userDevice.findMany({ where: { childId: { equals: child.id } } })
      users.push({
        id: child.id,
        name: child.name,
        status: childStatus(logins.map(readStatus)),
        numDevices: new Set(logins.map((ud) => ud.computerId)).size,
      })

      const records = recordsOf(db, userDeviceIdsOf(db, child.id), ctx.deps.resourceOrigin?.()).filter((r) => r.createdAt >= since)
      userActivitySummaries.push({
        id: child.id,
        name: child.name,
        numUnreviewed: coalesce(records.filter((r) => r.deletedAt === null)).length,
        numReviewed: coalesce(records.filter((r) => r.deletedAt !== null)).length,
      })

      let newest: (typeof records)[number] | undefined
      for (const r of records) if (r.kind === 'screenshot' && (!newest || r.createdAt > newest.createdAt)) newest = r
      if (newest?.kind === 'screenshot') {
        recentScreenshots.push({ id: newest.id, userName: child.name, url: newest.url, createdAt: isoSeconds(newest.createdAt) })
      }

      const loginIds = logins.map((ud) => ud.id)
      if (loginIds.length === 0) continue
      for (const row of db.unlockRequest.findMany({ where: { userDeviceId: { in: loginIds } } })) {
        if (row.status !== 'pending') continue
        unlockRequests.push({
          id: row.id,
          userId: child.id,
          userName: child.name,
          target: unlockTarget(row),
          comment: row.requestComment ?? undefined,
          createdAt: isoSeconds(row.createdAt),
        })
      }
    }
    unlockRequests.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))

    return {
      users,
      userActivitySummaries,
      unlockRequests,
      recentScreenshots,
      numAdminNotifications: children.length === 0 ? 0 : db.adminNotification.findMany({ where: { adminId: { equals: ctx.admin.id } } }).length,
      // A parent with no children sees the welcome card: the server sends no announcement then.
      announcement: children.length === 0 ? undefined : announcementFor(ctx),
    }
  },
} satisfies HandlerRegistry
