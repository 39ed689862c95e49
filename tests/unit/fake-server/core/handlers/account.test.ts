/**
 * Account, children and security-event operations, ownership, and the admin delete cascade.
 */
import { describe, expect, it } from 'vitest'
import { type AdminStatus, day, hour, idEq, snapshotDb } from '../../../../../fake-server/core/db/db'
import { demoCredentials, otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../harness'

const setStatus = (h: Harness, status: AdminStatus, expiresInMs: number) =>
  h.fake.db.admin.update({
    where: { id: idEq(seedIds.demoAdmin) },
    data: { subscriptionStatus: status, statusExpiration: h.clock.now().getTime() + expiresInMs },
  })

describe('GetAdmin', () => {
  it('shows the seeded demo parent', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const admin = await h.ok('GetAdmin', undefined, { token })
    expect(admin).toMatchObject({
      id: seedIds.demoAdmin,
      email: demoCredentials.email,
      subscriptionStatus: { case: 'trialing', daysLeft: 12 },
      hasAdminChild: true,
      monthlyPriceInDollars: 15,
    })
    expect(admin.verifiedNotificationMethods.map((m) => m.config.case)).toEqual(['email', 'text'])
    expect(admin.notifications.map((n) => n.trigger)).toEqual(['unlockRequestSubmitted', 'suspendFilterRequestSubmitted'])
  })

  it('adds 7 to the whole days left while trialing, not when the trial is expiring soon', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const status = async () => (await h.ok('GetAdmin', undefined, { token })).subscriptionStatus

    setStatus(h, 'trialing', 18 * day - 1000)
    expect(await status()).toEqual({ case: 'trialing', daysLeft: 24 })
    setStatus(h, 'trialing', 18 * day)
    expect(await status()).toEqual({ case: 'trialing', daysLeft: 25 })
    setStatus(h, 'trialing', 12 * hour)
    expect(await status()).toEqual({ case: 'trialing', daysLeft: 7 })
    setStatus(h, 'trialExpiringSoon', 2 * day + 23 * hour)
    expect(await status()).toEqual({ case: 'trialing', daysLeft: 2 })
  })

  it('maps the other statuses; unpaid and pendingAccountDeletion both show unpaid', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const cases: [AdminStatus, string][] = [
      ['complimentary', 'complimentary'],
      ['paid', 'paid'],
      ['overdue', 'overdue'],
      ['unpaid', 'unpaid'],
      ['pendingAccountDeletion', 'unpaid'],
    ]
    for (const [status, shown] of cases) {
      setStatus(h, status, 10 * day)
      const admin = await h.ok('GetAdmin', undefined, { token })
      expect(admin.subscriptionStatus).toEqual({ case: shown })
    }
  })

  it('fails with a generic 500 while the account is pending e-mail verification', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    setStatus(h, 'pendingEmailVerification', day)
    expect(await h.call('GetAdmin', undefined, { token })).toMatchObject({
      status: 500,
      body: { error: true, reason: 'Internal Server Error' },
    })
  })
})

