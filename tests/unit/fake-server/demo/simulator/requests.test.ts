/**
 * Requests come alive (virtual clock): granting a suspension logs `filterSuspendedRemotely`;
 * the simulated children send unlock and suspension requests on their own, at a demo pace, to
 * parents who are watching, each with the parent's notification.
 */
import { describe, expect, it } from 'vitest'
import type { OutboxMessage } from '@domain/demo/control'
import { idEq } from '../../../../../fake-server/core/db/db'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../harness'
import { inMemoryStorage } from '../../../support/memory-storage'

const minute = 60_000

/** Advances the clock `minutes` times by `step`, ticking after each step. */
async function watch(h: Harness, minutes: number, step = minute): Promise<void> {
  for (let t = 0; t < minutes * minute; t += step) {
    h.clock.advance(step)
    await h.fake.tick()
  }
}

const unlockRows = (h: Harness) => h.fake.db.unlockRequest.getAll()
const suspensionRows = (h: Harness) => h.fake.db.suspendFilterRequest.getAll()
const seededUnlock = new Set(
  Object.entries(seedIds)
    .filter(([k]) => k.startsWith('unlockRequest'))
    .map(([, v]) => v),
)
const seededSuspension = new Set(
  Object.entries(seedIds)
    .filter(([k]) => k.startsWith('suspendRequest'))
    .map(([, v]) => v),
)
const newUnlock = (h: Harness) => unlockRows(h).filter((r) => !seededUnlock.has(r.id))
const newSuspension = (h: Harness) => suspensionRows(h).filter((r) => !seededSuspension.has(r.id))
const loginsOf = (h: Harness, childId: string) =>
  new Set(
    h.fake.db.userDevice
      .getAll()
      .filter((ud) => ud.childId === childId)
      .map((ud) => ud.id),
  )

describe('granting a suspension', () => {
  it('logs filterSuspendedRemotely for the child’s Mac, with the granted time', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const decision = { case: 'accepted', durationInSeconds: 5400 }
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision }, { token })
    const events = h.fake.db.securityEvent.findMany({ where: { event: { equals: 'filterSuspendedRemotely' } } })
    expect(events.filter((e) => e.userDeviceId === seedIds.mayaOnMacBookAir)).toEqual([
      expect.objectContaining({ adminId: seedIds.demoAdmin, detail: 'for 1 hour 30 minutes', createdAt: h.clock.now().getTime() }),
    ])
    const feed = await h.ok('SecurityEventsFeed', undefined, { token })
    expect(feed[0]).toMatchObject({ case: 'child', childId: seedIds.maya, event: 'Filter suspended remotely', detail: 'for 1 hour 30 minutes' })
  })

  it('words short and whole-hour grants as the Mac does; a rejection logs nothing', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const details = () =>
      h.fake.db.securityEvent
        .findMany({ where: { event: { equals: 'filterSuspendedRemotely' }, userDeviceId: { equals: seedIds.mayaOnMacBookAir } } })
        .map((e) => e.detail)
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'rejected' } }, { token })
    expect(details()).toEqual([])
    for (const durationInSeconds of [60, 7200, 45]) {
      await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'accepted', durationInSeconds } }, { token })
    }
    expect(details()).toEqual(['for 1 minute', 'for 2 hours', 'for 45 seconds'])
  })
})

