/**
 * The iOS module's part of event-arbitraries.ts: its events, and snapshots of GetIOSDevice.
 * Ids come from small pools (devices `dddd…-1…`, rules `bbbb…`), in either case, so that events
 * often name what a snapshot holds.
 */
import fc from 'fast-check'
import type { DomainEvent } from '@domain/events'
import type { OperationInput, OperationOutput } from '@domain/api/operations'
import { webPolicyOptions } from '@domain/ios/web-policy'
import { arbRule } from '../ios/rule-arbitraries'

const pool = (hex: string) => [1, 2, 3].map((n) => `${hex.repeat(8)}-0000-4000-9000-${String(n).padStart(12, '0')}`)
const anyCase = (ids: readonly string[]) => fc.constantFrom(...ids).chain((id) => fc.constantFrom(id.toLowerCase(), id.toUpperCase()))
const deviceIds = pool('d')
const ruleIds = pool('b')
const groupIds = pool('9')
const arbPolicy = fc.constantFrom(...webPolicyOptions.map((o) => o.value))
const arbDomains = fc.array(fc.constantFrom('khanacademy.org', 'roblox.com', 'wikipedia.org'), { maxLength: 3 })
const arbGroups = fc.uniqueArray(anyCase(groupIds), { selector: (id) => id.toLowerCase(), maxLength: 3 })

const arbDevice = fc.record({
  childName: fc.constantFrom('Maya', 'Leo'),
  deviceType: fc.constantFrom('iPhone', 'iPad'),
  osVersion: fc.constantFrom('18.5', '17.7.2'),
  allBlockGroups: fc.constant(groupIds.map((id, i) => ({ id, name: `Group ${i}` }))),
  enabledBlockGroups: arbGroups,
  webPolicy: arbPolicy,
  webPolicyDomains: arbDomains,
  customBlockRules: fc.uniqueArray(fc.record({ id: anyCase(ruleIds), rule: arbRule }), {
    selector: (r) => r.id.toLowerCase(),
    maxLength: 3,
  }),
})

type Snapshot = { input: OperationInput<'GetIOSDevice'>; data: OperationOutput<'GetIOSDevice'> }

export const iosSnapshotArbitraries = {
  GetIOSDevice: fc.record({ input: anyCase(deviceIds), data: arbDevice }).map((s) => s as unknown as Snapshot),
}

type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>

export const iosEventArbitraries: { [T in 'iosDeviceUpdated' | 'blockRuleSaved' | 'blockRuleDeleted']: fc.Arbitrary<EventOf<T>> } = {
  iosDeviceUpdated: fc.record({
    type: fc.constant('iosDeviceUpdated' as const),
    deviceId: anyCase(deviceIds),
    enabledBlockGroups: arbGroups,
    webPolicy: arbPolicy,
    webPolicyDomains: arbDomains,
  }),
  blockRuleSaved: fc.record({
    type: fc.constant('blockRuleSaved' as const),
    deviceId: anyCase(deviceIds),
    ruleId: anyCase(ruleIds),
    rule: arbRule,
  }),
  blockRuleDeleted: fc.record({
    type: fc.constant('blockRuleDeleted' as const),
    deviceId: anyCase(deviceIds),
    ruleId: anyCase(ruleIds),
  }),
}
