/**
 * Keychains and keys on the fake server: selectable
 * keychains with warnings, admin keychains, SaveKeychain, SaveKey (normalised and validated),
 * ToggleChildKeychain, RequestPublicKeychain, GetIdentifiedApps, and DeleteEntity for keys,
 * keychains, notifications and notification methods.
 */
import { describe, expect, it } from 'vitest'
import { idEq } from '../../../../../fake-server/core/db/db'
import { supportEmail } from '../../../../../fake-server/core/handlers/keychains'
import { demoCredentials, otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { familySeedIds } from '../../../../../fake-server/demo/seed/family'
import { type Harness, startFake } from '../../harness'

const keychainId = 'a1b2c3d4-0000-4000-8000-0000000000cc'
const keyId = 'a1b2c3d4-0000-4000-8000-0000000000ee'
const browsers = { type: 'webBrowsers' } as const

const expectNotFound = (reply: { status: number; body: any }, entityName: string) => {
  expect(reply.status).toBe(404)
  expect(reply.body).toMatchObject({ id: '6ac1205a', type: 'notFound', entityName, showContactSupport: false })
}
const expectRouteError = (reply: { status: number; body: any }) =>
  expect(reply).toMatchObject({ status: 404, body: { id: '0f5a25c9', debugMessage: 'PairQL route not found' } })

const events = (h: Harness, event: string) =>
  h.fake.db.securityEvent.findMany({ where: { adminId: { equals: seedIds.demoAdmin }, event: { equals: event } } })

async function withKeychain(h: Harness, token: string) {
  await h.ok('SaveKeychain', { isNew: true, id: keychainId, name: 'School' }, { token })
}

describe('GetSelectableKeychains', () => {
  it('gives the caller’s own keychains and other parents’ public ones, with numKeys and warnings', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { own, public: shared } = await h.ok('GetSelectableKeychains', undefined, { token })
    expect(own.map((k) => [k.name, k.numKeys, k.isPublic])).toEqual([
      ['Maya’s Keychain', 4, false],
      ['Leo’s Keychain', 3, false],
      ['Ava’s Keychain', 0, false],
      ['Music Practice', 3, false],
    ])
    expect(own.every((k) => k.parentId === seedIds.demoAdmin)).toBe(true)
    expect(shared.map((k) => k.name)).toEqual([
      'Homework Helpers',
      'Video Calls',
      'Coding Club',
      'Reading Room',
      'Science Lab',
      'Art Studio',
      'Typing Practice',
      'Gaming With Friends',
    ])
    expect(shared.length).toBeGreaterThan(6)
    expect(shared.every((k) => k.isPublic && k.parentId === seedIds.otherAdmin)).toBe(true)
    expect(shared.filter((k) => k.warning !== undefined).map((k) => k.name)).toEqual(['Video Calls', 'Gaming With Friends'])
    expect(shared.find((k) => k.name === 'Typing Practice')?.numKeys).toBe(0)
    // Another parent's private keychain is never offered.
    expect([...own, ...shared].some((k) => k.id === seedIds.noahsKeychain)).toBe(false)
  })

  it('a parent’s own public keychains are in `own`, not in `public`', async () => {
    const h = await startFake()
    const other = await h.ok('Login', otherParent)
    const { own, public: shared } = await h.ok('GetSelectableKeychains', undefined, { token: other.token })
    expect(own.map((k) => k.name)).toContain('Video Calls')
    expect(shared).toEqual([])
  })
})

