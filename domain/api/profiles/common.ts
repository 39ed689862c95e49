/**
 * Wire forms both profiles share where the app's types say more than the wire does.
 */
import * as z from 'zod/mini'
import { type OperationName, operations } from '../operations'
import { DateRange } from '../wire'
import { mapped } from './wire-operation'

/**
 * The 41 operations both profiles carry exactly as the app declares them: same name, same
 * body, same answer.
 */
export const unchangedOperations = [
  'Login',
  'LoginMagicLink',
  'RequestMagicLink',
  'ResetPassword',
  'SaveConferenceEmail',
  'SendPasswordResetEmail',
  'VerifySignupEmail',
  'GetAdmin',
  'CreatePendingNotificationMethod',
  'ConfirmPendingNotificationMethod',
  'SaveNotification',
  'StripeUrl',
  'HandleCheckoutSuccess',
  'HandleCheckoutCancel',
  'LogEvent',
  'GetUsers',
  'GetUser',
  'SaveUser',
  'CreatePendingAppConnection',
  'GetDevices',
  'GetDevice',
  'SaveDevice',
  'LatestAppVersions',
  'UserActivityFeed',
  'DeleteActivityItems_v2',
  'FlagActivityItems',
  'SecurityEventsFeed',
  'GetAdminKeychains',
  'GetAdminKeychain',
  'GetSelectableKeychains',
  'SaveKeychain',
  'SaveKey',
  'ToggleChildKeychain',
  'RequestPublicKeychain',
  'GetIdentifiedApps',
  'GetUnlockRequests',
  'GetUserUnlockRequests',
  'GetUnlockRequest',
  'UpdateUnlockRequest',
  'GetSuspendFilterRequest',
  'DecideFilterSuspensionRequest',
] as const satisfies readonly OperationName[]

/** The family's day feed: the range alone (the app's day offset stays in the app). */
export const combinedFeedByRange = mapped('CombinedUsersActivityFeed', {
  name: 'CombinedUsersActivityFeed',
  input: z.object({ range: DateRange }),
  output: operations.CombinedUsersActivityFeed.output,
  toWireInput: ({ range }) => ({ range }),
  fromWireInput: ({ range }) => ({ range, jsTimezoneOffsetMinutes: undefined }),
  toWireOutput: (feeds) => feeds,
  fromWireOutput: (feeds) => feeds,
})
