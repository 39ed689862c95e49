/**
 * The @mswjs/data models: one per entity the real server stores (parents, tokens, notification
 * methods and rules, children, computers and their logins, keychains and keys, activity,
 * requests, security events, releases), plus the demo's checkout sessions and analytics.
 *
 * Conventions:
 * - Ids are stored upper case; look them up with `idEq(id)` from db.ts (case-insensitive for callers).
 * - Instants are epoch milliseconds (numbers), so the whole store round-trips through JSON. A
 *   field holds an instant exactly when its name ends in `At`, or is the admin's
 *   `statusExpiration` (`isInstantField`); moving the demo in time relies on it.
 * - Nested JSON (computer status, schedules, keys, notification configs, downtime) is stored as
 *   JSON text in `…Json` fields; use `readJson` / `writeJson` from db.ts.
 */
import { factory, nullable, primaryKey } from '@mswjs/data'
import type { RequestStatus } from '@domain/api/wire'
import { iosModels } from './models-ios'

/**
 * The server-side subscription statuses. The dashboard sees fewer (GetAdmin): trialExpiringSoon
 * shows as trialing, unpaid and pendingAccountDeletion as unpaid (see handlers/account.ts).
 */
export type AdminStatus =
  'pendingEmailVerification' | 'trialing' | 'trialExpiringSoon' | 'overdue' | 'paid' | 'unpaid' | 'pendingAccountDeletion' | 'complimentary'

const text = () => nullable<string>(() => null)
const instant = () => nullable<number>(() => null)

