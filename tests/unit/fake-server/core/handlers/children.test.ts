/**
 * Children on the fake server (a new child gets the recommended monitoring): SaveUser,
 * DeleteEntity user / userDevice, CreatePendingAppConnection and the simulated Mac that redeems
 * the code.
 */
import { describe, expect, it } from 'vitest'
import { idEq, minute, day } from '../../../../../fake-server/core/db/db'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { connectDevice, connectErrors, defaultAutoConnectDelayMs } from '../../../../../fake-server/core/mac/connect'
import { simulatedModels } from '../../../../../fake-server/demo/simulator/devices'
import { type Harness, startFake } from '../../harness'
import { inMemoryStorage } from '../../../support/memory-storage'

const newId = 'a1b2c3d4-0000-4000-8000-00000000c0de'
const monitoring = {
  keyloggingEnabled: true,
  screenshotsEnabled: true,
  screenshotsResolution: 1000,
  screenshotsFrequency: 120,
  showSuspensionActivity: true,
}
const weekdays = { sunday: false, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false }
const schedule = { mode: 'active', days: weekdays, window: { start: { hour: 7, minute: 0 }, end: { hour: 17, minute: 0 } } }

const expectNotFound = (reply: { status: number; body: any }, entityName: string) => {
  expect(reply.status).toBe(404)
  expect(reply.body).toMatchObject({ id: '6ac1205a', type: 'notFound', entityName, showContactSupport: false, statusCode: 404 })
}

/** The demo parent's stored security events with that name, oldest first. */
const events = (h: Harness, event: string) =>
  h.fake.db.securityEvent
    .findMany({ where: { adminId: { equals: seedIds.demoAdmin }, event: { equals: event } } })
    .sort((a, b) => a.createdAt - b.createdAt)

/** The SaveUser input for an existing child, from GetUser. */
async function saveInputOf(h: Harness, token: string, childId: string) {
  const user = await h.ok('GetUser', childId, { token })
  return {
    id: user.id,
    isNew: false,
    name: user.name,
    keyloggingEnabled: user.keyloggingEnabled,
    screenshotsEnabled: user.screenshotsEnabled,
    screenshotsResolution: user.screenshotsResolution,
    screenshotsFrequency: user.screenshotsFrequency,
    showSuspensionActivity: user.showSuspensionActivity,
    ...(user.downtime ? { downtime: user.downtime } : {}),
    keychains: user.keychains.map((k) => (k.schedule ? { id: k.id, schedule: k.schedule } : { id: k.id })),
    ...(user.blockedApps ? { blockedApps: user.blockedApps } : {}),
  }
}

describe('SaveUser, new child', () => {
  it('uses the client id and name and downtime, forces the defaults, and auto-creates a keychain', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const downtime = { start: { hour: 21, minute: 0 }, end: { hour: 5, minute: 0 } }
    const input = {
      id: newId,
      isNew: true,
      name: 'Wren',
      keyloggingEnabled: false,
      screenshotsEnabled: false,
      screenshotsResolution: 400,
      screenshotsFrequency: 900,
      showSuspensionActivity: false,
      downtime,
      keychains: [{ id: seedIds.musicPractice }],
      blockedApps: [{ id: 'ba000000-0000-4000-8000-0000000000ff', identifier: 'Steam' }],
    }
    expect(await h.ok('SaveUser', input, { token })).toEqual({ success: true })

    const wren = await h.ok('GetUser', newId, { token })
    expect(wren).toMatchObject({
      id: newId.toUpperCase(),
      name: 'Wren',
      keyloggingEnabled: true,
      screenshotsEnabled: true,
      screenshotsResolution: 1000,
      screenshotsFrequency: 120,
      showSuspensionActivity: true,
      downtime,
      devices: [],
      createdAt: '2025-05-28T15:00:00Z',
    })
    // Input keychains and blocked apps are ignored; the auto keychain is assigned without schedule.
    expect(wren).not.toHaveProperty('blockedApps')
    expect(h.fake.db.blockedApp.count({ where: { childId: idEq(newId) } })).toBe(0)
    expect(wren.keychains).toEqual([
      {
        id: expect.any(String),
        parentId: seedIds.demoAdmin,
        name: 'Wren’s Keychain',
        description: expect.stringContaining('created automatically as a default place for you to add keys for Wren'),
        isPublic: false,
        numKeys: 0,
      },
    ])
    expect(wren.keychains[0]?.name).toContain('\u2019')
    expect(events(h, 'childAdded').at(-1)).toMatchObject({ detail: 'name: Wren', ipAddress: '127.0.0.1' })
    const feed = await h.ok('SecurityEventsFeed', undefined, { token })
    expect(feed[0]).toMatchObject({ case: 'admin', event: 'New child added', detail: 'name: Wren' })
    expect((await h.ok('GetUsers', undefined, { token })).map((u) => u.name)).toEqual(['Maya', 'Leo', 'Ava', 'Wren'])
  })

  it('re-using an existing id fails with a generic 500 and changes nothing (also for another parent’s child)', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    for (const id of [seedIds.ava, seedIds.noah]) {
      const reply = await h.call('SaveUser', { id, isNew: true, name: 'Dup', ...monitoring, keychains: [] }, { token })
      expect(reply).toMatchObject({ status: 500, body: { error: true, reason: 'Internal Server Error' } })
    }
    expect(h.fake.db.child.count()).toBe(4)
    expect(h.fake.db.keychain.findFirst({ where: { name: { equals: 'Dup’s Keychain' } } })).toBeNull()
  })
})

