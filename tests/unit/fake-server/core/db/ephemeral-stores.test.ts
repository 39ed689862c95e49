/**
 * The ephemeral stores (what the real server keeps in memory): link tokens, pending notification methods,
 * pending app connections.
 */
import { describe, expect, it } from 'vitest'
import { EphemeralStores, day, hour, minute } from '../../../../../fake-server/core/db/db'
import { seededRandom } from '../../../../../fake-server/core/random'

const t0 = new Date('2025-05-28T15:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)
const token = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'
const admin = 'de000000-0000-4000-8000-000000000001'

describe('link tokens', () => {
  it('are single-use, case-insensitive, and report expired/used distinctly', () => {
    const stores = new EphemeralStores()
    stores.addLinkToken(token, admin, 'magicLink', t0)
    expect(stores.retrieveLinkToken(token.toUpperCase(), at(59 * minute))).toEqual({
      status: 'ok',
      adminId: admin.toUpperCase(),
    })
    expect(stores.retrieveLinkToken(token, at(59 * minute)).status).toBe('previouslyRetrieved')
    expect(stores.retrieveLinkToken('0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f', t0).status).toBe('notFound')
  })

  it('live 24 hours for verification and 60 minutes for magic and reset links', () => {
    const stores = new EphemeralStores()
    const tokens = { verify: '11111111-1111-4111-8111-111111111111', reset: '22222222-2222-4222-8222-222222222222' }
    stores.addLinkToken(tokens.verify, admin, 'verify', t0)
    stores.addLinkToken(tokens.reset, admin, 'reset', t0)
    expect(stores.retrieveLinkToken(tokens.reset, at(60 * minute)).status).toBe('expired')
    expect(stores.retrieveLinkToken(tokens.reset, at(61 * minute)).status).toBe('expired')
    expect(stores.retrieveLinkToken(tokens.verify, at(24 * hour - 1)).status).toBe('ok')
  })
})

describe('pending notification methods', () => {
  it('are consumed by the first attempt', () => {
    const stores = new EphemeralStores()
    const id = '33333333-3333-4333-8333-333333333333'
    stores.addPendingMethod(id, { adminId: admin, config: { case: 'email', email: 'a@b.co' }, code: 123456, expiresAt: at(hour).getTime() }, t0)
    expect(stores.takePendingMethod(id.toUpperCase())?.code).toBe(123456)
    expect(stores.takePendingMethod(id)).toBeUndefined()
  })

  it('that expired are dropped when another is added', () => {
    const stores = new EphemeralStores()
    const config = { case: 'email', email: 'a@b.co' } as const
    const ids = ['44444444-4444-4444-8444-444444444441', '44444444-4444-4444-8444-444444444442', '44444444-4444-4444-8444-444444444443']
    stores.addPendingMethod(ids[0] ?? '', { adminId: admin, config, code: 111111, expiresAt: at(hour).getTime() }, t0)
    stores.addPendingMethod(ids[1] ?? '', { adminId: admin, config, code: 222222, expiresAt: at(3 * hour).getTime() }, at(2 * hour))
    expect(stores.snapshot().pendingMethods.map(([id]) => id)).toEqual([ids[1]?.toUpperCase()])
    stores.addPendingMethod(ids[2] ?? '', { adminId: admin, config, code: 333333, expiresAt: at(4 * hour).getTime() }, at(3 * hour - 1))
    expect(stores.snapshot().pendingMethods.map(([id]) => id)).toEqual([ids[1]?.toUpperCase(), ids[2]?.toUpperCase()])
  })
})

describe('pending app connections', () => {
  it('get 6-digit codes, unique while pending, valid for 2 days', () => {
    const stores = new EphemeralStores()
    const random = seededRandom(4)
    const codes = Array.from({ length: 200 }, (_, i) => stores.addPendingConnection(`child-${i}`, t0, random))
    expect(new Set(codes).size).toBe(200)
    for (const code of codes) {
      expect(code).toBeGreaterThanOrEqual(100000)
      expect(code).toBeLessThanOrEqual(999999)
    }
    const first = codes[0] ?? 0
    expect(stores.pendingConnection(first, at(2 * day - 1))?.childId).toBe('CHILD-0')
    expect(stores.pendingConnection(first, at(2 * day))).toBeUndefined()
  })

  it('draws again when a code is already pending', () => {
    const stores = new EphemeralStores()
    const values = [0.5, 0.5, 0.25]
    const random = () => values.shift() ?? 0
    expect(stores.addPendingConnection('a', t0, random)).toBe(550000)
    expect(stores.addPendingConnection('b', t0, random)).toBe(325000)
  })

  it('are forgotten with their child, like everything else of a deleted admin', () => {
    const stores = new EphemeralStores()
    const code = stores.addPendingConnection('c1', t0, seededRandom(1))
    stores.addLinkToken(token, admin, 'reset', t0)
    stores.forget(admin, ['C1'])
    expect(stores.pendingConnection(code, t0)).toBeUndefined()
    expect(stores.linkTokensOf(admin)).toEqual([])
    const restored = new EphemeralStores()
    restored.restore(JSON.parse(JSON.stringify(stores.snapshot())))
    expect(restored.snapshot()).toEqual(stores.snapshot())
  })
})