export const models = {
  admin: {
    id: primaryKey(String),
    /** Lower case, unique. */
    email: String,
    /** PBKDF2 hash (base64) and its salt (base64); never the password itself. */
    passwordHash: String,
    salt: String,
    subscriptionStatus: (): AdminStatus => 'pendingEmailVerification',
    statusExpiration: Number,
    monthlyPriceCents: () => 1500,
    trialPeriodDays: () => 21,
    subscriptionId: text(),
    gclid: text(),
    abTestVariant: text(),
    createdAt: Number,
  },
  adminToken: {
    /** The token (upper-case UUID). */
    value: primaryKey(String),
    adminId: String,
    createdAt: Number,
    /** created + 28 days; invisible from then on. */
    expiresAt: Number,
  },
  verifiedNotificationMethod: {
    id: primaryKey(String),
    adminId: String,
    /** NotificationMethodConfig as JSON. */
    configJson: String,
    createdAt: Number,
  },
  adminNotification: {
    id: primaryKey(String),
    adminId: String,
    methodId: String,
    trigger: String,
    createdAt: Number,
  },
  /** A child ("user" on the wire). */
  child: {
    id: primaryKey(String),
    adminId: String,
    name: String,
    keyloggingEnabled: Boolean,
    screenshotsEnabled: Boolean,
    screenshotsResolution: () => 1000,
    screenshotsFrequency: () => 120,
    showSuspensionActivity: Boolean,
    /** PlainTimeWindow as JSON, or null. */
    downtimeJson: text(),
    createdAt: Number,
  },
  /** A computer ("device" on the wire). */
  computer: {
    id: primaryKey(String),
    adminId: String,
    customName: text(),
    modelIdentifier: String,
    serialNumber: String,
    releaseChannel: (): 'stable' | 'beta' | 'canary' => 'stable',
    osVersion: text(),
    createdAt: Number,
  },
  /** A child's macOS login on a computer ("user device", "computer user"). */
  userDevice: {
    id: primaryKey(String),
    childId: String,
    computerId: String,
    isAdmin: Boolean,
    appVersion: String,
    filterVersion: text(),
    username: String,
    fullUsername: String,
    numericId: Number,
    /** ChildComputerStatus as JSON (what the device last reported). */
    statusJson: () => '{"case":"offline"}',
    createdAt: Number,
  },
  /** A mac-app token. */
  userToken: {
    value: primaryKey(String),
    childId: String,
    userDeviceId: String,
    expiresAt: instant(),
    createdAt: Number,
  },
  keychain: {
    id: primaryKey(String),
    adminId: String,
    name: String,
    description: text(),
    warning: text(),
    isPublic: Boolean,
    createdAt: Number,
  },
  key: {
    id: primaryKey(String),
    keychainId: String,
    /** SharedKey as JSON. */
    keyJson: String,
    comment: text(),
    /** The expiration: the key is invisible from then on. */
    deletedAt: instant(),
    createdAt: Number,
  },
  childKeychain: {
    id: primaryKey(String),
    childId: String,
    keychainId: String,
    /** RuleSchedule as JSON, or null (always active). */
    scheduleJson: text(),
    createdAt: Number,
  },
  blockedApp: {
    id: primaryKey(String),
    childId: String,
    identifier: String,
    scheduleJson: text(),
    /** Keeps the child's list in the order it was saved. */
    position: Number,
    createdAt: Number,
  },
  screenshot: {
    id: primaryKey(String),
    userDeviceId: String,
    url: String,
    width: Number,
    height: Number,
    filterSuspended: Boolean,
    flaggedAt: instant(),
    /** Reviewed ("deleted" in the UI) when set. */
    deletedAt: instant(),
    createdAt: Number,
  },
  keystrokeLine: {
    id: primaryKey(String),
    userDeviceId: String,
    appName: String,
    line: String,
    filterSuspended: Boolean,
    flaggedAt: instant(),
    deletedAt: instant(),
    createdAt: Number,
  },
  unlockRequest: {
    id: primaryKey(String),
    userDeviceId: String,
    status: (): RequestStatus => 'pending',
    appBundleId: String,
    url: text(),
    hostname: text(),
    ipAddress: text(),
    requestComment: text(),
    responseComment: text(),
    createdAt: Number,
    updatedAt: Number,
  },
  suspendFilterRequest: {
    id: primaryKey(String),
    userDeviceId: String,
    status: (): RequestStatus => 'pending',
    scope: () => 'unrestricted',
    duration: Number,
    requestComment: text(),
    responseComment: text(),
    extraMonitoring: text(),
    createdAt: Number,
    updatedAt: Number,
  },
  securityEvent: {
    id: primaryKey(String),
    adminId: String,
    /** Set for a child (mac-app) event. */
    userDeviceId: text(),
    /** The event name, e.g. `login`, `appQuit` (see core/security-events.ts for the words). */
    event: String,
    detail: text(),
    ipAddress: text(),
    createdAt: Number,
  },
  release: {
    semver: primaryKey(String),
    channel: (): 'stable' | 'beta' | 'canary' => 'stable',
    createdAt: Number,
  },
  /**
   * A demo checkout session (the payment provider's side, played by the fake server): issued by
   * StripeUrl, completed by HandleCheckoutSuccess, abandoned by HandleCheckoutCancel.
   */
  checkoutSession: {
    /** `cs_demo_…` (not a UUID). */
    id: primaryKey(String),
    adminId: String,
    status: (): 'pending' | 'completed' | 'canceled' => 'pending',
    createdAt: Number,
    updatedAt: Number,
  },
  /** A parent dismissed an announcement (DeleteEntity `announcement`); see announcements.ts. */
  announcementDismissal: {
    /** `{adminId}/{announcementId}`: one dismissal per parent and announcement. */
    id: primaryKey(String),
    adminId: String,
    announcementId: String,
    createdAt: Number,
  },
  /** Analytics the real server keeps or posts to its staff Slack (LogEvent, conference e-mails). */
  analyticsEvent: {
    id: primaryKey(String),
    adminId: text(),
    kind: String,
    eventId: String,
    detail: String,
    createdAt: Number,
  },
  /**
   * How far a demo simulation has got (e.g. `requests:{adminId}`: the last moment a simulated
   * child considered asking), so it neither repeats nor skips work across reloads.
   */
  simulationMark: {
    id: primaryKey(String),
    doneAt: Number,
  },
  ...iosModels,
}

/** Whether a model field holds an instant (epoch milliseconds). */
export const isInstantField = (field: string): boolean => field.endsWith('At') || field === 'statusExpiration'

export type Models = typeof models
export type ModelName = keyof Models
/** The database of the models (`createDb` in create-db.ts makes one). */
export type Db = ReturnType<typeof factory<Models>>
/** A stored row of a model. */
export type Row<M extends ModelName> = ReturnType<Db[M]['getAll']>[number]

export type AdminRow = Row<'admin'>
export type ChildRow = Row<'child'>
export type ComputerRow = Row<'computer'>
export type UserDeviceRow = Row<'userDevice'>
export type KeychainRow = Row<'keychain'>
export type KeyRow = Row<'key'>
export type SecurityEventRow = Row<'securityEvent'>
export type IOSDeviceRow = Row<'iosDevice'>
export type IOSBlockRuleRow = Row<'iosBlockRule'>

export const modelNames = Object.keys(models) as ModelName[]
