/**
 * The PairQL operation table: every dashboard operation of the API with its auth mode and its
 * input and output schemas (contract §3, with the decisions of api/README.md).
 *
 * One table serves the client (request encoding, response validation) and the fake server
 * (input decoding, output shape). Adding an operation = one entry here, one handler in the fake
 * server, then call it from the app.
 */
import * as z from 'zod/mini'
import {
  ActivityItemId,
  AdminId,
  AdminToken,
  ChildId,
  DeviceId,
  KeyId,
  KeychainId,
  LinkToken,
  NotificationId,
  NotificationMethodId,
  SuspendFilterRequestId,
  UnlockRequestId,
} from './ids'
import {
  ActivityDay,
  ActivityFeed,
  AdminKeychain,
  AdminNotification,
  AdminNotificationTrigger,
  AdminSubscriptionStatus,
  BlockedApp,
  ChildComputerStatus,
  ConferenceSource,
  DateRange,
  DeleteEntityType,
  Device,
  FilterSuspensionDecision,
  IdentifiedApp,
  Int,
  IsoDate,
  Key,
  KeychainSummary,
  NonNegativeInt,
  NotificationMethodConfig,
  PlainTimeWindow,
  ReleaseChannel,
  RequestStatus,
  RuleSchedule,
  SecurityEvent,
  SharedKey,
  SuccessOutput,
  SuspendFilterRequest,
  UnlockRequest,
  User,
  VerifiedNotificationMethod,
  opt,
} from './wire'

export type AuthMode = 'none' | 'admin'

/** Marks an operation whose request has no body. */
export const noInput = z.undefined()
export type NoInput = typeof noInput

export interface OperationDef<
  A extends AuthMode = AuthMode,
  I extends z.ZodMiniType = z.ZodMiniType,
  O extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly auth: A
  readonly input: I
  readonly output: O
}

const none = <I extends z.ZodMiniType, O extends z.ZodMiniType>(input: I, output: O) =>
  ({ auth: 'none', input, output }) as const satisfies OperationDef
const admin = <I extends z.ZodMiniType, O extends z.ZodMiniType>(input: I, output: O) =>
  ({ auth: 'admin', input, output }) as const satisfies OperationDef

const Credentials = z.object({ adminId: AdminId, token: AdminToken })
const Email = z.string()
const TimezoneOffset = z.int().check(z.gte(-24 * 60), z.lte(24 * 60))