describe('GetAdminKeychains and GetAdminKeychain', () => {
  it('lists own keychains with their children and live keys, and all own children', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { keychains, children } = await h.ok('GetAdminKeychains', undefined, { token })
    expect(children).toEqual([
      { id: seedIds.maya, name: 'Maya' },
      { id: seedIds.leo, name: 'Leo' },
      { id: seedIds.ava, name: 'Ava' },
    ])
    expect(keychains.map((k) => [k.summary.name, k.children, k.keys.length])).toEqual([
      ['Maya’s Keychain', [seedIds.maya], 4],
      ['Leo’s Keychain', [seedIds.leo], 3],
      ['Ava’s Keychain', [seedIds.ava], 0],
      ['Music Practice', [seedIds.maya], 3],
    ])
    const zoom = keychains[0]?.keys.find((k) => k.key.type === 'skeleton')
    expect(zoom).toMatchObject({ comment: 'piano lessons on Thursdays', expiration: '2025-06-02T15:00:00Z' })
  })

  it('one keychain: own only, 404 "Keychain" for a public one of another parent', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const music = await h.ok('GetAdminKeychain', seedIds.musicPractice.toLowerCase(), { token })
    expect(music.summary).toMatchObject({ name: 'Music Practice', numKeys: 3, parentId: seedIds.demoAdmin })
    expectNotFound(await h.call('GetAdminKeychain', seedIds.homeworkHelpers, { token }), 'Keychain')
    expectNotFound(await h.call('GetAdminKeychain', seedIds.noahsKeychain, { token }), 'Keychain')
  })
})

describe('SaveKeychain', () => {
  it('creates private keychains with the client id, logs keychainCreated, and updates own ones', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('SaveKeychain', { isNew: true, id: keychainId, name: 'School', description: 'For class' }, { token })
    expect((await h.ok('GetAdminKeychain', keychainId, { token })).summary).toEqual({
      id: keychainId.toUpperCase(),
      parentId: seedIds.demoAdmin,
      name: 'School',
      description: 'For class',
      isPublic: false,
      numKeys: 0,
    })
    expect(events(h, 'keychainCreated').at(-1)?.detail).toBe('name: School')

    await h.ok('SaveKeychain', { isNew: false, id: keychainId, name: 'School work' }, { token })
    const updated = (await h.ok('GetAdminKeychain', keychainId, { token })).summary
    expect(updated.name).toBe('School work')
    expect(updated).not.toHaveProperty('description')
    expect(events(h, 'keychainCreated').filter((e) => e.detail?.startsWith('name: School'))).toHaveLength(1)
  })

  it('answers 404 "Keychain" when updating another parent’s keychain, even a public one', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    for (const id of [seedIds.homeworkHelpers, seedIds.noahsKeychain]) {
      expectNotFound(await h.call('SaveKeychain', { isNew: false, id, name: 'Mine' }, { token }), 'Keychain')
    }
    expect(h.fake.db.keychain.findFirst({ where: { id: idEq(seedIds.homeworkHelpers) } })?.name).toBe('Homework Helpers')
  })
})

