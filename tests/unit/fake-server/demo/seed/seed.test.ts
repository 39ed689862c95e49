/**
 * The demo seed holds what the screens need to show every case: requests in every state, and
 * keys of every kind and scope, with and without comment or expiry.
 */
import { getDomain } from 'tldts'
import { describe, expect, it } from 'vitest'
import { normalizeStoredKey } from '@domain/keys/stored'
import type { SharedKey } from '@domain/api/wire'
import { readJson } from '../../../../../fake-server/core/db/db'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../harness'

const minute = 60_000
const hour = 60 * minute

const loginsOf = (h: Harness, childId: string) =>
  new Set(
    h.fake.db.userDevice
      .getAll()
      .filter((ud) => ud.childId === childId)
      .map((ud) => ud.id),
  )

describe('seeded requests', () => {
  it('pending, accepted and rejected unlock requests for two children; two pending for one site', async () => {
    const h = await startFake()
    const rows = h.fake.db.unlockRequest.getAll()
    for (const childId of [seedIds.maya, seedIds.leo]) {
      const logins = loginsOf(h, childId)
      const statuses = new Set(rows.filter((r) => logins.has(r.userDeviceId)).map((r) => r.status))
      expect([...statuses].sort()).toEqual(['accepted', 'pending', 'rejected'])
    }
    const mayaPending = rows.filter((r) => loginsOf(h, seedIds.maya).has(r.userDeviceId) && r.status === 'pending')
    expect(mayaPending.map((r) => getDomain(r.hostname ?? '')).filter((site) => site === 'youtube.com')).toHaveLength(2)
    expect(new Set(mayaPending.map((r) => r.hostname)).size).toBe(mayaPending.length)
  })

  it('a fresh pending suspension request, one older than 2 hours, and a decided one', async () => {
    const h = await startFake()
    const now = h.clock.now().getTime()
    const rows = h.fake.db.suspendFilterRequest.getAll()
    expect(rows.filter((r) => r.status === 'pending' && now - r.createdAt < 5 * minute)).toHaveLength(1)
    expect(rows.filter((r) => r.status === 'pending' && now - r.createdAt > 2 * hour)).toHaveLength(1)
    expect(rows.filter((r) => r.status !== 'pending').length).toBeGreaterThanOrEqual(1)
  })
})

describe('seeded keys', () => {
  it('the demo parent has keys of every kind and scope, with and without comment and expiry', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const { keychains } = await h.ok('GetAdminKeychains', undefined, { token })
    const keys = keychains.flatMap((k) => k.keys)
    const kinds = new Set(keys.map((k) => k.key.type))
    expect([...kinds].sort()).toEqual(['anySubdomain', 'domain', 'domainRegex', 'ipAddress', 'path', 'skeleton'])
    const scopes = new Set(
      keys.map(({ key }) => {
        if (key.type === 'skeleton') return `skeleton:${key.scope.type}`
        return key.scope.type === 'single' ? `single:${key.scope.single.type}` : key.scope.type
      }),
    )
    for (const scope of ['webBrowsers', 'unrestricted', 'single:bundleId', 'single:identifiedAppSlug']) expect(scopes).toContain(scope)
    const has = (comment: boolean, expiry: boolean) =>
      keys.some((k) => (k.comment !== undefined) === comment && (k.expiration !== undefined) === expiry)
    expect([has(true, true), has(true, false), has(false, true), has(false, false)]).toEqual([true, true, true, true])
  })

  it('one key has expired: stored, but listed nowhere', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const now = h.clock.now().getTime()
    const expired = h.fake.db.key.getAll().filter((k) => k.deletedAt !== null && k.deletedAt <= now)
    expect(expired).toHaveLength(1)
    const listed = (await h.ok('GetAdminKeychains', undefined, { token })).keychains.flatMap((k) => k.keys.map((key) => key.id))
    expect(listed).not.toContain(expired[0]?.id)
  })

  it('every seeded key is stored as SaveKey would store it', async () => {
    const h = await startFake()
    for (const row of h.fake.db.key.getAll()) {
      const key = readJson<SharedKey>(row.keyJson)
      expect(normalizeStoredKey(key)).toEqual(key)
    }
  })
})