describe('SaveUser, update', () => {
  it('answers 404 "User" for another parent’s child, and changes nothing', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const reply = await h.call('SaveUser', { id: seedIds.noah, isNew: false, name: 'Hacked', ...monitoring, keychains: [] }, { token })
    expectNotFound(reply, 'User')
    expect(h.fake.db.child.findFirst({ where: { id: idEq(seedIds.noah) } })?.name).toBe('Noah')
  })

  it('stores the options, clamps the frequency to 10 s, clears downtime, and logs the exact decreases', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const before = await saveInputOf(h, token, seedIds.maya)
    const { downtime: _cleared, ...withoutDowntime } = before
    await h.ok(
      'SaveUser',
      { ...withoutDowntime, name: 'Maya R.', keyloggingEnabled: false, screenshotsResolution: 800, screenshotsFrequency: 3 },
      { token },
    )
    const maya = await h.ok('GetUser', seedIds.maya, { token })
    expect(maya).toMatchObject({ name: 'Maya R.', keyloggingEnabled: false, screenshotsResolution: 800, screenshotsFrequency: 10 })
    expect(maya).not.toHaveProperty('downtime')
    // 120 s → 10 s is more screenshots: not a decrease.
    expect(events(h, 'monitoringDecreased').map((e) => e.detail)).toEqual([
      'for child: Maya R., keylogging disabled, screenshots resolution decreased',
    ])

    await h.ok(
      'SaveUser',
      { ...withoutDowntime, name: 'Maya R.', screenshotsEnabled: false, screenshotsFrequency: 300, showSuspensionActivity: false },
      { token },
    )
    expect(events(h, 'monitoringDecreased').at(-1)?.detail).toBe(
      'for child: Maya R., screenshots disabled, screenshots frequency decreased, suspension activity visibility disabled',
    )
    // Only increases: no event.
    const count = events(h, 'monitoringDecreased').length
    await h.ok('SaveUser', { ...before, name: 'Maya R.' }, { token })
    expect(events(h, 'monitoringDecreased')).toHaveLength(count)
  })

  it('blocked apps: absent or null leaves them alone; a different list replaces them and is logged', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const base = await saveInputOf(h, token, seedIds.maya)
    const { blockedApps: original, ...noApps } = base
    expect(original?.map((a) => a.identifier)).toEqual(['FaceTime', 'com.valvesoftware.steam'])

    await h.ok('SaveUser', noApps, { token })
    await h.ok('SaveUser', { ...noApps, blockedApps: null }, { token })
    await h.ok('SaveUser', base, { token })
    expect((await h.ok('GetUser', seedIds.maya, { token })).blockedApps).toEqual(original)
    expect(events(h, 'blockedAppsChanged')).toHaveLength(0)

    const replaced = [
      { id: 'ba000000-0000-4000-8000-0000000000a1', identifier: 'com.roblox.RobloxPlayer', schedule },
      { id: original![0]!.id, identifier: 'FaceTime' },
    ]
    await h.ok('SaveUser', { ...base, blockedApps: replaced }, { token })
    const after = await h.ok('GetUser', seedIds.maya, { token })
    expect(after.blockedApps).toEqual([{ ...replaced[0], id: replaced[0]!.id.toUpperCase() }, replaced[1]])
    expect(events(h, 'blockedAppsChanged').map((e) => e.detail)).toEqual(['child: Maya'])

    // The same list again (ids in another case) is no change; an empty list clears.
    await h.ok('SaveUser', { ...base, blockedApps: replaced }, { token })
    expect(events(h, 'blockedAppsChanged')).toHaveLength(1)
    await h.ok('SaveUser', { ...base, blockedApps: [] }, { token })
    expect((await h.ok('GetUser', seedIds.maya, { token })).blockedApps).toEqual([])
    expect(events(h, 'blockedAppsChanged')).toHaveLength(2)

    // Repeated ids, or an id another child's app has, fail as a whole (500) and change nothing.
    const app = { id: 'ba000000-0000-4000-8000-0000000000a2', identifier: 'Roblox' }
    const leosApp = { id: 'BA000000-0000-4000-8000-0000000000B0', identifier: 'Minecraft' }
    h.fake.db.blockedApp.create({ ...leosApp, childId: seedIds.leo, scheduleJson: null, position: 0, createdAt: 0 })
    for (const blockedApps of [
      [app, app],
      [app, { ...leosApp, id: leosApp.id.toLowerCase() }],
    ]) {
      const reply = await h.call('SaveUser', { ...base, name: 'Not saved', blockedApps }, { token })
      expect(reply).toMatchObject({ status: 500, body: { reason: 'Internal Server Error' } })
    }
    const unchanged = await h.ok('GetUser', seedIds.maya, { token })
    expect(unchanged.name).toBe('Maya')
    expect(unchanged.blockedApps).toEqual([])
  })

  it('keychains: a changed list replaces the assignments with their schedules and is logged', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const base = await saveInputOf(h, token, seedIds.leo)
    expect(base.keychains.map((k) => k.id)).toEqual([seedIds.leosKeychain, seedIds.homeworkHelpers])

    await h.ok('SaveUser', base, { token })
    expect(events(h, 'keychainsChanged')).toHaveLength(0)

    const keychains = [
      { id: seedIds.leosKeychain.toLowerCase() },
      { id: seedIds.videoCalls, schedule },
      { id: seedIds.musicPractice, schedule: { ...schedule, mode: 'inactive' } },
    ]
    await h.ok('SaveUser', { ...base, keychains }, { token })
    const leo = await h.ok('GetUser', seedIds.leo, { token })
    expect(leo.keychains.map((k) => [k.name, k.schedule?.mode ?? 'always'])).toEqual([
      ['Leo’s Keychain', 'always'],
      ['Video Calls', 'active'],
      ['Music Practice', 'inactive'],
    ])
    // Public keychains carry no warning in GetUser (a child's keychain summary has none).
    expect(leo.keychains[1]).not.toHaveProperty('warning')
    expect(events(h, 'keychainsChanged').map((e) => e.detail)).toEqual(['child: Leo'])

    // A schedule change alone is a change.
    await h.ok('SaveUser', { ...base, keychains: keychains.map((k) => ({ id: k.id })) }, { token })
    expect(events(h, 'keychainsChanged')).toHaveLength(2)
  })

  it('keychains must be the caller’s own or public: another parent’s private one is 404 "Keychain"', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const base = await saveInputOf(h, token, seedIds.leo)
    for (const id of [seedIds.noahsKeychain, '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f']) {
      const reply = await h.call('SaveUser', { ...base, name: 'Changed', keychains: [...base.keychains, { id }] }, { token })
      expectNotFound(reply, 'Keychain')
    }
    // Nothing was stored.
    const leo = await h.ok('GetUser', seedIds.leo, { token })
    expect(leo.name).toBe('Leo')
    expect(leo.keychains).toHaveLength(2)
  })
})

