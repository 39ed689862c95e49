/**
 * The `case`-tagged unions of the wire: a flat object whose `case` names the variant, with the
 * variant's fields beside it.
 */
import * as z from 'zod/mini'
import { ChildId, DeviceId, SecurityEventId } from '../ids'
import { Int, IsoDate, opt } from './scalars'

export const AdminSubscriptionStatus = z.lazy(() =>
  z.discriminatedUnion('case', [
    z.object({ case: z.literal('trialing'), daysLeft: Int }),
    z.object({ case: z.literal('complimentary') }),
    z.object({ case: z.literal('paid') }),
    z.object({ case: z.literal('overdue') }),
    z.object({ case: z.literal('unpaid') }),
  ]),
)
export type AdminSubscriptionStatus = z.infer<typeof AdminSubscriptionStatus>

export const ChildComputerStatus = z.lazy(() =>
  z.discriminatedUnion('case', [
    z.object({ case: z.literal('filterSuspended'), resuming: opt(IsoDate) }),
    z.object({ case: z.literal('downtime'), ending: opt(IsoDate) }),
    z.object({ case: z.literal('downtimePaused'), resuming: opt(IsoDate) }),
    z.object({ case: z.literal('offline') }),
    z.object({ case: z.literal('filterOff') }),
    z.object({ case: z.literal('filterOn') }),
  ]),
)
export type ChildComputerStatus = z.infer<typeof ChildComputerStatus>

export const NotificationMethodConfig = z.lazy(() =>
  z.discriminatedUnion('case', [
    z.object({
      case: z.literal('slack'),
      channelId: z.string(),
      channelName: z.string(),
      token: z.string(),
    }),
    z.object({ case: z.literal('email'), email: z.string() }),
    z.object({ case: z.literal('text'), phoneNumber: z.string() }),
  ]),
)
export type NotificationMethodConfig = z.infer<typeof NotificationMethodConfig>

export const FilterSuspensionDecision = z.lazy(() =>
  z.discriminatedUnion('case', [
    z.object({
      case: z.literal('accepted'),
      durationInSeconds: Int,
      extraMonitoring: opt(z.string()),
    }),
    z.object({ case: z.literal('rejected') }),
  ]),
)
export type FilterSuspensionDecision = z.infer<typeof FilterSuspensionDecision>

export const SecurityEvent = z.lazy(() =>
  z.discriminatedUnion('case', [
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
  ]),
)
export type SecurityEvent = z.infer<typeof SecurityEvent>