describe('simulated children send requests', () => {
  it('to a watching parent: none in the first 10 seconds, then an unlock and a suspension request within a minute, with notifications', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('GetUsers', undefined, { token })
    const outbox = h.fake.control.outbox().length
    await watch(h, 10_000 / minute, 1_000)
    expect(newUnlock(h).length + newSuspension(h).length).toBe(0)
    await watch(h, 50_000 / minute, 1_000)
    expect(newUnlock(h).length).toBeGreaterThan(0)
    expect(newSuspension(h)).toHaveLength(1)
    expect(h.fake.control.outbox().length).toBe(outbox + 2)
    // The demo parent's rules: an e-mail for unlock requests, a text for suspension requests.
    const sent = h.fake.control.outbox().slice(0, 2)
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'text'])
    expect(sent.find((m) => m.channel === 'email')?.subject).toMatch(/^\[Gatehouse\] (New unlock request|\d+ new unlock requests) from Maya$/)
  })

  it('about once per 3 minutes, only from Macs with the filter on, never above the caps', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('GetUsers', undefined, { token })
    await watch(h, 3 * 60)
    const made = [...newUnlock(h).map((r) => r.createdAt), ...newSuspension(h).map((r) => r.createdAt)]
    const batches = new Set(made).size
    // The opening's two, then 3 hours of 3-minute windows, unless the caps stopped them.
    expect(batches).toBeGreaterThanOrEqual(10)
    expect(batches).toBeLessThanOrEqual(60)
    // Maya's iMac is offline; Leo's Mac was suspended for the first 20 minutes.
    expect([...newUnlock(h), ...newSuspension(h)].some((r) => r.userDeviceId === seedIds.mayaOnIMac)).toBe(false)
    const leoStart = Math.min(
      ...[...newUnlock(h), ...newSuspension(h)].filter((r) => r.userDeviceId === seedIds.leoOnMacBookPro).map((r) => r.createdAt),
    )
    expect(leoStart).toBeGreaterThanOrEqual(Date.parse('2025-05-28T15:20:00Z'))
    for (const childId of [seedIds.maya, seedIds.leo]) {
      const logins = loginsOf(h, childId)
      expect(unlockRows(h).filter((r) => logins.has(r.userDeviceId) && r.status === 'pending').length).toBeLessThanOrEqual(8)
      // The opening asks for a suspension even so (Maya's seeded one is 3 minutes old); the others wait.
      const openingEnd = Date.parse('2025-05-28T15:01:00Z')
      const suspensions = suspensionRows(h)
        .filter((r) => logins.has(r.userDeviceId) && r.createdAt > openingEnd)
        .map((r) => r.createdAt)
        .sort((a, b) => a - b)
      for (let i = 1; i < suspensions.length; i++) expect((suspensions[i] ?? 0) - (suspensions[i - 1] ?? 0)).toBeGreaterThanOrEqual(20 * minute)
    }
  })

  it('vary: browsers and other apps, URLs, bare domains, IP addresses, with and without comments', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const seen: ReturnType<typeof unlockRows> = []
    // A parent who answers every hour, so the children keep asking.
    for (let i = 0; i < 24; i++) {
      await watch(h, 60, 5 * minute)
      for (const row of newUnlock(h).filter((r) => r.status === 'pending')) {
        seen.push(row)
        await h.ok('UpdateUnlockRequest', { id: row.id, status: 'rejected' }, { token })
      }
      for (const row of newSuspension(h).filter((r) => r.status === 'pending')) {
        await h.ok('DecideFilterSuspensionRequest', { id: row.id, decision: { case: 'rejected' } }, { token })
      }
    }
    const browsers = new Set(['com.apple.Safari', 'com.google.Chrome', 'org.mozilla.firefox'])
    expect(seen.some((r) => browsers.has(r.appBundleId))).toBe(true)
    expect(seen.some((r) => !browsers.has(r.appBundleId))).toBe(true)
    expect(seen.some((r) => r.url !== null)).toBe(true)
    expect(seen.some((r) => r.url === null && r.hostname !== null)).toBe(true)
    expect(seen.some((r) => r.url === null && r.hostname === null && r.ipAddress !== null)).toBe(true)
    expect(seen.some((r) => r.requestComment !== null)).toBe(true)
    expect(seen.some((r) => r.requestComment === null)).toBe(true)
    expect(newSuspension(h).length).toBeGreaterThan(0)
  })

  it('a suspension request offers the extra monitoring of the child’s settings', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.db.child.update({ where: { id: idEq(seedIds.maya) }, data: { keyloggingEnabled: false, screenshotsFrequency: 60 } })
    const [id] = (await h.fake.control.triggerSuspensionRequest?.(seedIds.maya))?.ids ?? []
    const view = await h.ok('GetSuspendFilterRequest', id, { token })
    expect(view.extraMonitoringOptions).toMatchObject({ k: 'keylogging', '@40': '1.5x screenshots', '@30+k': '2x screenshots + keylogging' })
    expect(view).toMatchObject({ status: 'pending', userName: 'Maya' })
  })

  it('not to a parent nobody is watching; once they log in, to them too', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('GetUsers', undefined, { token })
    const noah = () => newUnlock(h).filter((r) => r.userDeviceId === seedIds.noahOnMacMini).length
    await watch(h, 60, 5 * minute)
    expect(noah()).toBe(0)
    await h.ok('Login', otherParent)
    await watch(h, 60, 5 * minute)
    expect(noah()).toBeGreaterThan(0)
  })

  it('fall back to the account e-mail when the parent has no notification rules', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.db.adminNotification.deleteMany({ where: { adminId: { equals: seedIds.demoAdmin } } })
    await h.ok('GetUsers', undefined, { token })
    await watch(h, 30)
    const sent = h.fake.control.outbox().filter((m: OutboxMessage) => /New (unlock|suspend filter) request/.test(m.subject))
    expect(sent.length).toBeGreaterThan(0)
    for (const message of sent) {
      expect(message.channel).toBe('email')
      expect(message.body).toMatch(/don't have any notifications set up/)
    }
    const { email } = await h.ok('GetAdmin', undefined, { token })
    expect(new Set(sent.map((m) => m.to))).toEqual(new Set([email]))
  })

  it('are the same for the same clock, however often the server ticks', async () => {
    const run = async (step: number) => {
      const h = await startFake()
      const { token } = await h.loginDemo()
      await h.ok('GetUsers', undefined, { token })
      await watch(h, 90, step)
      return [...unlockRows(h), ...suspensionRows(h)]
        .map((r) => JSON.stringify({ ...r, id: seededUnlock.has(r.id) || seededSuspension.has(r.id) ? r.id : 'new' }))
        .sort()
    }
    const often = await run(30_000)
    expect(often.filter((r) => r.includes('"id":"new"')).length).toBeGreaterThan(5)
    expect(await run(4 * minute)).toEqual(often)
  })

  it('are not sent twice after a reload of the saved state', async () => {
    const memory = inMemoryStorage()
    const first = await startFake({ storage: memory })
    const { token } = await first.loginDemo()
    await first.ok('GetUsers', undefined, { token })
    await watch(first, 10)
    const count = newUnlock(first).length + newSuspension(first).length
    expect(count).toBeGreaterThan(0)
    const second = await startFake({ storage: memory })
    second.clock.advance(10 * minute)
    await second.fake.tick()
    expect(newUnlock(second).length + newSuspension(second).length).toBe(count)
  })

  it('can be turned off', async () => {
    const h = await startFake({ simulateRequests: false })
    const { token } = await h.loginDemo()
    await h.ok('GetUsers', undefined, { token })
    await watch(h, 60, 5 * minute)
    expect(newUnlock(h).length + newSuspension(h).length).toBe(0)
  })
})