describe('GetUsers and GetUser', () => {
  it('lists only the caller’s children, each in the User wire form', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const users = await h.ok('GetUsers', undefined, { token })
    expect(users.map((u) => u.name)).toEqual(['Maya', 'Leo', 'Ava'])
    const [maya, leo, ava] = users
    expect(maya?.devices.map((d) => [d.modelIdentifier, d.modelFamily, d.status.case])).toEqual([
      ['Mac14,2', 'macBookAir', 'filterOn'],
      ['iMac19,2', 'iMac', 'offline'],
    ])
    expect(leo?.devices).toEqual([
      expect.objectContaining({
        modelIdentifier: 'MacBookPro18,1',
        customName: 'Leo’s MacBook Pro',
        status: { case: 'filterSuspended', resuming: '2025-05-28T15:20:00Z' },
      }),
    ])
    expect(ava?.devices).toEqual([])
    // Blocked apps only for a child with a computer on filter 2.6.0 or later.
    expect(maya?.blockedApps?.map((a) => a.identifier)).toEqual(['FaceTime', 'com.valvesoftware.steam'])
    expect(leo).not.toHaveProperty('blockedApps')
    // numKeys counts unexpired keys; public keychains of the other parent carry their parentId.
    expect(maya?.keychains.map((k) => [k.name, k.numKeys, k.isPublic, k.parentId])).toEqual([
      ['Maya’s Keychain', 4, false, seedIds.demoAdmin],
      ['Music Practice', 3, false, seedIds.demoAdmin],
      ['Homework Helpers', 3, true, seedIds.otherAdmin],
    ])
    expect(maya?.keychains[1]?.schedule?.window).toEqual({ start: { hour: 15, minute: 0 }, end: { hour: 18, minute: 0 } })
    expect(maya?.downtime).toEqual({ start: { hour: 21, minute: 0 }, end: { hour: 7, minute: 0 } })
  })

  it('returns one child by id (a bare JSON string), in any case', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const leo = await h.ok('GetUser', seedIds.leo.toLowerCase(), { token })
    expect(leo.id).toBe(seedIds.leo)
    expect(leo.name).toBe('Leo')
  })

  it('answers 404 6ac1205a "User" for another parent’s child and for an unknown id', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    for (const id of [seedIds.noah, '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f']) {
      const reply = await h.call('GetUser', id, { token })
      expect(reply.status).toBe(404)
      expect(reply.body).toMatchObject({
        version: 1,
        id: '6ac1205a',
        type: 'notFound',
        debugMessage: 'DuetSQL: User not found',
        entityName: 'User',
        showContactSupport: false,
        statusCode: 404,
      })
    }
    // The other parent does see their own child, and not the demo children.
    const other = await h.ok('Login', otherParent)
    const theirs = await h.ok('GetUsers', undefined, { token: other.token })
    expect(theirs.map((u) => u.name)).toEqual(['Noah'])
    expect((await h.call('GetUser', seedIds.maya, { token: other.token })).body.entityName).toBe('User')
  })
})

describe('SecurityEventsFeed', () => {
  it('lists the last 14 days, newest first, both cases, only the caller’s', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    // The first event is this test's own login.
    const events = (await h.ok('SecurityEventsFeed', undefined, { token })).slice(1)
    // The seeded fortnight (demo/seed/security-events.ts); its 20-day-old login is left out.
    expect(events.map((e) => e.event)).toEqual([
      'Filter suspended remotely',
      'Successful login',
      'App launched',
      'Key created',
      'Successful login',
      'System clock or time zone changed',
      'New child added',
      'Successful login',
      'Filter suspension ended early',
      'Failed login',
      'App quit',
      'macOS user exempted',
      'New macOS user created',
      'Successful login',
      'Filter suspension expired',
      'Filter suspension granted by admin',
      'Blocked app launch attempted',
      'Key created',
      'Password changed',
      'Password reset requested',
      'System extension change requested',
      'System extension state changed',
      'System extension change requested',
      'Keychain created',
      'Advanced settings opened',
      'App update succeeded',
      'App launched',
      'App launched',
      'Key created',
      'Successful login',
    ])
    const dates = events.map((e) => Date.parse(e.createdAt))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(events[0]).toMatchObject({
      case: 'child',
      childId: seedIds.leo,
      childName: 'Leo',
      deviceId: seedIds.leoMacBookPro,
      deviceName: 'Leo’s MacBook Pro',
      detail: 'for 30 minutes',
    })
    expect(events.find((e) => e.event === 'App quit')).toMatchObject({ case: 'child', deviceName: '21.5" iMac (2019)' })
    // Exactly 14 days old is still in; one second more is out.
    h.clock.advance(4 * day)
    expect((await h.ok('SecurityEventsFeed', undefined, { token })).map((e) => e.event)).toContain('Keychain created')
    h.clock.advance(1000)
    const later = await h.ok('SecurityEventsFeed', undefined, { token })
    expect(later.map((e) => e.event)).not.toContain('Keychain created')
  })
})

