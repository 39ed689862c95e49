/**
 * The iOS device page's commands through the data engine, on virtual time, against a server
 * that keeps a device: each change shows at once, a refused one rolls back at once, a new rule
 * ends up once under the server's id, and the parent reads the addendum's toasts.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { type Result, ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import type { BlockRule, IOSDevice } from '@domain/api/wire'
import type { Command } from '../../../src/data/commands'
import { createDataEngine } from '../../../src/data/engine'
import { clearToasts, setToastScheduler, toast, toastStore } from '../../../src/data/toasts'
import { deleteBlockRule, saveBlockRule, updateIOSDevice } from '../../../src/features/ios-devices/commands'
import { fakeApi, serverError } from './fake-api'
import { virtualClock } from './virtual'

const deviceId = '10000000-0000-4000-8000-000000000001'
const ruleId = 'B1000000-0000-4000-8000-000000000001'
const serverRuleId = 'B1000000-0000-4000-8000-0000000000AA'
const placeholder = 'fa000000-0000-4000-8000-000000000001'
const latency = 100

function setup() {
  const clock = virtualClock()
  setToastScheduler(clock.scheduler)
  let refuse = false
  const device: IOSDevice = {
    childName: 'Maya',
    deviceType: 'iPhone',
    osVersion: '18.5',
    allBlockGroups: [],
    enabledBlockGroups: [],
    webPolicy: 'blockAll',
    webPolicyDomains: [],
    customBlockRules: [{ id: ruleId, rule: { case: 'bundleIdContains', value: 'com.a' } }],
  } as unknown as IOSDevice
  let stored = structuredClone<{ -readonly [K in keyof IOSDevice]: IOSDevice[K] }>(device)
  const api = fakeApi(clock, (op, input): Result<unknown> => {
    if (op === 'GetIOSDevice') return ok(structuredClone(stored))
    if (refuse) return { ok: false, error: serverError }
    const i = input as Record<string, unknown>
    if (op === 'UpsertBlockRule') {
      stored = { ...stored, customBlockRules: [...stored.customBlockRules, { id: serverRuleId, rule: i.rule }] as never }
      return ok(serverRuleId)
    }
    if (op === 'UpdateIOSDevice') {
      stored = { ...stored, webPolicy: i.webPolicy as never, webPolicyDomains: i.webPolicyDomains as never }
      return ok({ success: true })
    }
    if (op === 'DeleteEntity') {
      stored = { ...stored, customBlockRules: stored.customBlockRules.filter((r) => r.id !== i.id) }
      return ok({ success: true })
    }
    return ok([])
  })
  api.latencyMs = latency
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, toaster: toast })
  const def = queries.iosDevice(deviceId)
  engine.mount(def)
  const run = <C extends Command>(c: C) => engine.runMutation(c.op, c.input, { event: c.event!, invalidate: c.invalidate!, texts: c.texts! })
  return {
    clock,
    run,
    view: () => engine.view(def.key) as IOSDevice,
    refuse: () => (refuse = true),
    toasts: () => toastStore.getState().toasts.map((t) => t.message),
  }
}

afterEach(() => clearToasts())

const rule: BlockRule = { case: 'both', a: { case: 'bundleIdContains', value: 'com.b' }, b: { case: 'flowTypeIs', value: 'browser' } }

describe('the iOS device page’s commands', () => {
  it('a new rule shows at once, then once, under the server’s id', async () => {
    const t = setup()
    await t.clock.advance(latency)
    const done = t.run(saveBlockRule(deviceId, rule, { placeholderId: placeholder }))
    expect(t.view().customBlockRules.map((r) => r.id)).toEqual([ruleId, placeholder])
    await t.clock.advance(latency)
    expect((await done).ok).toBe(true)
    await t.clock.advance(5 * latency)
    expect(t.view().customBlockRules.map((r) => r.id)).toEqual([ruleId, serverRuleId])
    expect(t.view().customBlockRules[1]!.rule).toEqual(rule)
    expect(t.toasts()).toContain('Block rule saved!')
  })

  it('settings show at once and stay once saved', async () => {
    const t = setup()
    await t.clock.advance(latency)
    const done = t.run(updateIOSDevice(deviceId, { enabledBlockGroups: [], webPolicy: 'blockAdultAnd', webPolicyDomains: ['roblox.com'] }))
    expect(t.view().webPolicy).toBe('blockAdultAnd')
    await t.clock.advance(latency)
    expect((await done).ok).toBe(true)
    await t.clock.advance(5 * latency)
    expect(t.view()).toMatchObject({ webPolicy: 'blockAdultAnd', webPolicyDomains: ['roblox.com'] })
    expect(t.toasts()).toContain('iOS device updated!')
  })

  it('a refused delete rolls back at once and says so', async () => {
    const t = setup()
    await t.clock.advance(latency)
    t.refuse()
    const done = t.run(deleteBlockRule(deviceId, ruleId.toLowerCase()))
    expect(t.view().customBlockRules).toEqual([])
    await t.clock.advance(latency)
    expect((await done).ok).toBe(false)
    expect(t.view().customBlockRules.map((r) => r.id)).toEqual([ruleId])
    expect(t.toasts()).toContain('Failed to delete block rule')
  })
})