describe('DeleteEntity user', () => {
  it('cascades, removes the empty auto keychain and the orphaned computers, and logs childDeleted', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    const code = (await h.ok('CreatePendingAppConnection', { userId: seedIds.maya }, { token })).code
    expect(await h.ok('DeleteEntity', { type: 'user', id: seedIds.maya.toLowerCase() }, { token })).toEqual({ success: true })

    expect(db.child.findFirst({ where: { id: idEq(seedIds.maya) } })).toBeNull()
    for (const ud of [seedIds.mayaOnMacBookAir, seedIds.mayaOnIMac]) {
      expect(db.userDevice.findFirst({ where: { id: idEq(ud) } })).toBeNull()
      expect(db.screenshot.count({ where: { userDeviceId: idEq(ud) } })).toBe(0)
      expect(db.keystrokeLine.count({ where: { userDeviceId: idEq(ud) } })).toBe(0)
      expect(db.unlockRequest.count({ where: { userDeviceId: idEq(ud) } })).toBe(0)
    }
    expect(db.blockedApp.count({ where: { childId: idEq(seedIds.maya) } })).toBe(0)
    expect(db.childKeychain.count({ where: { childId: idEq(seedIds.maya) } })).toBe(0)
    // Her computers had no other login: gone. Leo's stays.
    expect(db.computer.findFirst({ where: { id: idEq(seedIds.mayaMacBookAir) } })).toBeNull()
    expect(db.computer.findFirst({ where: { id: idEq(seedIds.mayaIMac) } })).toBeNull()
    expect((await h.ok('GetDevices', undefined, { token })).map((d) => d.id)).toEqual([seedIds.leoMacBookPro])
    // Her auto keychain still holds keys: kept. Her connection code is forgotten.
    expect(db.keychain.findFirst({ where: { id: idEq(seedIds.mayasKeychain) } })).not.toBeNull()
    expect(h.fake.stores.pendingConnection(code, h.clock.now())).toBeUndefined()
    expect(events(h, 'childDeleted').map((e) => e.detail)).toEqual(['name: Maya'])
    expectNotFound(await h.call('GetUser', seedIds.maya, { token }), 'User')
  })

  it('deletes an empty auto keychain only when no other child uses it', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    await h.ok('ToggleChildKeychain', { childId: seedIds.leo, keychainId: seedIds.avasKeychain }, { token })
    await h.ok('DeleteEntity', { type: 'user', id: seedIds.ava }, { token })
    expect(db.keychain.findFirst({ where: { id: idEq(seedIds.avasKeychain) } })).not.toBeNull()

    await h.ok('SaveUser', { id: newId, isNew: true, name: 'Wren', ...monitoring, keychains: [] }, { token })
    const auto = (await h.ok('GetUser', newId, { token })).keychains[0]!.id
    await h.ok('DeleteEntity', { type: 'user', id: newId }, { token })
    expect(db.keychain.findFirst({ where: { id: idEq(auto) } })).toBeNull()
  })

  it('answers 404 "User" for another parent’s child and an unknown id', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expectNotFound(await h.call('DeleteEntity', { type: 'user', id: seedIds.noah }, { token }), 'User')
    expectNotFound(await h.call('DeleteEntity', { type: 'user', id: newId }, { token }), 'User')
    expect(h.fake.db.child.findFirst({ where: { id: idEq(seedIds.noah) } })).not.toBeNull()
    expect(events(h, 'childDeleted')).toHaveLength(0)
  })
})

