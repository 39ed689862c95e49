/**
 * The demo control's triggers and time travel (virtual clock): a child's simulated Mac sends an
 * unlock request, a suspension request or a security event on demand, and `advanceTime` makes
 * everything stored older, as if that time had passed.
 */
import { describe, expect, it } from 'vitest'
import type { DemoControl } from '@domain/demo/control'
import { idEq, readJson } from '../../../../fake-server/core/db/db'
import { seedIds } from '../../../../fake-server/demo/seed/seed'
import { defaultStorageKey } from '../../../../fake-server/server'
import { type Harness, startFake } from '../harness'
import { inMemoryStorage } from '../../support/memory-storage'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

const control = (h: Harness) => h.fake.control as Required<DemoControl>

describe('triggerUnlockRequest', () => {
  it('without a child: the logged-in parent’s first child with a computer; pending, notified by the rule', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { email } = await h.ok('GetAdmin', undefined, { token })
    const outbox = h.fake.control.outbox().length
    const made = await control(h).triggerUnlockRequest()
    expect(made.childId).toBe(seedIds.maya)
    expect(made.ids.length).toBeGreaterThan(0)
    for (const id of made.ids) {
      const row = h.fake.db.unlockRequest.findFirst({ where: { id: idEq(id) } })
      expect(row).toMatchObject({ status: 'pending', userDeviceId: seedIds.mayaOnMacBookAir, createdAt: h.clock.now().getTime() })
      expect(row?.url ?? row?.hostname ?? row?.ipAddress).toBeTruthy()
    }
    const messages = h.fake.control.outbox()
    expect(messages).toHaveLength(outbox + 1)
    // The demo parent's rule sends unlock requests by e-mail.
    expect(messages[0]).toMatchObject({ channel: 'email', to: email })
    expect(messages[0]?.links[0]).toContain(`/children/${seedIds.maya.toLowerCase()}/unlock-requests`)
  })

  it('for a given child, even one whose Mac is suspended; the other parent logged in last picks their child', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const leo = await control(h).triggerUnlockRequest(seedIds.leo.toLowerCase())
    expect(leo.childId).toBe(seedIds.leo)
    const listed = await h.ok('GetUserUnlockRequests', seedIds.leo, { token })
    expect(listed.map((r) => r.id)).toEqual(expect.arrayContaining([...leo.ids]))
    await h.ok('Login', { email: 'rivera.family@example.com', password: 'rivera-family-demo' })
    expect((await control(h).triggerUnlockRequest()).childId).toBe(seedIds.noah)
  })

  it('rejects a child without a computer or an unknown child, and changes nothing', async () => {
    const h = await startFake()
    await h.loginDemo()
    const before = h.fake.db.unlockRequest.count()
    await expect(control(h).triggerUnlockRequest(seedIds.ava)).rejects.toThrow(/Ava has no computer/)
    await expect(control(h).triggerUnlockRequest('a1b2c3d4-0000-4000-8000-000000000009')).rejects.toThrow(/no child/)
    expect(h.fake.db.unlockRequest.count()).toBe(before)
  })

  it('notifies subscribers and saves', async () => {
    const storage = inMemoryStorage()
    const h = await startFake({ storage })
    await h.loginDemo()
    let heard = 0
    h.fake.control.subscribe(() => heard++)
    const before = storage.writes
    const made = await control(h).triggerUnlockRequest()
    expect(heard).toBeGreaterThan(0)
    expect(storage.writes).toBeGreaterThan(before)
    expect(storage.getItem(defaultStorageKey)).toContain(made.ids[0])
  })
})

describe('triggerSuspensionRequest', () => {
  it('makes a pending request the parent can open, and notifies by the rule (a text)', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const made = await control(h).triggerSuspensionRequest(seedIds.maya)
    expect(made.ids).toHaveLength(1)
    const view = await h.ok('GetSuspendFilterRequest', made.ids[0], { token })
    expect(view).toMatchObject({ status: 'pending', userName: 'Maya', deviceId: seedIds.mayaOnMacBookAir })
    expect(view.requestedDurationInSeconds).toBeGreaterThan(0)
    expect(h.fake.control.outbox()[0]).toMatchObject({ channel: 'text', to: '+15555550123' })
    expect(h.fake.control.outbox()[0]?.links[0]).toContain(`/suspend-filter-requests/${made.ids[0]?.toLowerCase()}`)
  })
})

