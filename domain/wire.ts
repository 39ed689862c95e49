/**
 * Wire shapes shared by several PairQL operations (contract §2).
 * Objects are non-strict: unknown extra keys are tolerated (and stripped); optional keys may be
 * absent (the server never sends null, but null is tolerated on output and treated as absent).
 */
import * as z from 'zod/mini'
import {
  ActivityItemId,
  AdminId,
  BlockedAppId,
  ChildId,
  DeviceId,
  KeyId,
  KeychainId,
  NotificationId,
  NotificationMethodId,
  SecurityEventId,
  SuspendFilterRequestId,
  UnlockRequestId,
  UserDeviceId,
} from './ids'

/** Optional on output: absent, or null from a lenient server, both read as absent. */
export const opt = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v: z.output<T> | null | undefined) => (v === null ? undefined : v)),
  )

/** ISO-8601 instant, with or without fractional seconds. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/
export const IsoDate = z.string().check(z.regex(isoDatePattern)).brand<'IsoDate'>()
export type IsoDate = z.infer<typeof IsoDate>

export const Int = z.int()
export const NonNegativeInt = z.int().check(z.gte(0))

export const RequestStatus = z.enum(['pending', 'accepted', 'rejected'])
export type RequestStatus = z.infer<typeof RequestStatus>
export const ReleaseChannel = z.enum(['stable', 'beta', 'canary'])
export type ReleaseChannel = z.infer<typeof ReleaseChannel>
export const DeviceModelFamily = z.enum([
  'macBook',
  'macBookAir',
  'macBookPro',
  'mini',
  'iMac',
  'studio',
  'pro',
  'unknown',
])
export type DeviceModelFamily = z.infer<typeof DeviceModelFamily>
export const AdminNotificationTrigger = z.enum([
  'unlockRequestSubmitted',
  'suspendFilterRequestSubmitted',
  'adminChildSecurityEvent',
])
export type AdminNotificationTrigger = z.infer<typeof AdminNotificationTrigger>
export const DeleteEntityType = z.enum([
  'admin',
  'adminNotification',
  'adminVerifiedNotificationMethod',
  'userDevice',
  'key',
  'keychain',
  'user',
])
export type DeleteEntityType = z.infer<typeof DeleteEntityType>
export const ConferenceSource = z.enum(['workshop', 'booth'])
export type ConferenceSource = z.infer<typeof ConferenceSource>

// ── case-tagged unions ──────────────────────────────────────────────────────────────────────

export const AdminSubscriptionStatus = z.discriminatedUnion('case', [
  z.object({ case: z.literal('trialing'), daysLeft: Int }),
  z.object({ case: z.literal('complimentary') }),
  z.object({ case: z.literal('paid') }),
  z.object({ case: z.literal('overdue') }),
  z.object({ case: z.literal('unpaid') }),
])
export type AdminSubscriptionStatus = z.infer<typeof AdminSubscriptionStatus>

export const ChildComputerStatus = z.discriminatedUnion('case', [
  z.object({ case: z.literal('filterSuspended'), resuming: opt(IsoDate) }),
  z.object({ case: z.literal('downtime'), ending: opt(IsoDate) }),
  z.object({ case: z.literal('downtimePaused'), resuming: opt(IsoDate) }),
  z.object({ case: z.literal('offline') }),
  z.object({ case: z.literal('filterOff') }),
  z.object({ case: z.literal('filterOn') }),
])
export type ChildComputerStatus = z.infer<typeof ChildComputerStatus>

export const NotificationMethodConfig = z.discriminatedUnion('case', [
  z.object({
    case: z.literal('slack'),
    channelId: z.string(),
    channelName: z.string(),
    token: z.string(),
  }),
  z.object({ case: z.literal('email'), email: z.string() }),
  z.object({ case: z.literal('text'), phoneNumber: z.string() }),
])
export type NotificationMethodConfig = z.infer<typeof NotificationMethodConfig>

export const FilterSuspensionDecision = z.discriminatedUnion('case', [
  z.object({
    case: z.literal('accepted'),
    durationInSeconds: Int,
    extraMonitoring: opt(z.string()),
  }),
  z.object({ case: z.literal('rejected') }),
])
export type FilterSuspensionDecision = z.infer<typeof FilterSuspensionDecision>

const activityItemCommon = {
  id: ActivityItemId,
  ids: z.array(ActivityItemId),
  duringSuspension: z.boolean(),
  flagged: z.boolean(),
  createdAt: IsoDate,
  deletedAt: opt(IsoDate),
}
export const ScreenshotItem = z.object({
  case: z.literal('screenshot'),
  ...activityItemCommon,
  url: z.string(),
  width: Int,
  height: Int,
})
export const KeystrokeLineItem = z.object({
  case: z.literal('keystrokeLine'),
  ...activityItemCommon,
  appName: z.string(),
  line: z.string(),
})
export const UserActivityItem = z.discriminatedUnion('case', [ScreenshotItem, KeystrokeLineItem])
export type ScreenshotItem = z.infer<typeof ScreenshotItem>
export type KeystrokeLineItem = z.infer<typeof KeystrokeLineItem>
export type UserActivityItem = z.infer<typeof UserActivityItem>

export const SecurityEvent = z.discriminatedUnion('case', [
  z.object({
    case: z.literal('child'),
    id: SecurityEventId,
    childId: ChildId,
    childName: z.string(),
    deviceId: DeviceId,
    deviceName: z.string(),
    event: z.string(),
    detail: opt(z.string()),
    explanation: z.string(),
    createdAt: IsoDate,
  }),
  z.object({
    case: z.literal('admin'),
    id: SecurityEventId,
    event: z.string(),
    detail: opt(z.string()),
    explanation: z.string(),
    ipAddress: opt(z.string()),
    createdAt: IsoDate,
  }),
])
export type SecurityEvent = z.infer<typeof SecurityEvent>

// ── type-tagged unions (filter rules) ───────────────────────────────────────────────────────

export const SingleAppScope = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bundleId'), bundleId: z.string() }),
  z.object({ type: z.literal('identifiedAppSlug'), identifiedAppSlug: z.string() }),
])
export type SingleAppScope = z.infer<typeof SingleAppScope>

export const AppScope = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unrestricted') }),
  z.object({ type: z.literal('webBrowsers') }),
  z.object({ type: z.literal('single'), single: SingleAppScope }),
])
export type AppScope = z.infer<typeof AppScope>

export const SharedKey = z.discriminatedUnion('type', [
  z.object({ type: z.literal('anySubdomain'), domain: z.string(), scope: AppScope }),
  z.object({ type: z.literal('domain'), domain: z.string(), scope: AppScope }),
  z.object({ type: z.literal('domainRegex'), pattern: z.string(), scope: AppScope }),
  z.object({ type: z.literal('skeleton'), scope: SingleAppScope }),
  z.object({ type: z.literal('ipAddress'), ipAddress: z.string(), scope: AppScope }),
  z.object({ type: z.literal('path'), path: z.string(), scope: AppScope }),
])
export type SharedKey = z.infer<typeof SharedKey>

// ── records ─────────────────────────────────────────────────────────────────────────────────

export const PlainTime = z.object({
  hour: z.int().check(z.gte(0), z.lte(23)),
  minute: z.int().check(z.gte(0), z.lte(59)),
})
export type PlainTime = z.infer<typeof PlainTime>
export const PlainTimeWindow = z.object({ start: PlainTime, end: PlainTime })
export type PlainTimeWindow = z.infer<typeof PlainTimeWindow>

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type Weekday = (typeof weekdays)[number]

export const RuleSchedule = z.object({
  mode: z.enum(['active', 'inactive']),
  days: z.object({
    sunday: z.boolean(),
    monday: z.boolean(),
    tuesday: z.boolean(),
    wednesday: z.boolean(),
    thursday: z.boolean(),
    friday: z.boolean(),
    saturday: z.boolean(),
  }),
  window: PlainTimeWindow,
})
export type RuleSchedule = z.infer<typeof RuleSchedule>

export const BlockedApp = z.object({
  id: BlockedAppId,
  identifier: z.string(),
  schedule: opt(RuleSchedule),
})
export type BlockedApp = z.infer<typeof BlockedApp>

export const KeychainSummary = z.object({
  id: KeychainId,
  parentId: AdminId,
  name: z.string(),
  description: opt(z.string()),
  warning: opt(z.string()),
  isPublic: z.boolean(),
  numKeys: NonNegativeInt,
})
export type KeychainSummary = z.infer<typeof KeychainSummary>

export const UserKeychainSummary = z.object({
  id: KeychainId,
  parentId: AdminId,
  name: z.string(),
  description: opt(z.string()),
  isPublic: z.boolean(),
  numKeys: NonNegativeInt,
  schedule: opt(RuleSchedule),
})
export type UserKeychainSummary = z.infer<typeof UserKeychainSummary>

export const Key = z.object({
  id: KeyId,
  keychainId: KeychainId,
  comment: opt(z.string()),
  expiration: opt(IsoDate),
  key: SharedKey,
})
export type Key = z.infer<typeof Key>

export const AdminKeychain = z.object({
  summary: KeychainSummary,
  children: z.array(ChildId),
  keys: z.array(Key),
})
export type AdminKeychain = z.infer<typeof AdminKeychain>

export const AdminNotification = z.object({
  id: NotificationId,
  trigger: AdminNotificationTrigger,
  methodId: NotificationMethodId,
})
export type AdminNotification = z.infer<typeof AdminNotification>

export const VerifiedNotificationMethod = z.object({
  id: NotificationMethodId,
  config: NotificationMethodConfig,
})
export type VerifiedNotificationMethod = z.infer<typeof VerifiedNotificationMethod>

export const UserDevice = z.object({
  id: UserDeviceId,
  deviceId: DeviceId,
  status: ChildComputerStatus,
  modelFamily: DeviceModelFamily,
  modelTitle: z.string(),
  modelIdentifier: z.string(),
  customName: opt(z.string()),
})
export type UserDevice = z.infer<typeof UserDevice>

export const User = z.object({
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
})
export type User = z.infer<typeof User>

export const Device = z.object({
  id: DeviceId,
  name: opt(z.string()),
  releaseChannel: ReleaseChannel,
  users: z.array(z.object({ id: ChildId, name: z.string(), status: ChildComputerStatus })),
  appVersion: z.string(),
  serialNumber: z.string(),
  modelIdentifier: z.string(),
  modelFamily: DeviceModelFamily,
  modelTitle: z.string(),
})
export type Device = z.infer<typeof Device>

export const UnlockRequest = z.object({
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
})
export type UnlockRequest = z.infer<typeof UnlockRequest>

export const SuspendFilterRequest = z.object({
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
})
export type SuspendFilterRequest = z.infer<typeof SuspendFilterRequest>

export const ActivityDay = z.object({
  date: IsoDate,
  numApproved: NonNegativeInt,
  numFlagged: NonNegativeInt,
  numTotal: NonNegativeInt,
})
export type ActivityDay = z.infer<typeof ActivityDay>

export const ActivityFeed = z.object({
  userName: z.string(),
  showSuspensionActivity: z.boolean(),
  numDeleted: NonNegativeInt,
  items: z.array(UserActivityItem),
})
export type ActivityFeed = z.infer<typeof ActivityFeed>

export const IdentifiedApp = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  launchable: z.boolean(),
  bundleIds: z.array(z.object({ id: z.string(), bundleId: z.string() })),
  category: opt(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
})
export type IdentifiedApp = z.infer<typeof IdentifiedApp>

export const SuccessOutput = z.object({ success: z.boolean() })
export type SuccessOutput = z.infer<typeof SuccessOutput>

/** Activity feed range: ISO strings with milliseconds (`Date.toISOString()`), start exclusive. */
export const DateRange = z.object({
  start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)),
  end: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)),
})
export type DateRange = z.infer<typeof DateRange>