describe('DeleteEntity userDevice', () => {
  it('removes the login and its data, and the computer with its last login; logs the serial', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    await h.ok('DeleteEntity', { type: 'userDevice', id: seedIds.mayaOnIMac }, { token })
    expect(db.userDevice.findFirst({ where: { id: idEq(seedIds.mayaOnIMac) } })).toBeNull()
    expect(db.screenshot.count({ where: { userDeviceId: idEq(seedIds.mayaOnIMac) } })).toBe(0)
    expect(db.computer.findFirst({ where: { id: idEq(seedIds.mayaIMac) } })).toBeNull()
    const maya = await h.ok('GetUser', seedIds.maya, { token })
    expect(maya.devices.map((d) => d.id)).toEqual([seedIds.mayaOnMacBookAir])
    expect(events(h, 'childComputerDeleted').map((e) => e.detail)).toEqual(['child: Maya, computer serial: C02GH1DEMO02'])
    const feed = await h.ok('SecurityEventsFeed', undefined, { token })
    expect(feed[0]).toMatchObject({ event: 'Child computer deleted', detail: 'child: Maya, computer serial: C02GH1DEMO02' })
    // The iMac's child events are gone from the feed with it.
    expect(feed.some((e) => e.event === 'App quit')).toBe(false)
  })

  it('keeps a computer another child still uses', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    const code = (await h.ok('CreatePendingAppConnection', { userId: seedIds.leo }, { token })).code
    const shared = connectDevice(h.fake.deps, {
      code,
      modelIdentifier: 'Mac14,2',
      serialNumber: 'C02GH1DEMO01',
      username: 'leo',
      numericId: 502,
      appVersion: '2.7.1',
    })
    expect(shared).toMatchObject({ ok: true, value: { computerId: seedIds.mayaMacBookAir, newComputer: false, transferred: false } })
    await h.ok('DeleteEntity', { type: 'userDevice', id: seedIds.mayaOnMacBookAir }, { token })
    expect(db.computer.findFirst({ where: { id: idEq(seedIds.mayaMacBookAir) } })).not.toBeNull()
    const device = await h.ok('GetDevice', seedIds.mayaMacBookAir, { token })
    expect(device.users.map((u) => u.name)).toEqual(['Leo'])
  })

  it('answers 404 "User" for another parent’s child’s login and 404 "User device" for an unknown id', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expectNotFound(await h.call('DeleteEntity', { type: 'userDevice', id: seedIds.noahOnMacMini }, { token }), 'User')
    expectNotFound(await h.call('DeleteEntity', { type: 'userDevice', id: newId }, { token }), 'User device')
    expect(h.fake.db.userDevice.findFirst({ where: { id: idEq(seedIds.noahOnMacMini) } })).not.toBeNull()
  })
})

