/**
 * The dashboard's widgets, in the app's words (the spec's field names), and the announcement
 * some servers add to them.
 */
import * as z from 'zod/mini'
import { ActivityItemId, ChildId, UnlockRequestId, uuidPattern } from '../ids'
import { IsoDate, NonNegativeInt, opt } from './scalars'
import { ChildComputerStatus } from './unions'

export const AnnouncementId = z.string().check(z.regex(uuidPattern)).brand<'AnnouncementId'>()
export type AnnouncementId = z.infer<typeof AnnouncementId>

/**
 * A notice from the service to every parent: `html` is a short rich-text message, `icon` an
 * optional short symbol shown before it, `learnMoreUrl` an optional page about it. The parent
 * dismisses it with DeleteEntity `announcement`.
 */
export const Announcement = z.lazy(() =>
  z.object({
    id: AnnouncementId,
    icon: opt(z.string()),
    html: z.string(),
    learnMoreUrl: opt(z.string()),
  }),
)
export type Announcement = z.infer<typeof Announcement>

export const DashboardChild = z.lazy(() =>
  z.object({
    id: ChildId,
    name: z.string(),
    status: ChildComputerStatus,
    numDevices: NonNegativeInt,
  }),
)
export const DashboardActivitySummary = z.lazy(() =>
  z.object({
    id: ChildId,
    name: z.string(),
    numUnreviewed: NonNegativeInt,
    numReviewed: NonNegativeInt,
  }),
)
export const dashboardUnlockRequestCommon = {
  id: UnlockRequestId,
  target: z.string(),
  comment: opt(z.string()),
  createdAt: IsoDate,
}
export const dashboardScreenshotCommon = { id: ActivityItemId, url: z.string(), createdAt: IsoDate }

export const DashboardWidgets = z.lazy(() =>
  z.object({
    users: z.array(DashboardChild),
    userActivitySummaries: z.array(DashboardActivitySummary),
    unlockRequests: z.array(z.object({ ...dashboardUnlockRequestCommon, userId: ChildId, userName: z.string() })),
    recentScreenshots: z.array(z.object({ ...dashboardScreenshotCommon, userName: z.string() })),
    numAdminNotifications: NonNegativeInt,
    /** Absent when there is nothing to announce, or the server never announces anything. */
    announcement: opt(Announcement),
  }),
)
export type DashboardWidgets = z.infer<typeof DashboardWidgets>
