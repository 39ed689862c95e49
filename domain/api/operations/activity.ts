/**
 * The dashboard, activity review and security events.
 *
 * Day summaries take `jsTimezoneOffsetMinutes`: the offset (minutes behind UTC) whose days
 * they count, 0 for UTC days. Which offsets a server can count in depends on its profile (see
 * `profiles/`): the app asks `activityDayOffset` for the one to use.
 */
import * as z from 'zod/mini'
import { ActivityItemId, ChildId } from '../ids'
import { ActivityDay, ActivityFeed, DashboardWidgets, DateRange, SecurityEvent, SuccessOutput, TimezoneOffset, opt } from '../wire'
import { admin, noInput } from './define'

export const activityOperations = {
  GetDashboardWidgets: admin(noInput, DashboardWidgets),
  UserActivitySummaries: admin(
    () => z.object({ childId: ChildId, jsTimezoneOffsetMinutes: TimezoneOffset }),
    () => z.object({ userName: z.string(), days: z.array(ActivityDay) }),
  ),
  CombinedUsersActivitySummaries: admin(
    () => z.object({ jsTimezoneOffsetMinutes: TimezoneOffset }),
    () => z.array(ActivityDay),
  ),
  UserActivityFeed: admin(() => z.object({ userId: ChildId, range: DateRange }), ActivityFeed),
  /**
   * `jsTimezoneOffsetMinutes` names the days the range belongs to, for the app's own use: the
   * range alone says what to list, and no server takes the offset here.
   */
  CombinedUsersActivityFeed: admin(
    () => z.object({ range: DateRange, jsTimezoneOffsetMinutes: opt(TimezoneOffset) }),
    () => z.array(ActivityFeed),
  ),
  DeleteActivityItems_v2: admin(() => z.object({ keystrokeLineIds: z.array(ActivityItemId), screenshotIds: z.array(ActivityItemId) }), SuccessOutput),
  FlagActivityItems: admin(() => z.array(ActivityItemId), SuccessOutput),
  SecurityEventsFeed: admin(noInput, () => z.array(SecurityEvent)),
} as const