describe('CreatePendingAppConnection and the simulated Mac', () => {
  it('issues a 6-digit code that the simulated child redeems ~4 s later: GetUser then shows the device', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { code } = await h.ok('CreatePendingAppConnection', { userId: seedIds.ava.toLowerCase() }, { token })
    expect(Number.isInteger(code) && code >= 100000 && code <= 999999).toBe(true)

    h.clock.advance(defaultAutoConnectDelayMs - 1)
    expect((await h.ok('GetUser', seedIds.ava, { token })).devices).toEqual([])
    h.clock.advance(1)
    const ava = await h.ok('GetUser', seedIds.ava, { token })
    expect(ava.devices).toHaveLength(1)
    const device = ava.devices[0]!
    expect(device.status).toEqual({ case: 'filterOn' })
    expect(simulatedModels).toContain(device.modelIdentifier)
    expect(device.modelFamily).not.toBe('unknown')
    // A fresh install runs the newest stable release, which can block apps.
    expect(ava.blockedApps).toEqual([])

    const computer = await h.ok('GetDevice', device.deviceId, { token })
    expect(computer).toMatchObject({
      releaseChannel: 'stable',
      appVersion: '2.7.1',
      users: [{ id: seedIds.ava, name: 'Ava', status: { case: 'filterOn' } }],
    })
    expect(computer.serialNumber).toMatch(/^[A-Z0-9]{10}$/)
    expect(computer).not.toHaveProperty('name')

    // Redeemed once: later requests add nothing more, though the code stays valid (reusable) for 2 days.
    h.clock.advance(10 * minute)
    expect((await h.ok('GetUser', seedIds.ava, { token })).devices).toHaveLength(1)
    expect(h.fake.stores.pendingConnection(code, h.clock.now())?.childId).toBe(seedIds.ava)
  })

  it('codes are unique while pending; a newer code replaces the older one’s automatic redemption', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const codes = new Set<number>()
    for (let i = 0; i < 20; i++) codes.add((await h.ok('CreatePendingAppConnection', { userId: seedIds.ava }, { token })).code)
    expect(codes.size).toBe(20)
    h.clock.advance(defaultAutoConnectDelayMs)
    expect((await h.ok('GetUser', seedIds.ava, { token })).devices).toHaveLength(1)
  })

  it('tick() applies due work without a request, saves and notifies subscribers', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('CreatePendingAppConnection', { userId: seedIds.ava }, { token })
    let notified = 0
    h.fake.control.subscribe(() => notified++)
    expect(await h.fake.tick()).toBe(false)
    h.clock.advance(defaultAutoConnectDelayMs)
    expect(await h.fake.tick()).toBe(true)
    expect(notified).toBe(1)
    expect(await h.fake.tick()).toBe(false)
    expect(h.fake.db.userDevice.findMany({ where: { childId: idEq(seedIds.ava) } })).toHaveLength(1)
  })

  it('can be switched off (autoConnectDelayMs: null): the code waits for a redemption by hand', async () => {
    const h = await startFake({ autoConnectDelayMs: null })
    const { token } = await h.loginDemo()
    const { code } = await h.ok('CreatePendingAppConnection', { userId: seedIds.ava }, { token })
    h.clock.advance(day)
    expect((await h.ok('GetUser', seedIds.ava, { token })).devices).toEqual([])
    const result = connectDevice(h.fake.deps, {
      code,
      modelIdentifier: 'iMac21,1',
      serialNumber: 'AVAIMAC0001',
      username: 'ava',
      numericId: 501,
      appVersion: '2.7.1',
    })
    expect(result.ok).toBe(true)
    expect((await h.ok('GetUser', seedIds.ava, { token })).devices).toMatchObject([{ modelFamily: 'iMac', status: { case: 'filterOn' } }])
  })

  it('answers 404 "User" for another parent’s child', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expectNotFound(await h.call('CreatePendingAppConnection', { userId: seedIds.noah }, { token }), 'User')
  })

  it('a scheduled redemption survives a reload of the demo (it is saved with the pending code)', async () => {
    const storage = inMemoryStorage()
    const first = await startFake({ storage })
    const { token } = await first.loginDemo()
    await first.ok('CreatePendingAppConnection', { userId: seedIds.ava }, { token })
    const second = await startFake({ storage })
    second.clock.advance(defaultAutoConnectDelayMs)
    expect((await second.ok('GetUser', seedIds.ava, { token })).devices).toHaveLength(1)
    // …and the result is saved too (GetUser alone saves nothing).
    const third = await startFake({ storage })
    expect((await third.ok('GetUser', seedIds.ava, { token })).devices).toHaveLength(1)
  })
})

