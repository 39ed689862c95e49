/**
 * The parent's account: profile, notifications, billing, analytics, and deleting things.
 */
import * as z from 'zod/mini'
import { AdminId, NotificationId, NotificationMethodId } from '../ids'
import {
  AdminNotification,
  AdminNotificationTrigger,
  AdminSubscriptionStatus,
  DeleteEntityType,
  Int,
  NonNegativeInt,
  NotificationMethodConfig,
  SuccessOutput,
  VerifiedNotificationMethod,
} from '../wire'
import { admin, noInput } from './define'

export const accountOperations = {
  GetAdmin: admin(noInput, () =>
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
  CreatePendingNotificationMethod: admin(NotificationMethodConfig, () => z.object({ methodId: NotificationMethodId })),
  ConfirmPendingNotificationMethod: admin(() => z.object({ id: NotificationMethodId, code: Int }), SuccessOutput),
  SaveNotification: admin(
    () =>
      z.object({
        id: NotificationId,
        isNew: z.boolean(),
        methodId: NotificationMethodId,
        trigger: AdminNotificationTrigger,
      }),
    SuccessOutput,
  ),
  StripeUrl: admin(noInput, () => z.object({ url: z.string() })),
  HandleCheckoutSuccess: admin(() => z.object({ stripeCheckoutSessionId: z.string() }), SuccessOutput),
  HandleCheckoutCancel: admin(() => z.object({ stripeCheckoutSessionId: z.string() }), SuccessOutput),
  LogEvent: admin(() => z.object({ eventId: z.string(), detail: z.string() }), SuccessOutput),
  DeleteEntity: admin(z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)), type: DeleteEntityType }), SuccessOutput),
} as const