describe('SaveKey', () => {
  it('normalises domains (scheme, trailing slash, case) and logs keyCreated', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await withKeychain(h, token)
    const key = { type: 'anySubdomain', domain: 'HTTPS://Www.KhanAcademy.ORG/', scope: browsers }
    await h.ok('SaveKey', { isNew: true, id: keyId, keychainId, key, comment: 'math' }, { token })
    const { keys, summary } = await h.ok('GetAdminKeychain', keychainId, { token })
    expect(summary.numKeys).toBe(1)
    expect(keys).toEqual([
      { id: keyId.toUpperCase(), keychainId: keychainId.toUpperCase(), comment: 'math', key: { ...key, domain: 'www.khanacademy.org' } },
    ])
    expect(events(h, 'keyCreated').at(-1)?.detail).toBe(
      "key opening any subdomain of www.khanacademy.org for all web browsers added to keychain 'School'",
    )
  })

  it('normalises paths, regexes and IPs, and describes skeleton keys', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await withKeychain(h, token)
    const save = (n: number, key: object) =>
      h.ok('SaveKey', { isNew: true, id: `a1b2c3d4-0000-4000-8000-00000000010${n}`, keychainId, key }, { token })
    await save(1, { type: 'path', path: 'http://Example.com/Some/Path/', scope: browsers })
    await save(2, { type: 'domainRegex', pattern: 'Deploy-Preview-*.netlify.app', scope: { type: 'unrestricted' } })
    await save(3, { type: 'ipAddress', ipAddress: ' 192.168.0.1 ', scope: browsers })
    await save(4, { type: 'ipAddress', ipAddress: '2001:DB8::1', scope: browsers })
    await save(5, { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'us.zoom.xos' } })
    const keys = (await h.ok('GetAdminKeychain', keychainId, { token })).keys.map((k) => k.key)
    expect(keys).toEqual([
      { type: 'path', path: 'example.com/some/path', scope: browsers },
      { type: 'domainRegex', pattern: 'deploy-preview-*.netlify.app', scope: { type: 'unrestricted' } },
      { type: 'ipAddress', ipAddress: '192.168.0.1', scope: browsers },
      { type: 'ipAddress', ipAddress: '2001:db8::1', scope: browsers },
      { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'us.zoom.xos' } },
    ])
    expect(events(h, 'keyCreated').map((e) => e.detail)).toContain(
      "key opening unrestricted access for single app, bundle=us.zoom.xos added to keychain 'School'",
    )
  })

  it('invalid keys are route errors (404 0f5a25c9), and nothing is stored', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await withKeychain(h, token)
    const invalid = [
      { type: 'domain', domain: 'not a domain', scope: browsers },
      { type: 'domain', domain: 'example.com/path', scope: browsers },
      { type: 'anySubdomain', domain: '', scope: browsers },
      { type: 'domainRegex', pattern: 'no-wildcard.com', scope: browsers },
      { type: 'path', path: 'example.com', scope: browsers },
      { type: 'ipAddress', ipAddress: '300.1.1.1', scope: browsers },
      { type: 'ipAddress', ipAddress: 'example.com', scope: browsers },
      { type: 'domain', domain: 'example.com', scope: { type: 'everything' } },
    ]
    for (const key of invalid) expectRouteError(await h.call('SaveKey', { isNew: true, id: keyId, keychainId, key }, { token }))
    expect(h.fake.db.key.count({ where: { keychainId: idEq(keychainId) } })).toBe(0)
  })

  it('the keychain must be the caller’s own: 404 "Keychain" for a public or private one of another parent', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const key = { type: 'domain', domain: 'example.com', scope: browsers }
    for (const id of [seedIds.homeworkHelpers, seedIds.noahsKeychain]) {
      expectNotFound(await h.call('SaveKey', { isNew: true, id: keyId, keychainId: id, key }, { token }), 'Keychain')
    }
    expect(h.fake.db.key.findFirst({ where: { id: idEq(keyId) } })).toBeNull()
  })

  it('an expiration hides the key from then on; an update replaces the key, comment and expiration', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await withKeychain(h, token)
    const key = { type: 'domain', domain: 'example.com', scope: browsers }
    await h.ok('SaveKey', { isNew: true, id: keyId, keychainId, key, comment: 'c', expiration: '2025-05-29T15:00:00.000Z' }, { token })
    expect((await h.ok('GetAdminKeychain', keychainId, { token })).keys[0]?.expiration).toBe('2025-05-29T15:00:00Z')

    const other = {
      type: 'anySubdomain',
      domain: 'example.org',
      scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } },
    }
    await h.ok('SaveKey', { isNew: false, id: keyId.toUpperCase(), keychainId: seedIds.musicPractice, key: other }, { token })
    const [updated] = (await h.ok('GetAdminKeychain', keychainId, { token })).keys
    // Not moved to the other keychain; comment and expiration cleared.
    expect(updated).toEqual({ id: keyId.toUpperCase(), keychainId: keychainId.toUpperCase(), key: other })

    await h.ok('SaveKey', { isNew: false, id: keyId, keychainId, key, expiration: '2025-05-28T16:00:00Z' }, { token })
    h.clock.advance(60 * 60 * 1000)
    expect((await h.ok('GetAdminKeychain', keychainId, { token })).keys).toEqual([])
    expect((await h.ok('GetSelectableKeychains', undefined, { token })).own.find((k) => k.name === 'School')?.numKeys).toBe(0)
    // An expired key can no longer be updated.
    expectNotFound(await h.call('SaveKey', { isNew: false, id: keyId, keychainId, key }, { token }), 'Key')
  })

  it('updating an unknown key, or a key in another parent’s keychain, is 404 "Key"', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const key = { type: 'domain', domain: 'example.com', scope: browsers }
    expectNotFound(await h.call('SaveKey', { isNew: false, id: keyId, keychainId: seedIds.musicPractice, key }, { token }), 'Key')
    const noahsKey = h.fake.db.key.findFirst({ where: { keychainId: idEq(seedIds.noahsKeychain) } })!
    expectNotFound(await h.call('SaveKey', { isNew: false, id: noahsKey.id, keychainId: seedIds.musicPractice, key }, { token }), 'Key')
    expect(JSON.parse(h.fake.db.key.findFirst({ where: { id: idEq(noahsKey.id) } })!.keyJson).domain).toBe('lego.com')
  })
})

