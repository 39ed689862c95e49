/**
 * How the ios events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { sameId } from '../../api/ids'
import { BlockRule } from '../../api/wire/ios'
import type { IOSEvent } from '../ios'
import type { Projector } from '../core'

/** The event types the projector handles. */
export const iosProjectedTypes = ['iosDeviceUpdated', 'blockRuleSaved', 'blockRuleDeleted'] as const satisfies readonly IOSEvent['type'][]

export const iosProjector: Projector<IOSEvent> = {
  GetIOSDevice(device, event, deviceId) {
    if (!sameId(deviceId, event.deviceId)) return
    switch (event.type) {
      case 'iosDeviceUpdated':
        device.enabledBlockGroups = [...event.enabledBlockGroups] as typeof device.enabledBlockGroups
        device.webPolicy = event.webPolicy
        device.webPolicyDomains = [...event.webPolicyDomains]
        return
      case 'blockRuleSaved': {
        const rule = BlockRule.parse(event.rule)
        const existing = device.customBlockRules.find((r) => sameId(r.id, event.ruleId))
        if (existing) existing.rule = rule
        else device.customBlockRules.push({ id: event.ruleId as (typeof device.customBlockRules)[number]['id'], rule })
        return
      }
      case 'blockRuleDeleted':
        device.customBlockRules = device.customBlockRules.filter((r) => !sameId(r.id, event.ruleId))
        return
    }
  },
}