describe('DeleteEntity', () => {
  it('refuses to delete another admin: Vapor 401 "Unauthorized"', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const reply = await h.call('DeleteEntity', { type: 'admin', id: seedIds.otherAdmin }, { token })
    expect(reply).toMatchObject({ status: 401, body: { error: true, reason: 'Unauthorized' } })
    expect(h.fake.db.admin.count()).toBe(2)
  })

  it('deletes the caller and cascades to everything they own', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('RequestMagicLink', { email: demoCredentials.email })
    const reply = await h.ok('DeleteEntity', { type: 'admin', id: seedIds.demoAdmin.toLowerCase() }, { token })
    expect(reply).toEqual({ success: true })

    const { db } = h.fake
    const owned = (adminId: string) => ({ where: { adminId: { equals: adminId } } })
    expect(db.admin.findFirst({ where: { id: idEq(seedIds.demoAdmin) } })).toBeNull()
    expect(db.child.count(owned(seedIds.demoAdmin))).toBe(0)
    expect(db.computer.count(owned(seedIds.demoAdmin))).toBe(0)
    expect(db.keychain.count(owned(seedIds.demoAdmin))).toBe(0)
    expect(db.adminToken.count(owned(seedIds.demoAdmin))).toBe(0)
    expect(db.securityEvent.count(owned(seedIds.demoAdmin))).toBe(0)
    expect(db.verifiedNotificationMethod.count(owned(seedIds.demoAdmin))).toBe(0)
    expect(db.adminNotification.count(owned(seedIds.demoAdmin))).toBe(0)
    expect(h.fake.stores.linkTokensOf(seedIds.demoAdmin)).toEqual([])
    // Everything that hung off the children and computers is gone too: only Noah's data remains.
    expect(db.userDevice.getAll().map((ud) => ud.id)).toEqual([seedIds.noahOnMacMini])
    expect(new Set(db.screenshot.getAll().map((s) => s.userDeviceId))).toEqual(new Set([seedIds.noahOnMacMini]))
    expect(new Set(db.keystrokeLine.getAll().map((s) => s.userDeviceId))).toEqual(new Set([seedIds.noahOnMacMini]))
    expect(db.unlockRequest.count()).toBe(0)
    expect(db.suspendFilterRequest.count()).toBe(0)
    expect(db.blockedApp.count()).toBe(0)
    expect(db.key.count({ where: { keychainId: { equals: seedIds.mayasKeychain } } })).toBe(0)
    expect(db.childKeychain.getAll().map((l) => l.childId)).toEqual([seedIds.noah, seedIds.noah])

    // The session is gone; the other parent is untouched.
    expect((await h.call('GetAdmin', undefined, { token })).status).toBe(401)
    expect((await h.call('Login', demoCredentials)).status).toBe(401)
    const other = await h.ok('Login', otherParent)
    expect((await h.ok('GetUsers', undefined, { token: other.token })).map((u) => u.name)).toEqual(['Noah'])
  })

  it('deleting the owner of public keychains unassigns them from other parents’ children', async () => {
    const h = await startFake()
    const other = await h.ok('Login', otherParent)
    await h.ok('DeleteEntity', { type: 'admin', id: seedIds.otherAdmin }, { token: other.token })
    const { token } = await h.loginDemo()
    const maya = await h.ok('GetUser', seedIds.maya, { token })
    expect(maya.keychains.map((k) => k.name)).toEqual(['Maya’s Keychain', 'Music Practice'])
  })

  it('hands the other entity types on (children.test.ts and keychains.test.ts cover them)', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const reply = await h.call('DeleteEntity', { type: 'user', id: seedIds.noah }, { token })
    expect(reply).toMatchObject({ status: 404, body: { id: '6ac1205a', entityName: 'User' } })
  })
})

describe('LogEvent', () => {
  it('records the event and shows nothing', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const input = { eventId: 'bc6213cb', detail: 'signup use-case survey click: *PARENT-CHILD*' }
    expect(await h.ok('LogEvent', input, { token })).toEqual({ success: true })
    expect(h.fake.db.analyticsEvent.findFirst({ where: { eventId: { equals: 'bc6213cb' } } })).toMatchObject({
      adminId: seedIds.demoAdmin,
      detail: input.detail,
    })
    expect(h.fake.control.outbox()).toHaveLength(0)
  })
})

describe('passwords', () => {
  it('are stored as salted PBKDF2 hashes, never in clear', async () => {
    const h = await startFake()
    await h.ok('Signup', { email: 'clear@example.com', password: 'my-secret-password' })
    await h.ok('Signup', { email: 'twin@example.com', password: 'my-secret-password' })
    const dump = JSON.stringify(snapshotDb(h.fake.db))
    expect(dump).not.toContain('my-secret-password')
    expect(dump).not.toContain(demoCredentials.password)
    expect(dump).not.toContain(otherParent.password)
    const rows = h.fake.db.admin.getAll()
    const clear = rows.find((a) => a.email === 'clear@example.com')
    const twin = rows.find((a) => a.email === 'twin@example.com')
    expect(clear?.passwordHash).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(clear?.salt).not.toBe(twin?.salt)
    expect(clear?.passwordHash).not.toBe(twin?.passwordHash)
    expect(new Set(rows.map((a) => a.salt)).size).toBe(rows.length)
  })
})
