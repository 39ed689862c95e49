/**
 * What the demo panel's Family and Faults tabs rely on: a screenshot and a Mac going offline or
 * coming back on demand, change notifications that say who changed the data, and fault
 * injection kept with the saved state (reloads and other tabs).
 */
import { describe, expect, it } from 'vitest'
import type { DemoChangeSource, DemoControl } from '@domain/demo/control'
import { idEq } from '../../../../fake-server/core/db/db'
import { seeded } from '../../../../fake-server/core/random'
import { seedIds } from '../../../../fake-server/demo/seed/seed'
import { createFakeServer } from '../../../../fake-server/server'
import { type Harness, startFake } from '../harness'
import { inMemoryStorage } from '../../support/memory-storage'

const control = (h: Harness) => h.fake.control as Required<DemoControl>

async function statuses(h: Harness, token: string, childId: string): Promise<Record<string, string>> {
  const user = await h.ok('GetUser', childId, { token })
  return Object.fromEntries(user.devices.map((d) => [d.id.toUpperCase(), d.status.case]))
}

describe('triggerScreenshot', () => {
  it('adds a screenshot taken now to the child’s activity, which the day feed lists', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const made = await control(h).triggerScreenshot(seedIds.maya)
    expect(made.childId).toBe(seedIds.maya)
    const shot = h.fake.db.screenshot.findFirst({ where: { id: idEq(made.ids[0] ?? '') } })
    expect(shot).toMatchObject({ userDeviceId: seedIds.mayaOnMacBookAir, createdAt: h.clock.now().getTime(), deletedAt: null })
    const now = h.clock.now()
    const feed = await h.ok(
      'UserActivityFeed',
      { userId: seedIds.maya, range: { start: new Date(now.getTime() - 60_000).toISOString(), end: new Date(now.getTime() + 5_000).toISOString() } },
      { token },
    )
    const ids = feed.items.flatMap((item) => item.ids.map((id) => id.toUpperCase()))
    expect(ids).toEqual(expect.arrayContaining(made.ids.map((id) => id.toUpperCase())))
  })

  it('rejects a child without a computer and adds nothing', async () => {
    const h = await startFake()
    await h.loginDemo()
    const before = h.fake.db.screenshot.count()
    await expect(control(h).triggerScreenshot(seedIds.ava)).rejects.toThrow(/Ava has no computer/)
    expect(h.fake.db.screenshot.count()).toBe(before)
  })
})

describe('triggerDeviceOffline and triggerDeviceOnline', () => {
  it('take an online Mac offline, then bring an offline one back with its filter on', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const before = await statuses(h, token, seedIds.maya)
    const online = Object.keys(before).filter((id) => before[id] !== 'offline')
    expect(online).toEqual([seedIds.mayaOnMacBookAir])

    const off = await control(h).triggerDeviceOffline(seedIds.maya)
    expect(off.ids).toEqual([seedIds.mayaOnMacBookAir])
    const after = await statuses(h, token, seedIds.maya)
    expect(Object.values(after)).toEqual(Object.values(after).map(() => 'offline'))
    await expect(control(h).triggerDeviceOffline(seedIds.maya)).rejects.toThrow(/Maya has no computer online/)

    const on = await control(h).triggerDeviceOnline(seedIds.maya)
    expect(on.childId).toBe(seedIds.maya)
    const back = await statuses(h, token, seedIds.maya)
    expect(back[on.ids[0] ?? '']).toBe('filterOn')
  })
})