describe('connectDevice (ConnectUser semantics)', () => {
  const mac = { modelIdentifier: 'Mac14,2', serialNumber: 'NEWSERIAL01', username: 'ava', numericId: 501, appVersion: '2.7.1' }

  it('refuses an unknown or expired code with connectionCodeNotFound', async () => {
    const h = await startFake({ autoConnectDelayMs: null })
    const { token } = await h.loginDemo()
    expect(connectDevice(h.fake.deps, { ...mac, code: 123456 })).toEqual({ ok: false, error: connectErrors.codeNotFound })
    const { code } = await h.ok('CreatePendingAppConnection', { userId: seedIds.ava }, { token })
    h.clock.advance(2 * day)
    expect(connectDevice(h.fake.deps, { ...mac, code })).toMatchObject({
      ok: false,
      error: { id: '6e7fc234', appTag: 'connectionCodeNotFound', userMessage: expect.stringContaining('Connection code expired') },
    })
  })

  it('moves a login with the same macOS uid on the same computer to the new child (same parent)', async () => {
    const h = await startFake({ autoConnectDelayMs: null })
    const { token } = await h.loginDemo()
    const { db } = h.fake
    db.userToken.create({
      value: 'A0000000-0000-4000-8000-0000000000AA',
      childId: seedIds.leo,
      userDeviceId: seedIds.leoOnMacBookPro,
      expiresAt: null,
      createdAt: 0,
    })
    const { code } = await h.ok('CreatePendingAppConnection', { userId: seedIds.ava }, { token })
    const result = connectDevice(h.fake.deps, { ...mac, code, serialNumber: 'C02GH1DEMO03', numericId: 501 })
    expect(result).toMatchObject({ ok: true, value: { userDeviceId: seedIds.leoOnMacBookPro, transferred: true, newComputer: false } })
    expect((await h.ok('GetUser', seedIds.leo, { token })).devices).toEqual([])
    expect((await h.ok('GetUser', seedIds.ava, { token })).devices.map((d) => d.id)).toEqual([seedIds.leoOnMacBookPro])
    // The old child's token now runs out in 14 days.
    const old = db.userToken.findFirst({ where: { value: idEq('a0000000-0000-4000-8000-0000000000aa') } })
    expect(old?.expiresAt).toBe(h.clock.now().getTime() + 14 * day)
  })

  it('refuses a computer of another parent with 41a43089', async () => {
    const h = await startFake({ autoConnectDelayMs: null })
    const { token } = await h.loginDemo()
    const { code } = await h.ok('CreatePendingAppConnection', { userId: seedIds.ava }, { token })
    const result = connectDevice(h.fake.deps, { ...mac, code, serialNumber: 'C02GH1DEMO04' })
    expect(result).toMatchObject({ ok: false, error: { id: '41a43089' } })
    expect((await h.ok('GetUser', seedIds.ava, { token })).devices).toEqual([])
    const other = await h.ok('Login', otherParent)
    expect((await h.ok('GetUsers', undefined, { token: other.token }))[0]?.devices).toHaveLength(1)
  })
})
