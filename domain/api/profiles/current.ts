/**
 * Profile `current`: today's API. Four operations were renamed after May 2025, with renamed
 * fields and values; summaries count days at the parent's own offset; Signup carries a bot
 * check's token; iPhones and iPads (IOSDevices, GetIOSDevice, UpdateIOSDevice, UpsertBlockRule,
 * DeleteEntity `blockRule`), which `2025-05` does not have. The other 41 operations are as in `2025-05`.
 */
import * as z from 'zod/mini'
import { ChildId } from '../ids'
import { type DecodedInput, noInput, operations } from '../operations'
import { iosOperationNames } from '../operations/ios'
import {
  ActivityDay,
  Announcement,
  DashboardActivitySummary,
  DashboardChild,
  NonNegativeInt,
  TimezoneOffset,
  dashboardScreenshotCommon,
  dashboardUnlockRequestCommon,
  opt,
} from '../wire'
import { combinedFeedByRange, unchangedOperations } from './common'
import { type WireTable, mapped, same, sameAll } from './wire-operation'

type AppDeleteType = DecodedInput<'DeleteEntity'>['type']

/** DeleteEntity's kinds: the app's word → today's word. */
export const deleteTypeToCurrent = {
  admin: 'parent',
  adminNotification: 'parentNotification',
  adminVerifiedNotificationMethod: 'parentVerifiedNotificationMethod',
  userDevice: 'computerUser',
  user: 'child',
  key: 'key',
  keychain: 'keychain',
  announcement: 'announcement',
  blockRule: 'blockRule',
} as const satisfies Record<AppDeleteType, string>

type CurrentDeleteType = (typeof deleteTypeToCurrent)[AppDeleteType]
const deleteTypeFromCurrent = Object.fromEntries(Object.entries(deleteTypeToCurrent).map(([app, wire]) => [wire, app])) as Record<
  CurrentDeleteType,
  AppDeleteType
>

export const deleteEntityTypesCurrent = z.enum(Object.values(deleteTypeToCurrent) as [CurrentDeleteType, ...CurrentDeleteType[]])

const widgetsCurrent = z.lazy(() =>
  z.object({
    children: z.array(DashboardChild),
    childActivitySummaries: z.array(DashboardActivitySummary),
    unlockRequests: z.array(z.object({ ...dashboardUnlockRequestCommon, childId: ChildId, childName: z.string() })),
    recentScreenshots: z.array(z.object({ ...dashboardScreenshotCommon, childName: z.string() })),
    numParentNotifications: NonNegativeInt,
    announcement: opt(Announcement),
  }),
)

export const current: WireTable = {
  ...sameAll(unchangedOperations),
  ...sameAll(iosOperationNames),

  Signup: same('Signup'),

  DeleteEntity: mapped('DeleteEntity', {
    name: 'DeleteEntity_v2',
    input: z.object({ id: operations.DeleteEntity.input.shape.id, type: deleteEntityTypesCurrent }),
    output: operations.DeleteEntity.output,
    toWireInput: ({ id, type }) => ({ id, type: deleteTypeToCurrent[type] }),
    fromWireInput: ({ id, type }) => ({ id, type: deleteTypeFromCurrent[type] }),
    toWireOutput: (output) => output,
    fromWireOutput: (output) => output,
  }),

  GetDashboardWidgets: mapped('GetDashboardWidgets', {
    name: 'DashboardWidgets',
    input: noInput,
    output: widgetsCurrent,
    toWireInput: () => undefined,
    fromWireInput: () => undefined,
    toWireOutput: (w) => ({
      children: w.users,
      childActivitySummaries: w.userActivitySummaries,
      unlockRequests: w.unlockRequests.map(({ userId, userName, ...rest }) => ({ ...rest, childId: userId, childName: userName })),
      recentScreenshots: w.recentScreenshots.map(({ userName, ...rest }) => ({ ...rest, childName: userName })),
      numParentNotifications: w.numAdminNotifications,
      announcement: w.announcement,
    }),
    fromWireOutput: (w) => ({
      users: w.children,
      userActivitySummaries: w.childActivitySummaries,
      unlockRequests: w.unlockRequests.map(({ childId, childName, ...rest }) => ({ ...rest, userId: childId, userName: childName })),
      recentScreenshots: w.recentScreenshots.map(({ childName, ...rest }) => ({ ...rest, userName: childName })),
      numAdminNotifications: w.numParentNotifications,
      announcement: w.announcement,
    }),
  }),

  UserActivitySummaries: mapped('UserActivitySummaries', {
    name: 'ChildActivitySummaries',
    input: z.lazy(() => z.object({ childId: ChildId, jsTimezoneOffsetMinutes: TimezoneOffset })),
    output: z.lazy(() => z.object({ childName: z.string(), days: z.array(ActivityDay) })),
    toWireInput: ({ childId, jsTimezoneOffsetMinutes }) => ({ childId, jsTimezoneOffsetMinutes }),
    fromWireInput: ({ childId, jsTimezoneOffsetMinutes }) => ({ childId, jsTimezoneOffsetMinutes }),
    toWireOutput: ({ userName, days }) => ({ childName: userName, days }),
    fromWireOutput: ({ childName, days }) => ({ userName: childName, days }),
  }),

  CombinedUsersActivitySummaries: mapped('CombinedUsersActivitySummaries', {
    name: 'FamilyActivitySummaries',
    input: z.lazy(() => z.object({ jsTimezoneOffsetMinutes: TimezoneOffset })),
    output: z.lazy(() => z.array(ActivityDay)),
    toWireInput: ({ jsTimezoneOffsetMinutes }) => ({ jsTimezoneOffsetMinutes }),
    fromWireInput: ({ jsTimezoneOffsetMinutes }) => ({ jsTimezoneOffsetMinutes }),
    toWireOutput: (days) => days,
    fromWireOutput: (days) => days,
  }),

  CombinedUsersActivityFeed: combinedFeedByRange,
}