describe('triggerSecurityEvent', () => {
  it('stores a child event the feed shows; no notification without a rule for it', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const outbox = h.fake.control.outbox().length
    const made = await control(h).triggerSecurityEvent(seedIds.leo)
    expect(made.ids).toHaveLength(1)
    const feed = await h.ok('SecurityEventsFeed', undefined, { token })
    expect(feed[0]).toMatchObject({ case: 'child', id: made.ids[0], childId: seedIds.leo, deviceName: 'Leo’s MacBook Pro' })
    expect(h.fake.control.outbox()).toHaveLength(outbox)
  })

  it('notifies by the security-event rule only when the child’s macOS user is an administrator', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const rule = { id: 'a1b2c3d4-0000-4000-8000-0000000000f1', isNew: true, methodId: seedIds.textMethod, trigger: 'adminChildSecurityEvent' }
    await h.ok('SaveNotification', rule, { token })
    const outbox = h.fake.control.outbox().length
    await control(h).triggerSecurityEvent(seedIds.maya)
    expect(h.fake.control.outbox()).toHaveLength(outbox)
    await control(h).triggerSecurityEvent(seedIds.leo)
    expect(h.fake.control.outbox()).toHaveLength(outbox + 1)
    expect(h.fake.control.outbox()[0]).toMatchObject({ channel: 'text', subject: '', to: '+15555550123' })
    expect(h.fake.control.outbox()[0]?.body).toContain('Leo’s MacBook Pro')
  })
})

describe('advanceTime', () => {
  it('ages what is stored: requests, suspensions and outbox times, as if the time had passed', async () => {
    const h = await startFake({ simulateRequests: false })
    const { token } = await h.loginDemo()
    const suspension = () => h.fake.db.suspendFilterRequest.findFirst({ where: { id: idEq(seedIds.suspendRequest) } })
    const createdAt = suspension()?.createdAt ?? 0
    await h.ok('RequestMagicLink', { email: 'someone@example.com' })
    expect(h.fake.control.outbox()[0]?.sentAt).toBe('2025-05-28T15:00:00Z')
    await control(h).advanceTime(3 * hour)
    expect(suspension()?.createdAt).toBe(createdAt - 3 * hour)
    expect(h.fake.control.outbox()[0]?.sentAt).toBe('2025-05-28T12:00:00Z')
    // Leo's suspension (20 more minutes) is over, logged at the time it ended.
    const leo = h.fake.db.userDevice.findFirst({ where: { id: idEq(seedIds.leoOnMacBookPro) } })
    expect(readJson(leo?.statusJson ?? '')).toEqual({ case: 'filterOn' })
    const expired = h.fake.db.securityEvent.findMany({ where: { event: { equals: 'filterSuspensionExpired' } } })
    expect(expired.map((e) => e.createdAt)).toContain(h.clock.now().getTime() - 3 * hour + 20 * minute)
    // The session is 3 hours older and still works.
    expect((await h.ok('GetSuspendFilterRequest', seedIds.suspendRequest, { token })).createdAt).toBe('2025-05-28T11:57:00Z')
  })

  it('a session older than 28 days is over', async () => {
    const h = await startFake({ simulateRequests: false })
    const { token } = await h.loginDemo()
    await control(h).advanceTime(27 * day)
    expect((await h.call('GetUsers', undefined, { token })).status).toBe(200)
    await control(h).advanceTime(day)
    expect((await h.call('GetUsers', undefined, { token })).status).toBe(401)
  })

  it('the simulated children catch up after it', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('GetUsers', undefined, { token })
    const before = h.fake.db.unlockRequest.count() + h.fake.db.suspendFilterRequest.count()
    await control(h).advanceTime(30 * minute)
    expect(h.fake.db.unlockRequest.count() + h.fake.db.suspendFilterRequest.count()).toBeGreaterThan(before)
  })

  it('rejects a negative or non-finite duration', async () => {
    const h = await startFake()
    await expect(control(h).advanceTime(-1)).rejects.toThrow(RangeError)
    await expect(control(h).advanceTime(Number.NaN)).rejects.toThrow(RangeError)
  })
})