export const operations = {
  // ── unauthenticated (8) ──────────────────────────────────────────────────────────────────
  Login: none(z.object({ email: Email, password: z.string() }), Credentials),
  LoginMagicLink: none(z.object({ token: LinkToken }), Credentials),
  RequestMagicLink: none(z.object({ email: Email, redirect: opt(z.string()) }), SuccessOutput),
  ResetPassword: none(z.object({ token: LinkToken, password: z.string() }), SuccessOutput),
  SaveConferenceEmail: none(z.object({ email: Email, source: ConferenceSource }), SuccessOutput),
  SendPasswordResetEmail: none(z.object({ email: Email }), SuccessOutput),
  Signup: none(
    z.object({
      email: Email,
      password: z.string(),
      gclid: opt(z.string()),
      abTestVariant: opt(z.string()),
    }),
    z.object({ admin: opt(Credentials) }),
  ),
  VerifySignupEmail: none(z.object({ token: LinkToken }), Credentials),

  // ── account & settings ──────────────────────────────────────────────────────────────────
  GetAdmin: admin(
    noInput,
    z.object({
      id: AdminId,
      email: z.string(),
      subscriptionStatus: AdminSubscriptionStatus,
      notifications: z.array(AdminNotification),
      verifiedNotificationMethods: z.array(VerifiedNotificationMethod),
      hasAdminChild: z.boolean(),
      monthlyPriceInDollars: NonNegativeInt,
    }),
  ),
  CreatePendingNotificationMethod: admin(
    NotificationMethodConfig,
    z.object({ methodId: NotificationMethodId }),
  ),
  ConfirmPendingNotificationMethod: admin(
    z.object({ id: NotificationMethodId, code: Int }),
    SuccessOutput,
  ),
  SaveNotification: admin(
    z.object({
      id: NotificationId,
      isNew: z.boolean(),
      methodId: NotificationMethodId,
      trigger: AdminNotificationTrigger,
    }),
    SuccessOutput,
  ),
  StripeUrl: admin(noInput, z.object({ url: z.string() })),
  HandleCheckoutSuccess: admin(z.object({ stripeCheckoutSessionId: z.string() }), SuccessOutput),
  HandleCheckoutCancel: admin(z.object({ stripeCheckoutSessionId: z.string() }), SuccessOutput),
  LogEvent: admin(z.object({ eventId: z.string(), detail: z.string() }), SuccessOutput),
  DeleteEntity: admin(
    z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)), type: DeleteEntityType }),
    SuccessOutput,
  ),

  // ── children, computers ─────────────────────────────────────────────────────────────────
  GetUsers: admin(noInput, z.array(User)),
  GetUser: admin(ChildId, User),
  SaveUser: admin(
    z.object({
      id: ChildId,
      isNew: z.boolean(),
      name: z.string(),
      keyloggingEnabled: z.boolean(),
      screenshotsEnabled: z.boolean(),
      screenshotsResolution: Int,
      screenshotsFrequency: Int,
      showSuspensionActivity: z.boolean(),
      downtime: opt(PlainTimeWindow),
      keychains: z.array(z.object({ id: KeychainId, schedule: opt(RuleSchedule) })),
      blockedApps: opt(z.array(BlockedApp)),
    }),
    SuccessOutput,
  ),
  CreatePendingAppConnection: admin(z.object({ userId: ChildId }), z.object({ code: Int })),
  GetDevices: admin(noInput, z.array(Device)),
  GetDevice: admin(DeviceId, Device),
  SaveDevice: admin(
    z.object({ id: DeviceId, name: opt(z.string()), releaseChannel: ReleaseChannel }),
    SuccessOutput,
  ),
  LatestAppVersions: admin(
    noInput,
    z.object({ stable: z.string(), beta: z.string(), canary: z.string() }),
  ),

  // ── dashboard, activity, security ───────────────────────────────────────────────────────
  GetDashboardWidgets: admin(
    noInput,
    z.object({
      users: z.array(
        z.object({
          id: ChildId,
          name: z.string(),
          status: ChildComputerStatus,
          numDevices: NonNegativeInt,
        }),
      ),
      userActivitySummaries: z.array(
        z.object({
          id: ChildId,
          name: z.string(),
          numUnreviewed: NonNegativeInt,
          numReviewed: NonNegativeInt,
        }),
      ),
      unlockRequests: z.array(
        z.object({
          id: UnlockRequestId,
          userId: ChildId,
          userName: z.string(),
          target: z.string(),
          comment: opt(z.string()),
          createdAt: IsoDate,
        }),
      ),
      recentScreenshots: z.array(
        z.object({ id: ActivityItemId, userName: z.string(), url: z.string(), createdAt: IsoDate }),
      ),
      numAdminNotifications: NonNegativeInt,
    }),
  ),
  UserActivitySummaries: admin(
    z.object({ childId: ChildId, jsTimezoneOffsetMinutes: TimezoneOffset }),
    z.object({ userName: z.string(), days: z.array(ActivityDay) }),
  ),
  CombinedUsersActivitySummaries: admin(
    z.object({ jsTimezoneOffsetMinutes: TimezoneOffset }),
    z.array(ActivityDay),
  ),
  UserActivityFeed: admin(z.object({ userId: ChildId, range: DateRange }), ActivityFeed),
  CombinedUsersActivityFeed: admin(
    z.object({ range: DateRange, jsTimezoneOffsetMinutes: opt(TimezoneOffset) }),
    z.array(ActivityFeed),
  ),
  DeleteActivityItems_v2: admin(
    z.object({ keystrokeLineIds: z.array(ActivityItemId), screenshotIds: z.array(ActivityItemId) }),
    SuccessOutput,
  ),
  FlagActivityItems: admin(z.array(ActivityItemId), SuccessOutput),
  SecurityEventsFeed: admin(noInput, z.array(SecurityEvent)),

  // ── keychains & keys ────────────────────────────────────────────────────────────────────
  GetAdminKeychains: admin(
    noInput,
    z.object({
      keychains: z.array(AdminKeychain),
      children: z.array(z.object({ id: ChildId, name: z.string() })),
    }),
  ),
  GetAdminKeychain: admin(KeychainId, z.object({ summary: KeychainSummary, keys: z.array(Key) })),
  GetSelectableKeychains: admin(
    noInput,
    z.object({ own: z.array(KeychainSummary), public: z.array(KeychainSummary) }),
  ),
  SaveKeychain: admin(
    z.object({ isNew: z.boolean(), id: KeychainId, name: z.string(), description: opt(z.string()) }),
    SuccessOutput,
  ),
  SaveKey: admin(
    z.object({
      isNew: z.boolean(),
      id: KeyId,
      keychainId: KeychainId,
      key: SharedKey,
      comment: opt(z.string()),
      expiration: opt(IsoDate),
    }),
    SuccessOutput,
  ),
  ToggleChildKeychain: admin(z.object({ keychainId: KeychainId, childId: ChildId }), SuccessOutput),
  RequestPublicKeychain: admin(
    z.object({ searchQuery: z.string(), description: z.string() }),
    SuccessOutput,
  ),
  GetIdentifiedApps: admin(noInput, z.array(IdentifiedApp)),

  // ── unlock & filter-suspension requests ─────────────────────────────────────────────────
  GetUnlockRequests: admin(noInput, z.array(UnlockRequest)),
  GetUserUnlockRequests: admin(ChildId, z.array(UnlockRequest)),
  GetUnlockRequest: admin(UnlockRequestId, UnlockRequest),
  UpdateUnlockRequest: admin(
    z.object({ id: UnlockRequestId, responseComment: opt(z.string()), status: RequestStatus }),
    SuccessOutput,
  ),
  GetSuspendFilterRequest: admin(SuspendFilterRequestId, SuspendFilterRequest),
  DecideFilterSuspensionRequest: admin(
    z.object({
      id: SuspendFilterRequestId,
      decision: FilterSuspensionDecision,
      responseComment: opt(z.string()),
    }),
    SuccessOutput,
  ),
} as const