describe('change notifications', () => {
  it('say “app” for the dashboard’s own writes and “demo” for the demo’s own changes; reads say nothing', async () => {
    const h = await startFake({ simulateRequests: false })
    const { token } = await h.loginDemo()
    await h.ok('GetUsers', undefined, { token }) // due simulated work, if any, happens before listening
    const heard: DemoChangeSource[] = []
    h.fake.control.subscribe((source) => heard.push(source))

    await h.ok('GetUsers', undefined, { token })
    expect(heard).toEqual([])
    const maya = await h.ok('GetUser', seedIds.maya, { token })
    await h.ok(
      'SaveUser',
      { ...maya, isNew: false, keychains: maya.keychains.map((k) => ({ id: k.id })), devices: undefined, createdAt: undefined },
      { token },
    )
    expect(heard).toEqual(['app'])
    await control(h).triggerUnlockRequest(seedIds.maya)
    expect(heard.at(-1)).toBe('demo')
    await control(h).advanceTime(60_000)
    expect(heard.at(-1)).toBe('demo')
  })
})

describe('fault injection is kept with the state', () => {
  it('survives a restart on the same storage and reaches another tab on reload; a state without faults clears them', async () => {
    const storage = inMemoryStorage()
    const first = createFakeServer({ storage, ...seeded(1) })
    await first.ready()
    first.control.setFaults({ errorRate: 0.2, latencyMs: 300, operations: ['SaveUser'], bodyIncludes: 'Maya' })

    const restarted = createFakeServer({ storage, ...seeded(2) })
    await restarted.ready()
    expect(restarted.control.faults()).toEqual({
      latencyMs: 300,
      errorRate: 0.2,
      dropRate: 0,
      malformedRate: 0,
      operations: ['SaveUser'],
      bodyIncludes: 'Maya',
    })

    // Another tab clears them: this one takes that on reload.
    first.control.setFaults({ errorRate: 0, latencyMs: 0, operations: [], bodyIncludes: '' })
    expect(await restarted.reload()).toBe(true)
    expect(restarted.control.faults()).toEqual({ latencyMs: 0, errorRate: 0, dropRate: 0, malformedRate: 0, operations: [], bodyIncludes: '' })
  })

  it('a state saved before the body text was kept restores with no body text', async () => {
    const storage = inMemoryStorage()
    const fake = createFakeServer({ storage, ...seeded(1) })
    await fake.ready()
    fake.control.setFaults({ errorRate: 1, operations: ['GetUser'], bodyIncludes: 'Maya' })
    const key = 'gatehouse-demo-state'
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as { faults: Record<string, unknown> }
    const { bodyIncludes, ...older } = saved.faults
    expect(bodyIncludes).toBe('Maya')
    storage.setItem(key, JSON.stringify({ ...saved, faults: older }))
    expect(await fake.reload()).toBe(true)
    expect(fake.control.faults()).toEqual({ latencyMs: 0, errorRate: 1, dropRate: 0, malformedRate: 0, operations: ['GetUser'], bodyIncludes: '' })
  })
})

describe('the family the demo is seeded with', () => {
  const demoChildren = (fake: ReturnType<typeof createFakeServer>) =>
    fake.db.child.findMany({ where: { adminId: { equals: seedIds.demoAdmin } } }).length

  it('switches to the large family and back; a plain reset keeps the family in use, across a restart', async () => {
    const storage = inMemoryStorage()
    const fake = createFakeServer({ storage, ...seeded(1) })
    await fake.ready()
    expect(fake.control.family?.()).toBe('normal')
    expect(demoChildren(fake)).toBe(3)

    await fake.control.reset('large')
    expect(fake.control.family?.()).toBe('large')
    expect(demoChildren(fake)).toBe(30)

    // Another tab (or a reload) restores the large family from the saved state, and its plain reset keeps it.
    const restarted = createFakeServer({ storage, ...seeded(2) })
    await restarted.ready()
    expect(restarted.control.family?.()).toBe('large')
    await restarted.control.reset()
    expect(demoChildren(restarted)).toBe(30)

    await restarted.control.reset('normal')
    expect(restarted.control.family?.()).toBe('normal')
    expect(demoChildren(restarted)).toBe(3)
  })

  it('starts with the large family when the server is created with it', async () => {
    const fake = createFakeServer({ family: 'large', ...seeded(1) })
    await fake.ready()
    expect(fake.control.family?.()).toBe('large')
    expect(demoChildren(fake)).toBe(30)
  })
})
