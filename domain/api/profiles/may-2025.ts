/**
 * Profile `2025-05`: the API as it was in May 2025, the spec's 47 operations under the spec's
 * names, with exactly that server's bodies and answers. It counts activity days in UTC only.
 */
import * as z from 'zod/mini'
import { ChildId } from '../ids'
import { noInput, operations } from '../operations'
import { iosOperationNames } from '../operations/ios'
import { DashboardActivitySummary, DashboardChild, NonNegativeInt, dashboardScreenshotCommon, dashboardUnlockRequestCommon, opt } from '../wire'
import { combinedFeedByRange, unchangedOperations } from './common'
import { NotOnThisWire, type WireTable, mapped, notOfferedAll, sameAll } from './wire-operation'

/** This server counts days in UTC: a summary for any other offset cannot be asked for. */
function requireUtcDays(jsTimezoneOffsetMinutes: number): void {
  if (jsTimezoneOffsetMinutes !== 0) {
    throw new NotOnThisWire('this server counts activity days in UTC only (offset 0)')
  }
}

export const deleteEntityTypes2025 = z.enum([
  'admin',
  'adminNotification',
  'adminVerifiedNotificationMethod',
  'userDevice',
  'key',
  'keychain',
  'user',
])

const widgets2025 = z.lazy(() =>
  z.object({
    users: z.array(DashboardChild),
    userActivitySummaries: z.array(DashboardActivitySummary),
    unlockRequests: z.array(z.object({ ...dashboardUnlockRequestCommon, userId: ChildId, userName: z.string() })),
    recentScreenshots: z.array(z.object({ ...dashboardScreenshotCommon, userName: z.string() })),
    numAdminNotifications: NonNegativeInt,
  }),
)

/** What the client says when asked for an iOS device under this profile. */
export const noIOSDevices = 'this server has no iOS devices'

export const may2025: WireTable = {
  ...sameAll(unchangedOperations),
  ...notOfferedAll(iosOperationNames, noIOSDevices),

  Signup: mapped('Signup', {
    name: 'Signup',
    input: z.lazy(() =>
      z.object({
        email: z.string(),
        password: z.string(),
        gclid: opt(z.string()),
        abTestVariant: opt(z.string()),
      }),
    ),
    output: operations.Signup.output,
    // This server has no bot check: the token, if any, stays home.
    toWireInput: ({ email, password, gclid, abTestVariant }) => ({ email, password, gclid, abTestVariant }),
    fromWireInput: (wire) => ({ ...wire, turnstileToken: undefined }),
    toWireOutput: (output) => output,
    fromWireOutput: (output) => output,
  }),

  DeleteEntity: mapped('DeleteEntity', {
    name: 'DeleteEntity',
    input: z.object({ id: operations.DeleteEntity.input.shape.id, type: deleteEntityTypes2025 }),
    output: operations.DeleteEntity.output,
    toWireInput: ({ id, type }) => {
      if (type === 'announcement') throw new NotOnThisWire('this server has no announcements')
      if (type === 'blockRule') throw new NotOnThisWire(noIOSDevices)
      return { id, type }
    },
    fromWireInput: (wire) => wire,
    toWireOutput: (output) => output,
    fromWireOutput: (output) => output,
  }),

  GetDashboardWidgets: mapped('GetDashboardWidgets', {
    name: 'GetDashboardWidgets',
    input: noInput,
    output: widgets2025,
    toWireInput: () => undefined,
    fromWireInput: () => undefined,
    toWireOutput: ({ users, userActivitySummaries, unlockRequests, recentScreenshots, numAdminNotifications }) => ({
      users,
      userActivitySummaries,
      unlockRequests,
      recentScreenshots,
      numAdminNotifications,
    }),
    fromWireOutput: (widgets) => ({ ...widgets, announcement: undefined }),
  }),

  UserActivitySummaries: mapped('UserActivitySummaries', {
    name: 'UserActivitySummaries',
    input: ChildId,
    output: operations.UserActivitySummaries.output,
    toWireInput: ({ childId, jsTimezoneOffsetMinutes }) => {
      requireUtcDays(jsTimezoneOffsetMinutes)
      return childId
    },
    fromWireInput: (childId) => ({ childId, jsTimezoneOffsetMinutes: 0 }),
    toWireOutput: (output) => output,
    fromWireOutput: (output) => output,
  }),

  CombinedUsersActivitySummaries: mapped('CombinedUsersActivitySummaries', {
    name: 'CombinedUsersActivitySummaries',
    input: noInput,
    output: operations.CombinedUsersActivitySummaries.output,
    toWireInput: ({ jsTimezoneOffsetMinutes }) => {
      requireUtcDays(jsTimezoneOffsetMinutes)
      return undefined
    },
    fromWireInput: () => ({ jsTimezoneOffsetMinutes: 0 }),
    toWireOutput: (days) => days,
    fromWireOutput: (days) => days,
  }),

  CombinedUsersActivityFeed: combinedFeedByRange,
}