export type Operations = typeof operations
export type OperationName = keyof Operations
export type AdminOperationName = {
  [N in OperationName]: Operations[N]['auth'] extends 'admin' ? N : never
}[OperationName]

/** What a caller passes (`undefined` for operations without a body). */
export type OperationInput<N extends OperationName> = Operations[N]['input'] extends NoInput
  ? undefined
  : z.input<Operations[N]['input']>
/** What the input decodes to (the fake server's view). */
export type DecodedInput<N extends OperationName> = z.output<Operations[N]['input']>
/** A validated response. */
export type OperationOutput<N extends OperationName> = z.output<Operations[N]['output']>
/** A response as it travels on the wire (what the fake server produces). */
export type WireOutput<N extends OperationName> = z.input<Operations[N]['output']>

export const operationNames = Object.keys(operations) as OperationName[]

export const isOperationName = (name: string): name is OperationName =>
  Object.prototype.hasOwnProperty.call(operations, name)

export const hasNoInput = (name: OperationName): boolean => operations[name].input === noInput

/**
 * API profiles: the wire names of operations. The real API renamed four operations after
 * May 2025 (contract §6.2); a later profile switches them here and nowhere else.
 */
export type ApiProfile = 'spec' | 'renamed-2025'
const renamed2025: Partial<Record<OperationName, string>> = {
  GetDashboardWidgets: 'DashboardWidgets',
  DeleteEntity: 'DeleteEntity_v2',
  UserActivitySummaries: 'ChildActivitySummaries',
  CombinedUsersActivitySummaries: 'FamilyActivitySummaries',
}
export const wireName = (name: OperationName, profile: ApiProfile = 'spec'): string =>
  (profile === 'renamed-2025' ? renamed2025[name] : undefined) ?? name

