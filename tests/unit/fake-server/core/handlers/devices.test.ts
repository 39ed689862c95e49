/**
 * Computers on the fake server: GetDevices, GetDevice,
 * SaveDevice, LatestAppVersions, and the device view of statuses the simulated Mac reports.
 */
import { describe, expect, it } from 'vitest'
import { idEq } from '../../../../../fake-server/core/db/db'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { goOffline, reportStatus } from '../../../../../fake-server/core/mac/reported-status'
import { startFake } from '../../harness'

const expectNotFound = (reply: { status: number; body: any }, entityName: string) => {
  expect(reply.status).toBe(404)
  expect(reply.body).toMatchObject({ id: '6ac1205a', type: 'notFound', entityName, debugMessage: `DuetSQL: ${entityName} not found` })
}

describe('GetDevices and GetDevice', () => {
  it('lists the caller’s computers with their children, model, serial and highest app version', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const devices = await h.ok('GetDevices', undefined, { token })
    expect(devices.map((d) => [d.id, d.modelFamily, d.modelTitle, d.serialNumber, d.appVersion, d.releaseChannel])).toEqual([
      [seedIds.mayaMacBookAir, 'macBookAir', 'M2 MacBook Air (2022)', 'C02GH1DEMO01', '2.7.1', 'stable'],
      [seedIds.mayaIMac, 'iMac', '21.5" iMac (2019)', 'C02GH1DEMO02', '2.5.2', 'stable'],
      [seedIds.leoMacBookPro, 'macBookPro', '16" M1 Pro MacBook Pro (2021)', 'C02GH1DEMO03', '2.5.0', 'stable'],
    ])
    expect(devices[2]).toMatchObject({
      name: 'Leo’s MacBook Pro',
      modelIdentifier: 'MacBookPro18,1',
      users: [{ id: seedIds.leo, name: 'Leo', status: { case: 'filterSuspended', resuming: '2025-05-28T15:20:00Z' } }],
    })
    expect(devices[0]).not.toHaveProperty('name')
    expect(devices[1]?.users).toEqual([{ id: seedIds.maya, name: 'Maya', status: { case: 'offline' } }])
  })

  it('returns one computer by id in any case; another parent’s or an unknown one is 404 "Device"', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect((await h.ok('GetDevice', seedIds.mayaIMac.toLowerCase(), { token })).id).toBe(seedIds.mayaIMac)
    expectNotFound(await h.call('GetDevice', seedIds.noahMacMini, { token }), 'Device')
    expectNotFound(await h.call('GetDevice', '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f', { token }), 'Device')
    const other = await h.ok('Login', otherParent)
    expect((await h.ok('GetDevices', undefined, { token: other.token })).map((d) => d.id)).toEqual([seedIds.noahMacMini])
  })

  it('appVersion is the highest semver among the logins (numerically), "0.0.0" without any', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    const login = db.userDevice.findFirst({ where: { id: idEq(seedIds.mayaOnMacBookAir) } })!
    db.userDevice.create({ ...login, id: 'DD000000-0000-4000-8000-0000000000AA', childId: seedIds.leo, numericId: 502, appVersion: '2.10.0' })
    const shared = await h.ok('GetDevice', seedIds.mayaMacBookAir, { token })
    expect(shared.appVersion).toBe('2.10.0')
    expect(shared.users.map((u) => u.name)).toEqual(['Maya', 'Leo'])

    db.computer.create({
      id: 'D0000000-0000-4000-8000-0000000000EE',
      adminId: seedIds.demoAdmin,
      customName: null,
      modelIdentifier: 'Mac99,9',
      serialNumber: 'EMPTY000001',
      releaseChannel: 'canary',
      osVersion: null,
      createdAt: 0,
    })
    expect(await h.ok('GetDevice', 'D0000000-0000-4000-8000-0000000000EE', { token })).toMatchObject({
      appVersion: '0.0.0',
      users: [],
      modelFamily: 'unknown',
      modelTitle: 'Unknown mac',
    })
  })

  it('shows the live status the simulated Mac reports, offline once it goes away', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect(reportStatus(h.fake.deps, seedIds.mayaOnMacBookAir, { case: 'downtime', ending: '2025-05-29T07:00:00Z' })).toBe(true)
    const maya = await h.ok('GetUser', seedIds.maya, { token })
    expect(maya.devices[0]?.status).toEqual({ case: 'downtime', ending: '2025-05-29T07:00:00Z' })
    goOffline(h.fake.deps, seedIds.mayaOnMacBookAir)
    expect((await h.ok('GetDevice', seedIds.mayaMacBookAir, { token })).users[0]?.status).toEqual({ case: 'offline' })
    expect(reportStatus(h.fake.deps, '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f', { case: 'filterOn' })).toBe(false)
  })
})

describe('SaveDevice', () => {
  it('sets the custom name and the channel; omitting or blanking the name clears it', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('SaveDevice', { id: seedIds.mayaIMac.toLowerCase(), name: 'Kitchen iMac', releaseChannel: 'beta' }, { token })
    expect(await h.ok('GetDevice', seedIds.mayaIMac, { token })).toMatchObject({ name: 'Kitchen iMac', releaseChannel: 'beta' })
    expect((await h.ok('GetUser', seedIds.maya, { token })).devices[1]?.customName).toBe('Kitchen iMac')

    await h.ok('SaveDevice', { id: seedIds.mayaIMac, releaseChannel: 'canary' }, { token })
    const cleared = await h.ok('GetDevice', seedIds.mayaIMac, { token })
    expect(cleared).not.toHaveProperty('name')
    expect(cleared.releaseChannel).toBe('canary')

    await h.ok('SaveDevice', { id: seedIds.leoMacBookPro, name: '   ', releaseChannel: 'stable' }, { token })
    expect(await h.ok('GetDevice', seedIds.leoMacBookPro, { token })).not.toHaveProperty('name')
  })

  it('answers 404 "Device" for another parent’s computer and leaves it alone; a bad channel is a route error', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expectNotFound(await h.call('SaveDevice', { id: seedIds.noahMacMini, name: 'Mine now', releaseChannel: 'canary' }, { token }), 'Device')
    expect(h.fake.db.computer.findFirst({ where: { id: idEq(seedIds.noahMacMini) } })).toMatchObject({
      customName: null,
      releaseChannel: 'stable',
    })
    const reply = await h.call('SaveDevice', { id: seedIds.mayaIMac, releaseChannel: 'nightly' }, { token })
    expect(reply).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })
  })
})

describe('LatestAppVersions', () => {
  it('gives the highest semver of each channel on its own (2.7.10 beats 2.7.9)', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expect(await h.ok('LatestAppVersions', undefined, { token })).toEqual({ stable: '2.7.1', beta: '2.7.10', canary: '2.8.0' })
  })

  it('follows the real server’s example, and answers "0.0.0" for a channel without releases', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    db.release.deleteMany({ where: {} })
    expect(await h.ok('LatestAppVersions', undefined, { token })).toEqual({ stable: '0.0.0', beta: '0.0.0', canary: '0.0.0' })
    const releases: [string, 'stable' | 'beta' | 'canary'][] = [
      ['2.0.0', 'stable'],
      ['2.2.0', 'stable'],
      ['2.5.0', 'beta'],
      ['2.5.2', 'beta'],
      ['3.0.0', 'canary'],
    ]
    for (const [semver, channel] of releases) db.release.create({ semver, channel, createdAt: 0 })
    expect(await h.ok('LatestAppVersions', undefined, { token })).toEqual({ stable: '2.2.0', beta: '2.5.2', canary: '3.0.0' })
  })
})
