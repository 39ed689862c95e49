/**
 * The iOS device page's events: what the parent sees at once after saving the device's settings,
 * saving a block rule (new or edited) or deleting one, and that only that device's page changes.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { projectEvent, projections, type DomainEvent } from '@domain/events'
import {
  BlockRuleDeleted,
  BlockRuleSaved,
  IOSDeviceUpdated,
  blockRuleDeletedEvent,
  blockRuleSavedEvent,
  iosDeviceUpdatedEvent,
} from '@domain/events/ios'
import type { OperationOutput } from '@domain/api/operations'
import type { BlockRule } from '@domain/api/wire'

type Device = OperationOutput<'GetIOSDevice'>

const iphone = 'dddddddd-0000-4000-9000-000000000001'
const ipad = 'dddddddd-0000-4000-9000-000000000002'
const games = '99999999-0000-4000-9000-000000000001'
const social = '99999999-0000-4000-9000-000000000002'
const tiktokRule = 'bbbbbbbb-0000-4000-9000-000000000001'
const redditRule = 'bbbbbbbb-0000-4000-9000-000000000002'
const placeholder = 'bbbbbbbb-0000-4000-9000-00000000000f'

const tiktok: BlockRule = { case: 'bundleIdContains', value: 'com.zhiliaoapp.musically' }
const reddit: BlockRule = { case: 'hostnameEndsWith', value: 'reddit.com' }
const youtube: BlockRule = { case: 'targetContains', value: 'youtube.com' }

const device = (): Device =>
  ({
    childName: 'Maya',
    deviceType: 'iPhone',
    osVersion: '18.5',
    allBlockGroups: [
      { id: games, name: 'Games' },
      { id: social, name: 'Social media' },
    ],
    enabledBlockGroups: [games],
    webPolicy: 'blockAdult',
    webPolicyDomains: ['wikipedia.org'],
    customBlockRules: [
      { id: tiktokRule, rule: tiktok },
      { id: redditRule, rule: reddit },
    ],
  }) as unknown as Device

const onPage = (deviceId: string, data: Device, event: DomainEvent): Device =>
  projectEvent(projections, produce, 'GetIOSDevice', deviceId, data, event) as Device

describe('saving an iOS device’s settings', () => {
  const input = {
    deviceId: iphone,
    enabledBlockGroups: [social],
    webPolicy: 'blockAllExcept' as const,
    webPolicyDomains: ['khanacademy.org', 'wikipedia.org'],
  }

  it('shows the new block groups, web policy and domains on the device’s page at once', () => {
    const shown = onPage(iphone, device(), iosDeviceUpdatedEvent(input))
    expect(shown).toMatchObject({ enabledBlockGroups: [social], webPolicy: 'blockAllExcept', webPolicyDomains: ['khanacademy.org', 'wikipedia.org'] })
    expect(shown.customBlockRules).toEqual(device().customBlockRules)
  })

  it('the event is a copy of what was saved: editing the form afterwards does not change it', () => {
    const groups = [social]
    const domains = ['khanacademy.org']
    const event = iosDeviceUpdatedEvent({ ...input, enabledBlockGroups: groups, webPolicyDomains: domains })
    groups.push(games)
    domains.push('roblox.com')
    expect(IOSDeviceUpdated.parse(event)).toEqual({
      type: 'iosDeviceUpdated',
      deviceId: iphone,
      enabledBlockGroups: [social],
      webPolicy: 'blockAllExcept',
      webPolicyDomains: ['khanacademy.org'],
    })
  })

  it('changes no other device’s page, whatever the case of the ids', () => {
    const before = device()
    expect(onPage(ipad, before, iosDeviceUpdatedEvent(input))).toBe(before)
    expect(onPage(iphone.toUpperCase(), before, iosDeviceUpdatedEvent(input)).webPolicy).toBe('blockAllExcept')
  })
})

describe('saving a block rule', () => {
  it('a new rule shows at the end of the list under the placeholder id until the server’s id arrives', () => {
    const event = blockRuleSavedEvent({ deviceId: iphone, rule: youtube }, placeholder)
    expect(BlockRuleSaved.parse(event)).toEqual({ type: 'blockRuleSaved', deviceId: iphone, ruleId: placeholder, rule: youtube })
    expect(onPage(iphone, device(), event).customBlockRules).toEqual([
      { id: tiktokRule, rule: tiktok },
      { id: redditRule, rule: reddit },
      { id: placeholder, rule: youtube },
    ])
  })

  it('an edited rule keeps its own id and place, its id compared in any case', () => {
    const event = blockRuleSavedEvent({ id: tiktokRule.toUpperCase(), deviceId: iphone, rule: youtube }, placeholder)
    expect(event.ruleId).toBe(tiktokRule.toUpperCase())
    expect(onPage(iphone, device(), event).customBlockRules).toEqual([
      { id: tiktokRule, rule: youtube },
      { id: redditRule, rule: reddit },
    ])
  })

  it('a rule saved on another device changes nothing here', () => {
    const before = device()
    expect(onPage(ipad, before, blockRuleSavedEvent({ deviceId: iphone, rule: youtube }, placeholder))).toBe(before)
  })
})

describe('deleting a block rule', () => {
  it('removes that rule only, its id compared in any case', () => {
    const event = blockRuleDeletedEvent(iphone, redditRule.toUpperCase())
    expect(BlockRuleDeleted.parse(event)).toEqual({ type: 'blockRuleDeleted', deviceId: iphone, ruleId: redditRule.toUpperCase() })
    expect(onPage(iphone, device(), event).customBlockRules).toEqual([{ id: tiktokRule, rule: tiktok }])
  })

  it('a rule deleted on another device stays on this one', () => {
    const before = device()
    expect(onPage(ipad, before, blockRuleDeletedEvent(iphone, redditRule))).toBe(before)
  })
})
