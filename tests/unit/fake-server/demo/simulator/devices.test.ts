/**
 * Suspensions and downtimes on the simulated Macs end on time: the
 * login reports `filterOn` again, and an ended suspension logs `filterSuspensionExpired`.
 */
import { describe, expect, it } from 'vitest'
import { idEq, minute, readJson, writeJson } from '../../../../../fake-server/core/db/db'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../harness'

const leoStatus = (h: Harness) => readJson(h.fake.db.userDevice.findFirst({ where: { id: idEq(seedIds.leoOnMacBookPro) } })?.statusJson ?? '')
const expiredEvents = (h: Harness) => h.fake.db.securityEvent.findMany({ where: { event: { equals: 'filterSuspensionExpired' } } })
const leoOnDashboard = async (h: Harness, token: string) =>
  (await h.ok('GetDashboardWidgets', undefined, { token })).users.find((u) => u.id === seedIds.leo)?.status

describe('suspensions and downtimes end', () => {
  it('the seeded suspension of Leo ends at its resuming time and logs filterSuspensionExpired', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const before = expiredEvents(h).length
    h.clock.advance(20 * minute - 1000)
    expect(await leoOnDashboard(h, token)).toEqual({ case: 'filterSuspended', resuming: '2025-05-28T15:20:00Z' })

    h.clock.advance(1000)
    expect(await leoOnDashboard(h, token)).toEqual({ case: 'filterOn' })
    const events = expiredEvents(h)
    expect(events).toHaveLength(before + 1)
    expect(events[events.length - 1]).toMatchObject({
      adminId: seedIds.demoAdmin,
      userDeviceId: seedIds.leoOnMacBookPro,
      createdAt: Date.parse('2025-05-28T15:20:00Z'),
    })
    const feed = await h.ok('SecurityEventsFeed', undefined, { token })
    expect(feed.map((e) => e.event)).toContain('Filter suspension expired')

    // Once only.
    h.clock.advance(minute)
    await h.fake.tick()
    expect(expiredEvents(h)).toHaveLength(before + 1)
  })

  it('a downtime and a paused downtime end too, without a suspension event', async () => {
    for (const status of [
      { case: 'downtime', ending: '2025-05-28T15:05:00Z' },
      { case: 'downtimePaused', resuming: '2025-05-28T15:05:00Z' },
    ]) {
      const h = await startFake()
      h.fake.db.userDevice.update({ where: { id: idEq(seedIds.leoOnMacBookPro) }, data: { statusJson: writeJson(status) } })
      const before = expiredEvents(h).length
      h.clock.advance(4 * minute)
      await h.fake.tick()
      expect(leoStatus(h)).toEqual(status)
      h.clock.advance(minute)
      expect(await h.fake.tick()).toBe(true)
      expect(leoStatus(h)).toEqual({ case: 'filterOn' })
      expect(expiredEvents(h)).toHaveLength(before)
    }
  })

  it('a status without an end stays', async () => {
    const h = await startFake()
    h.fake.db.userDevice.update({ where: { id: idEq(seedIds.leoOnMacBookPro) }, data: { statusJson: writeJson({ case: 'filterSuspended' }) } })
    h.clock.advance(60 * minute)
    await h.fake.tick()
    expect(leoStatus(h)).toEqual({ case: 'filterSuspended' })
  })

  it('an accepted suspension request suspends the Mac for the granted time, then it ends', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const request = h.fake.db.suspendFilterRequest.findFirst({ where: { id: idEq(seedIds.suspendRequest) } })
    const userDeviceId = request?.userDeviceId ?? ''
    const status = () => readJson(h.fake.db.userDevice.findFirst({ where: { id: idEq(userDeviceId) } })?.statusJson ?? '')
    const decision = { case: 'accepted', durationInSeconds: 600 }
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision }, { token })
    expect(status()).toEqual({ case: 'filterSuspended', resuming: '2025-05-28T15:10:00Z' })

    h.clock.advance(10 * minute)
    await h.fake.tick()
    expect(status()).toEqual({ case: 'filterOn' })
  })

  it('a rejected suspension request leaves the Mac as it was', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const request = h.fake.db.suspendFilterRequest.findFirst({ where: { id: idEq(seedIds.suspendRequest) } })
    const before = h.fake.db.userDevice.findFirst({ where: { id: idEq(request?.userDeviceId ?? '') } })?.statusJson
    await h.ok('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision: { case: 'rejected' } }, { token })
    expect(h.fake.db.userDevice.findFirst({ where: { id: idEq(request?.userDeviceId ?? '') } })?.statusJson).toBe(before)
  })
})
