/**
 * Domain events of the iOS device page: the parent saved the device's settings (block groups,
 * web policy and its domains), saved one custom block rule (new or edited), or deleted one. The
 * device page (GetIOSDevice) shows each at once; rolled back if the server refuses it. Nothing
 * on the list of devices changes.
 *
 * A new rule's id is the server's to choose, so its event carries a placeholder id the page made
 * up; the rule shows under it until the next load brings the server's id.
 *
 * Pure: projectors mutate a draft and never read a clock.
 */
import * as z from 'zod/mini'
import { uuidPattern } from '../api/ids'
import type { OperationInput } from '../api/operations'
import { BlockRule, WebPolicy } from '../api/wire/ios'

const uuid = () => z.string().check(z.regex(uuidPattern))

export const IOSDeviceUpdated = z.object({
  type: z.literal('iosDeviceUpdated'),
  deviceId: uuid(),
  enabledBlockGroups: z.array(uuid()),
  webPolicy: WebPolicy,
  webPolicyDomains: z.array(z.string()),
})
export type IOSDeviceUpdated = z.input<typeof IOSDeviceUpdated>

export const BlockRuleSaved = z.object({
  type: z.literal('blockRuleSaved'),
  deviceId: uuid(),
  /** The rule's id; for a new rule, a placeholder until the server's id arrives. */
  ruleId: uuid(),
  rule: BlockRule,
})
export type BlockRuleSaved = z.input<typeof BlockRuleSaved>

export const BlockRuleDeleted = z.object({
  type: z.literal('blockRuleDeleted'),
  deviceId: uuid(),
  ruleId: uuid(),
})
export type BlockRuleDeleted = z.input<typeof BlockRuleDeleted>

export const iosEvents = [IOSDeviceUpdated, BlockRuleSaved, BlockRuleDeleted] as const
export type IOSEvent = IOSDeviceUpdated | BlockRuleSaved | BlockRuleDeleted

/** An UpdateIOSDevice input as an `iosDeviceUpdated` event. */
export const iosDeviceUpdatedEvent = (input: OperationInput<'UpdateIOSDevice'>): IOSDeviceUpdated => ({
  type: 'iosDeviceUpdated',
  deviceId: input.deviceId,
  enabledBlockGroups: [...input.enabledBlockGroups],
  webPolicy: input.webPolicy,
  webPolicyDomains: [...input.webPolicyDomains],
})

/** An UpsertBlockRule input as a `blockRuleSaved` event; `placeholderId` names a new rule. */
export const blockRuleSavedEvent = (input: OperationInput<'UpsertBlockRule'>, placeholderId: string): BlockRuleSaved => ({
  type: 'blockRuleSaved',
  deviceId: input.deviceId,
  ruleId: input.id ?? placeholderId,
  rule: input.rule,
})

export const blockRuleDeletedEvent = (deviceId: string, ruleId: string): BlockRuleDeleted => ({
  type: 'blockRuleDeleted',
  deviceId,
  ruleId,
})
