/**
 * A child's iPhones and iPads: the list, one device (its block groups, web policy and custom
 * block rules), saving its settings and saving one rule. Deleting a rule is DeleteEntity
 * `blockRule`. Only today's server has them (the `2025-05` profile cannot carry them).
 */
import * as z from 'zod/mini'
import { BlockGroupId, BlockRuleId, IOSDeviceId } from '../ids'
import { BlockRule, IOSDevice, IOSDeviceSummary, SuccessOutput, WebPolicy, opt } from '../wire'
import { admin, noInput } from './define'

export const iosOperations = {
  IOSDevices: admin(noInput, () => z.array(IOSDeviceSummary)),
  GetIOSDevice: admin(IOSDeviceId, IOSDevice),
  UpdateIOSDevice: admin(
    () =>
      z.object({
        deviceId: IOSDeviceId,
        enabledBlockGroups: z.array(BlockGroupId),
        webPolicy: WebPolicy,
        webPolicyDomains: z.array(z.string()),
      }),
    SuccessOutput,
  ),
  /** Creates a rule (no `id`) or replaces one; answers the rule's id as a bare string. */
  UpsertBlockRule: admin(() => z.object({ id: opt(BlockRuleId), deviceId: IOSDeviceId, rule: BlockRule }), BlockRuleId),
} as const

/** The operations only today's server carries. */
export const iosOperationNames = ['IOSDevices', 'GetIOSDevice', 'UpdateIOSDevice', 'UpsertBlockRule'] as const