describe('ToggleChildKeychain', () => {
  it('assigns when unassigned (no schedule) and unassigns when assigned; public keychains too', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const names = async () => (await h.ok('GetUser', seedIds.ava, { token })).keychains.map((k) => [k.name, k.schedule ?? null])
    await h.ok('ToggleChildKeychain', { childId: seedIds.ava, keychainId: seedIds.musicPractice }, { token })
    await h.ok('ToggleChildKeychain', { childId: seedIds.ava, keychainId: familySeedIds.gamingWithFriends }, { token })
    expect(await names()).toEqual([
      ['Ava’s Keychain', null],
      ['Music Practice', null],
      ['Gaming With Friends', null],
    ])
    await h.ok('ToggleChildKeychain', { childId: seedIds.ava.toLowerCase(), keychainId: seedIds.musicPractice.toLowerCase() }, { token })
    expect(await names()).toEqual([
      ['Ava’s Keychain', null],
      ['Gaming With Friends', null],
    ])
  })

  it('checks ownership: 404 "User" for another parent’s child, "Keychain" for their private keychain', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    expectNotFound(await h.call('ToggleChildKeychain', { childId: seedIds.noah, keychainId: seedIds.musicPractice }, { token }), 'User')
    expectNotFound(await h.call('ToggleChildKeychain', { childId: seedIds.ava, keychainId: seedIds.noahsKeychain }, { token }), 'Keychain')
    expect(h.fake.db.childKeychain.count({ where: { childId: idEq(seedIds.noah) } })).toBe(2)
    expect(h.fake.db.childKeychain.count({ where: { childId: idEq(seedIds.ava) } })).toBe(1)
  })
})

describe('RequestPublicKeychain', () => {
  it('lands in the outbox, addressed to support, with the parent’s e-mail, the query and the description', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const input = { searchQuery: 'chess', description: 'Sites for learning chess openings' }
    expect(await h.ok('RequestPublicKeychain', input, { token })).toEqual({ success: true })
    const [message] = h.fake.control.outbox()
    expect(message).toMatchObject({ channel: 'email', to: supportEmail, subject: 'Public keychain request' })
    expect(message?.body).toContain(demoCredentials.email)
    expect(message?.body).toContain('chess')
    expect(message?.body).toContain('Sites for learning chess openings')
    // Nothing is stored.
    expect(h.fake.db.keychain.count()).toBe(13)
  })
})

describe('GetIdentifiedApps', () => {
  it('is a catalogue of common Mac apps with unique slugs, bundle ids and categories', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const apps = await h.ok('GetIdentifiedApps', undefined, { token })
    expect(apps.length).toBeGreaterThanOrEqual(25)
    expect(new Set(apps.map((a) => a.slug)).size).toBe(apps.length)
    expect(new Set(apps.map((a) => a.id)).size).toBe(apps.length)
    const bundleIds = apps.flatMap((a) => a.bundleIds.map((b) => b.bundleId))
    expect(new Set(bundleIds).size).toBe(bundleIds.length)
    expect(apps.find((a) => a.slug === 'zoom')).toMatchObject({ name: 'Zoom', launchable: true, category: { slug: 'communication' } })
    expect(apps.find((a) => a.slug === 'safari')?.bundleIds.map((b) => b.bundleId)).toEqual(['com.apple.Safari'])
    expect(apps.filter((a) => a.category?.slug === 'browser').length).toBeGreaterThanOrEqual(4)
    expect(apps.some((a) => !a.launchable && a.category === undefined)).toBe(true)
    // Every app the seed's keys and requests name is in it.
    for (const bundleId of ['com.apple.FaceTime', 'com.hnc.Discord', 'com.valvesoftware.steam']) expect(bundleIds).toContain(bundleId)
  })
})

