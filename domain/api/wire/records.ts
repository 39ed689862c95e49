/**
 * Records of the wire about the parent, children, computers and requests.
 */
import * as z from 'zod/mini'
import { ChildId, DeviceId, NotificationId, NotificationMethodId, SuspendFilterRequestId, UnlockRequestId, UserDeviceId } from '../ids'
import { BlockedApp, PlainTimeWindow, UserKeychainSummary } from './rules'
import { AdminNotificationTrigger, DeviceModelFamily, Int, IsoDate, ReleaseChannel, RequestStatus, opt } from './scalars'
import { ChildComputerStatus, NotificationMethodConfig } from './unions'

export const AdminNotification = z.lazy(() =>
  z.object({
    id: NotificationId,
    trigger: AdminNotificationTrigger,
    methodId: NotificationMethodId,
  }),
)
export type AdminNotification = z.infer<typeof AdminNotification>

export const VerifiedNotificationMethod = z.lazy(() =>
  z.object({
    id: NotificationMethodId,
    config: NotificationMethodConfig,
  }),
)
export type VerifiedNotificationMethod = z.infer<typeof VerifiedNotificationMethod>

export const UserDevice = z.lazy(() =>
  z.object({
    id: UserDeviceId,
    deviceId: DeviceId,
    status: ChildComputerStatus,
    modelFamily: DeviceModelFamily,
    modelTitle: z.string(),
    modelIdentifier: z.string(),
    customName: opt(z.string()),
  }),
)
export type UserDevice = z.infer<typeof UserDevice>

export const User = z.lazy(() =>
  z.object({
    id: ChildId,
    name: z.string(),
    keyloggingEnabled: z.boolean(),
    screenshotsEnabled: z.boolean(),
    screenshotsResolution: Int,
    screenshotsFrequency: Int,
    showSuspensionActivity: z.boolean(),
    keychains: z.array(UserKeychainSummary),
    downtime: opt(PlainTimeWindow),
    devices: z.array(UserDevice),
    blockedApps: opt(z.array(BlockedApp)),
    createdAt: IsoDate,
  }),
)
export type User = z.infer<typeof User>

export const Device = z.lazy(() =>
  z.object({
    id: DeviceId,
    name: opt(z.string()),
    releaseChannel: ReleaseChannel,
    users: z.array(z.object({ id: ChildId, name: z.string(), status: ChildComputerStatus })),
    appVersion: z.string(),
    serialNumber: z.string(),
    modelIdentifier: z.string(),
    modelFamily: DeviceModelFamily,
    modelTitle: z.string(),
  }),
)
export type Device = z.infer<typeof Device>

export const UnlockRequest = z.lazy(() =>
  z.object({
    id: UnlockRequestId,
    userId: ChildId,
    userName: z.string(),
    status: RequestStatus,
    url: opt(z.string()),
    domain: opt(z.string()),
    ipAddress: opt(z.string()),
    requestComment: opt(z.string()),
    appName: opt(z.string()),
    appSlug: opt(z.string()),
    appBundleId: opt(z.string()),
    appCategories: z.array(z.string()),
    createdAt: IsoDate,
  }),
)
export type UnlockRequest = z.infer<typeof UnlockRequest>

export const SuspendFilterRequest = z.lazy(() =>
  z.object({
    id: SuspendFilterRequestId,
    /** The user-device id, not the computer id. */
    deviceId: UserDeviceId,
    status: RequestStatus,
    userName: z.string(),
    requestedDurationInSeconds: Int,
    requestComment: opt(z.string()),
    responseComment: opt(z.string()),
    extraMonitoringOptions: z.record(z.string(), z.string()),
    createdAt: IsoDate,
  }),
)
export type SuspendFilterRequest = z.infer<typeof SuspendFilterRequest>

export const IdentifiedApp = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    launchable: z.boolean(),
    bundleIds: z.array(z.object({ id: z.string(), bundleId: z.string() })),
    category: opt(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  }),
)
export type IdentifiedApp = z.infer<typeof IdentifiedApp>
