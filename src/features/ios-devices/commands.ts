/**
 * The iOS device page's writes, as commands: saving the device's settings, saving one block
 * rule (new or edited), deleting one. Each refetches the device's page (not the list: nothing
 * on it changes) and tells the parent how it went.
 */
import { blockRuleDeletedEvent, blockRuleSavedEvent, iosDeviceUpdatedEvent } from '@domain/events/ios'
import type { IOSSettings } from '@domain/ios/web-policy'
import { cacheKeys } from '../../data/queries'
import type { BlockRule } from '@domain/api/wire'
import { type Command, command } from '../../data/commands'

export const iosTexts = {
  update: { loading: 'Updating iOS device...', success: 'iOS device updated!', failure: 'Failed to update iOS device' },
  saveRule: { loading: 'Saving block rule...', success: 'Block rule saved!', failure: 'Failed to save block rule' },
  deleteRule: { loading: 'Deleting block rule...', success: 'Block rule deleted!', failure: 'Failed to delete block rule' },
} as const

/** Saves the device's block groups, web policy and domains (the domains whatever the policy). */
export function updateIOSDevice(deviceId: string, settings: IOSSettings): Command<'UpdateIOSDevice'> {
  const input = {
    deviceId,
    enabledBlockGroups: [...settings.enabledBlockGroups],
    webPolicy: settings.webPolicy,
    webPolicyDomains: [...settings.webPolicyDomains],
  }
  return command({
    op: 'UpdateIOSDevice',
    input,
    event: iosDeviceUpdatedEvent(input),
    invalidate: [cacheKeys.iosDevice(deviceId)],
    texts: iosTexts.update,
  })
}

/**
 * Saves one rule: an edit when `ruleId` is given, else a new rule, shown under `placeholderId`
 * until the device is loaded again with the server's id.
 */
export function saveBlockRule(
  deviceId: string,
  rule: BlockRule,
  ids: { readonly ruleId?: string | undefined; readonly placeholderId: string },
): Command<'UpsertBlockRule'> {
  const input = ids.ruleId === undefined ? { deviceId, rule } : { id: ids.ruleId, deviceId, rule }
  return command({
    op: 'UpsertBlockRule',
    input,
    event: blockRuleSavedEvent(input, ids.placeholderId),
    invalidate: [cacheKeys.iosDevice(deviceId)],
    texts: iosTexts.saveRule,
  })
}

export function deleteBlockRule(deviceId: string, ruleId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { id: ruleId, type: 'blockRule' },
    event: blockRuleDeletedEvent(deviceId, ruleId),
    invalidate: [cacheKeys.iosDevice(deviceId)],
    texts: iosTexts.deleteRule,
  })
}
