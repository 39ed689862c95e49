/**
 * Persistence through a storage, reset, outbox and subscriptions (DemoControl).
 */
import { describe, expect, it, vi } from 'vitest'
import { seeded } from '../../../../../fake-server/core/random'
import { createFakeServer, defaultStorageKey } from '../../../../../fake-server/server'
import { demoCredentials, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { startFake } from '../../harness'
import { inMemoryStorage } from '../../../support/memory-storage'

describe('persistence', () => {
  it('saves everything under one key and restores it after a "reload"', async () => {
    const storage = inMemoryStorage()
    const first = await startFake({ storage })
    expect([...storage.data.keys()]).toEqual([defaultStorageKey])
    const { token } = await first.loginDemo()
    await first.ok('Signup', { email: 'later@example.com', password: 'pw' })
    const verifyLink = first.fake.control.outbox()[0]?.links[0] ?? ''
    await first.ok('RequestMagicLink', { email: demoCredentials.email })

    const second = await startFake({ storage, seedNumber: 8 })
    expect(second.fake.control.outbox()).toEqual(first.fake.control.outbox())
    // The session, the pending account and its link token all survived.
    expect((await second.call('GetAdmin', undefined, { token })).status).toBe(200)
    const verified = await second.ok('VerifySignupEmail', { token: verifyLink.split('/').pop() })
    expect((await second.ok('GetAdmin', undefined, { token: verified.token })).email).toBe('later@example.com')
    expect(second.fake.db.screenshot.count()).toBe(first.fake.db.screenshot.count())
    expect(storage.data.get(defaultStorageKey)).not.toContain(demoCredentials.password)
  })

  it('saves after changes, not after reads', async () => {
    const storage = inMemoryStorage()
    const h = await startFake({ storage })
    const { token } = await h.loginDemo()
    const writes = storage.writes
    await h.ok('GetUsers', undefined, { token })
    await h.ok('SecurityEventsFeed', undefined, { token })
    expect(storage.writes).toBe(writes)
    await h.ok('LogEvent', { eventId: 'a', detail: 'b' }, { token })
    expect(storage.writes).toBe(writes + 1)
  })

  it('seeds afresh when the stored state is missing or unreadable', async () => {
    const storage = inMemoryStorage()
    storage.setItem(defaultStorageKey, '{"format":"something else"')
    const h = await startFake({ storage })
    expect(h.fake.db.child.count()).toBe(4)
    expect(JSON.parse(storage.getItem(defaultStorageKey) ?? '{}').format).toBe('gatehouse-fake-server')
  })

  it('reset() restores the seed, clears the outbox and saves', async () => {
    const storage = inMemoryStorage()
    const h = await startFake({ storage })
    const { token } = await h.loginDemo()
    await h.ok('DeleteEntity', { type: 'admin', id: seedIds.demoAdmin }, { token })
    await h.ok('RequestMagicLink', { email: 'someone@example.com' })
    expect(h.fake.db.child.count()).toBe(1)

    await h.fake.control.reset()
    expect(h.fake.control.outbox()).toEqual([])
    expect(h.fake.db.child.count()).toBe(4)
    expect((await h.call('GetAdmin', undefined, { token })).status).toBe(401)
    const again = await h.loginDemo()
    expect((await h.ok('GetUsers', undefined, { token: again.token })).map((u) => u.name)).toEqual(['Maya', 'Leo', 'Ava'])

    const reloaded = await startFake({ storage })
    expect(reloaded.fake.control.outbox()).toEqual([])
    expect(reloaded.fake.db.child.count()).toBe(4)
  })

  it('reload() takes the state another server saved, so the next save keeps its changes', async () => {
    // Two demo tabs: each runs its own fake server on the same storage key.
    const storage = inMemoryStorage()
    const tabA = await startFake({ storage })
    const tabB = createFakeServer({ storage, clock: tabA.clock.now, ...seeded(9) })
    await tabB.ready()
    const listener = vi.fn()
    tabB.control.subscribe(listener)

    const { token } = await tabA.loginDemo()
    const wren = 'a1b2c3d4-0000-4000-8000-00000000c0de'
    await tabA.ok(
      'SaveUser',
      {
        id: wren,
        isNew: true,
        name: 'Wren',
        keyloggingEnabled: false,
        screenshotsEnabled: false,
        screenshotsResolution: 400,
        screenshotsFrequency: 900,
        showSuspensionActivity: false,
        keychains: [],
      },
      { token },
    )
    expect(tabB.db.child.count()).toBe(4)

    // The storage event of tab A's save reaches tab B.
    expect(await tabB.reload()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(tabB.db.child.count()).toBe(5)
    expect((await tabB.dispatch('GetUser', JSON.stringify(wren), new Headers({ 'X-AdminToken': token }))).status).toBe(200)

    // Tab B's next save (e.g. simulated device work) keeps Wren.
    tabB.changed()
    const saved = await startFake({ storage, seedNumber: 10 })
    expect(saved.fake.db.child.count()).toBe(5)
    expect((await saved.call('GetUser', wren, { token })).status).toBe(200)
  })

  it('starts empty with seed: false', async () => {
    const h = await startFake({ seed: false })
    expect(h.fake.db.admin.count()).toBe(0)
    expect((await h.call('Login', demoCredentials)).status).toBe(401)
  })
})

describe('DemoControl', () => {
  it('exposes the demo credentials from demo-credentials.json', async () => {
    const h = await startFake()
    expect(h.fake.control.credentials).toEqual({ email: 'demo@gatehouse.app', password: 'gatehouse-demo' })
  })

  it('lists the outbox newest first, with a stable array between changes', async () => {
    const h = await startFake()
    await h.ok('RequestMagicLink', { email: 'one@example.com' })
    await h.ok('RequestMagicLink', { email: 'two@example.com' })
    const list = h.fake.control.outbox()
    expect(list.map((m) => m.to)).toEqual(['two@example.com', 'one@example.com'])
    expect(h.fake.control.outbox()).toBe(list)
    h.fake.control.clearOutbox()
    expect(h.fake.control.outbox()).toEqual([])
    expect(h.fake.control.outbox()).not.toBe(list)
  })

  it('notifies subscribers after changes, and stops after unsubscribe', async () => {
    const h = await startFake()
    const listener = vi.fn()
    const unsubscribe = h.fake.control.subscribe(listener)
    await h.ok('RequestMagicLink', { email: 'one@example.com' })
    expect(listener).toHaveBeenCalled()
    listener.mockClear()
    const { token } = await h.loginDemo()
    listener.mockClear()
    await h.ok('GetUsers', undefined, { token })
    expect(listener).not.toHaveBeenCalled()
    h.fake.control.clearOutbox()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    await h.fake.control.reset()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
