/**
 * What the app passes for each operation in the contract tests: one typical call each, in the
 * app's words (the spec's names and fields). Where a profile needs the app to say something
 * else (a UTC summary under 2025-05), `inputsFor` says so.
 */
import type { OperationInput, OperationName } from '@domain/api/operations'
import type { ApiProfile } from '@domain/api/profiles'

const child = '00000000-1111-4444-0000-000000000000'
const keychain = '11111111-aaaa-4bbb-8ccc-000000000001'
const range = { start: '2025-05-28T04:00:00.000Z', end: '2025-05-29T03:59:59.999Z' }

export const typicalInputs: { readonly [N in OperationName]: OperationInput<N> } = {
  Login: { email: 'betsy@example.com', password: 'betsy123' },
  LoginMagicLink: { token: '6f1d8a52-3c4b-4e7a-9b0c-2d3e4f5a6b7c' },
  RequestMagicLink: { email: 'betsy@example.com', redirect: '/children' },
  ResetPassword: { token: '6f1d8a52-3c4b-4e7a-9b0c-2d3e4f5a6b7c', password: 'new-secret' },
  SaveConferenceEmail: { email: 'visitor@example.com', source: 'booth' },
  SendPasswordResetEmail: { email: 'betsy@example.com' },
  Signup: { email: 'new@example.com', password: 'pass1234', gclid: 'Cj0KCQ', turnstileToken: '0.turnstile-answer' },
  VerifySignupEmail: { token: '6f1d8a52-3c4b-4e7a-9b0c-2d3e4f5a6b7c' },

  GetAdmin: undefined,
  CreatePendingNotificationMethod: { case: 'text', phoneNumber: '+15555551234' },
  ConfirmPendingNotificationMethod: { id: 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b', code: 123456 },
  SaveNotification: {
    id: '7a1c4e0b-2f3d-4b5a-9c6d-1e2f3a4b5c6d',
    isNew: true,
    methodId: 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b',
    trigger: 'unlockRequestSubmitted',
  },
  StripeUrl: undefined,
  HandleCheckoutSuccess: { stripeCheckoutSessionId: 'cs_test_a1B2c3' },
  HandleCheckoutCancel: { stripeCheckoutSessionId: 'cs_test_a1B2c3' },
  LogEvent: { eventId: 'bc6213cb', detail: 'signup use-case survey click: *PARENT-CHILD*' },
  DeleteEntity: { id: child, type: 'user' },

  GetUsers: undefined,
  GetUser: child,
  SaveUser: {
    id: child,
    isNew: false,
    name: 'Little Jimmy',
    keyloggingEnabled: true,
    screenshotsEnabled: true,
    screenshotsResolution: 1000,
    screenshotsFrequency: 120,
    showSuspensionActivity: false,
    downtime: { start: { hour: 21, minute: 0 }, end: { hour: 6, minute: 30 } },
    keychains: [{ id: keychain }],
    blockedApps: [{ id: 'ba000000-0000-4000-8000-000000000001', identifier: 'FaceTime' }],
  },
  CreatePendingAppConnection: { userId: child },
  GetDevices: undefined,
  GetDevice: 'cc000000-1111-0000-0000-000000000000',
  SaveDevice: { id: 'cc000000-1111-0000-0000-000000000000', name: 'Jimmy’s laptop', releaseChannel: 'beta' },
  LatestAppVersions: undefined,

  GetDashboardWidgets: undefined,
  UserActivitySummaries: { childId: child, jsTimezoneOffsetMinutes: 240 },
  CombinedUsersActivitySummaries: { jsTimezoneOffsetMinutes: 240 },
  UserActivityFeed: { userId: child, range },
  CombinedUsersActivityFeed: { range, jsTimezoneOffsetMinutes: 240 },
  DeleteActivityItems_v2: {
    keystrokeLineIds: ['4b000000-0000-4000-8000-000000000022', '4b000000-0000-4000-8000-000000000021'],
    screenshotIds: ['5c000000-0000-4000-8000-000000000010'],
  },
  FlagActivityItems: ['5c000000-0000-4000-8000-000000000010'],
  SecurityEventsFeed: undefined,

  GetAdminKeychains: undefined,
  GetAdminKeychain: keychain,
  GetSelectableKeychains: undefined,
  SaveKeychain: { isNew: true, id: keychain, name: 'Homework', description: 'Sites for school' },
  SaveKey: {
    isNew: true,
    id: 'e0000000-0000-4000-8000-000000000001',
    keychainId: keychain,
    key: { type: 'anySubdomain', domain: 'khanacademy.org', scope: { type: 'webBrowsers' } },
    comment: 'math practice',
    expiration: '2025-06-04T15:00:00.000Z',
  },
  ToggleChildKeychain: { keychainId: keychain, childId: child },
  RequestPublicKeychain: { searchQuery: 'chess', description: 'Chess sites for my son' },
  GetIdentifiedApps: undefined,

  GetUnlockRequests: undefined,
  GetUserUnlockRequests: child,
  GetUnlockRequest: 'ab000000-0000-4000-8000-000000000001',
  UpdateUnlockRequest: { id: 'ab000000-0000-4000-8000-000000000001', status: 'rejected', responseComment: 'not now' },
  GetSuspendFilterRequest: 'ad000000-0000-4000-8000-000000000001',
  DecideFilterSuspensionRequest: {
    id: 'ad000000-0000-4000-8000-000000000001',
    decision: { case: 'accepted', durationInSeconds: 600, extraMonitoring: '@60+k' },
  },

  IOSDevices: undefined,
  GetIOSDevice: 'd1000000-0000-4000-8000-000000000001',
  UpdateIOSDevice: {
    deviceId: 'd1000000-0000-4000-8000-000000000001',
    enabledBlockGroups: ['1EA5F1B8-1B14-4894-9913-56CFEE98BD48', '087628B2-742C-4164-A3CC-717C4AC72C1A'],
    webPolicy: 'blockAdultAnd',
    webPolicyDomains: ['roblox.com'],
  },
  UpsertBlockRule: {
    deviceId: 'd1000000-0000-4000-8000-000000000001',
    rule: {
      case: 'unless',
      rule: { case: 'both', a: { case: 'bundleIdContains', value: 'com.apple.mobilesafari' }, b: { case: 'flowTypeIs', value: 'browser' } },
      negatedBy: [{ case: 'hostnameEquals', value: 'school.example.org' }],
    },
  },
}

/** The May 2025 server counts UTC days only: the app asks it for those (offset 0). */
const utcSummaries = {
  UserActivitySummaries: { childId: child, jsTimezoneOffsetMinutes: 0 },
  CombinedUsersActivitySummaries: { jsTimezoneOffsetMinutes: 0 },
} as const

export const inputsFor = (profile: ApiProfile): { readonly [N in OperationName]: OperationInput<N> } =>
  profile === '2025-05' ? { ...typicalInputs, ...utcSummaries } : typicalInputs