describe('DeleteEntity key and keychain', () => {
  it('hard-deletes an own key; 404 "Key" for unknown or expired; Vapor 401 for another parent’s', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    const [first] = (await h.ok('GetAdminKeychain', seedIds.musicPractice, { token })).keys
    await h.ok('DeleteEntity', { type: 'key', id: first!.id.toLowerCase() }, { token })
    expect(db.key.findFirst({ where: { id: idEq(first!.id) } })).toBeNull()
    expectNotFound(await h.call('DeleteEntity', { type: 'key', id: first!.id }, { token }), 'Key')

    const expired = db.key
      .findMany({ where: { keychainId: idEq(seedIds.mayasKeychain) } })
      .find((k) => k.deletedAt !== null && k.deletedAt < h.clock.now().getTime())!
    expectNotFound(await h.call('DeleteEntity', { type: 'key', id: expired.id }, { token }), 'Key')

    const foreign = db.key.findFirst({ where: { keychainId: idEq(seedIds.homeworkHelpers) } })!
    expect(await h.call('DeleteEntity', { type: 'key', id: foreign.id }, { token })).toMatchObject({
      status: 401,
      body: { error: true, reason: 'Unauthorized' },
    })
    expect(db.key.findFirst({ where: { id: idEq(foreign.id) } })).not.toBeNull()
  })

  it('deletes an own keychain with its keys and assignments; 404 "Keychain" for another parent’s', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { db } = h.fake
    await h.ok('DeleteEntity', { type: 'keychain', id: seedIds.musicPractice }, { token })
    expect(db.keychain.findFirst({ where: { id: idEq(seedIds.musicPractice) } })).toBeNull()
    expect(db.key.count({ where: { keychainId: idEq(seedIds.musicPractice) } })).toBe(0)
    expect((await h.ok('GetUser', seedIds.maya, { token })).keychains.map((k) => k.name)).toEqual(['Maya’s Keychain', 'Homework Helpers'])

    for (const id of [seedIds.homeworkHelpers, seedIds.noahsKeychain]) {
      expectNotFound(await h.call('DeleteEntity', { type: 'keychain', id }, { token }), 'Keychain')
      expect(db.keychain.findFirst({ where: { id: idEq(id) } })).not.toBeNull()
    }
  })
})

describe('DeleteEntity notifications and notification methods', () => {
  it('adminNotification: deletes an own one; always logs notificationDeleted, even for a foreign id', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const [rule] = (await h.ok('GetAdmin', undefined, { token })).notifications
    await h.ok('DeleteEntity', { type: 'adminNotification', id: rule!.id }, { token })
    expect((await h.ok('GetAdmin', undefined, { token })).notifications.map((n) => n.id)).not.toContain(rule!.id)
    await h.ok('DeleteEntity', { type: 'adminNotification', id: '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f' }, { token })
    expect(events(h, 'notificationDeleted')).toHaveLength(2)
    expect((await h.ok('SecurityEventsFeed', undefined, { token }))[0]).toMatchObject({ event: 'Admin notification deleted' })
    expect((await h.ok('SecurityEventsFeed', undefined, { token }))[0]).not.toHaveProperty('detail')
  })

  it('adminVerifiedNotificationMethod: deletes an own method and the notifications using it; no-op otherwise', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    await h.ok('DeleteEntity', { type: 'adminVerifiedNotificationMethod', id: seedIds.textMethod }, { token })
    const admin = await h.ok('GetAdmin', undefined, { token })
    expect(admin.verifiedNotificationMethods.map((m) => m.id)).toEqual([seedIds.emailMethod])
    expect(admin.notifications.map((n) => n.trigger)).toEqual(['unlockRequestSubmitted'])
    const before = h.fake.db.verifiedNotificationMethod.count()
    await h.ok('DeleteEntity', { type: 'adminVerifiedNotificationMethod', id: '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f' }, { token })
    expect(h.fake.db.verifiedNotificationMethod.count()).toBe(before)
    expect(events(h, 'notificationDeleted')).toHaveLength(0)
  })
})
