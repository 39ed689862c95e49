/**
 * The sync engine on virtual time: mount fetch, polling, focus / reconnect, retries, dedupe,
 * prefix invalidation, garbage collection and logout.
 */
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { type ClientError, loggedOutError, ok } from '@domain/api/errors'
import { queries, queryRetry, retryDelayMs } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi, serverError } from './fake-api'
import { testProjections } from './test-events'
import { virtualClock } from './virtual'

const childA = '00000000-1111-4444-0000-00000000000a'
const childB = '00000000-1111-4444-0000-00000000000b'

function setup(options: { latencyMs?: number } = {}) {
  const clock = virtualClock()
  const api = fakeApi(clock, (op, input) => ok({ op, input, n: api.calls.length }))
  api.latencyMs = options.latencyMs ?? 0
  const focus$ = new Subject<void>()
  const online$ = new Subject<void>()
  const engine = createDataEngine({
    call: api.call,
    scheduler: clock.scheduler,
    focus$,
    online$,
    projections: testProjections,
  })
  return { clock, api, engine, focus$, online$ }
}

describe('fetching', () => {
  it('fetches on mount and shows loading, then success with data', async () => {
    const { clock, api, engine } = setup({ latencyMs: 100 })
    engine.mount(queries.users())
    expect(engine.queryResult('users')).toMatchObject({ status: 'loading', isFetching: true, data: undefined })
    await clock.advance(100)
    expect(api.count('GetUsers')).toBe(1)
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', isFetching: false, error: undefined })
    const snap = engine.store.getState().snapshots.users!
    expect(snap).toMatchObject({ op: 'GetUsers', requestedAt: 0, receivedAt: 100, fetching: false })
  })

  it('returns the same result object while nothing changes (stable for useSyncExternalStore)', async () => {
    const { clock, engine } = setup()
    engine.mount(queries.users())
    engine.mount(queries.devices())
    await clock.settle()
    const first = engine.queryResult('users')
    expect(engine.queryResult('users')).toBe(first)
    // Another key changing leaves this one's result alone.
    await engine.refetch('computers')
    expect(engine.queryResult('users')).toBe(first)
  })

  it('polls at the query interval only while mounted (summaries 30 s, add-device 2.5 s)', async () => {
    const { clock, api, engine } = setup()
    const stopSummaries = engine.mount(queries.userActivitySummaries(childA, 0))
    const stopPolling = engine.mount(queries.user(childA, { polling: true }))
    await clock.settle()
    expect(api.count('UserActivitySummaries')).toBe(1)
    expect(api.count('GetUser')).toBe(1)
    await clock.advance(60_000)
    expect(api.count('UserActivitySummaries')).toBe(3)
    expect(api.count('GetUser')).toBe(1 + 60_000 / 2_500)
    stopPolling()
    stopSummaries()
    await clock.advance(60_000)
    expect(api.count('UserActivitySummaries')).toBe(3)
    expect(api.count('GetUser')).toBe(25)
  })

  it('a polled and an unpolled mount of the same key share it; the poll stops with its mount', async () => {
    const { clock, api, engine } = setup()
    const page = engine.mount(queries.user(childA))
    const addDevice = engine.mount(queries.user(childA, { polling: true }))
    await clock.advance(10_000)
    expect(api.count('GetUser')).toBe(1 + 4)
    addDevice()
    await clock.advance(10_000)
    expect(api.count('GetUser')).toBe(5)
    page()
  })

  it('polls a key once per interval however many parts of the page mount it, out of phase', async () => {
    const { clock, api, engine } = setup()
    // The shell's pending count and the unlock-requests screen both show the unlock requests.
    const shell = engine.mount(queries.unlockRequests())
    await clock.advance(3_000)
    const screen = engine.mount(queries.unlockRequests())
    await clock.settle()
    const afterMounts = api.count('GetUnlockRequests')
    await clock.advance(60_000)
    expect(api.count('GetUnlockRequests') - afterMounts).toBe(6)
    // A third mount, then two of them gone: still one request per 10 s.
    const third = engine.mount(queries.unlockRequests())
    await clock.settle()
    const afterThird = api.count('GetUnlockRequests')
    screen()
    await clock.advance(30_000)
    third()
    await clock.advance(30_000)
    expect(api.count('GetUnlockRequests') - afterThird).toBe(6)
    shell()
    await clock.advance(60_000)
    expect(api.count('GetUnlockRequests') - afterThird).toBe(6)
  })

  it('a key mounted with and without polling polls at the polled interval until that mount goes', async () => {
    const { clock, api, engine } = setup()
    const addDevice = engine.mount(queries.user(childA, { polling: true }))
    const page = engine.mount(queries.user(childA))
    const addDeviceAgain = engine.mount(queries.user(childA, { polling: true }))
    await clock.settle()
    const start = api.count('GetUser')
    await clock.advance(10_000)
    expect(api.count('GetUser') - start).toBe(4)
    addDevice()
    await clock.advance(10_000)
    expect(api.count('GetUser') - start).toBe(8)
    addDeviceAgain()
    await clock.advance(10_000)
    expect(api.count('GetUser') - start).toBe(8)
    page()
  })

  it('does not poll queries without an interval; refetches them on focus and reconnect', async () => {
    const { clock, api, engine, focus$, online$ } = setup()
    engine.mount(queries.users())
    const stop = engine.mount(queries.devices())
    await clock.advance(3_600_000)
    expect(api.count()).toBe(2)
    focus$.next()
    await clock.settle()
    expect(api.count('GetUsers')).toBe(2)
    expect(api.count('GetDevices')).toBe(2)
    stop()
    online$.next()
    await clock.settle()
    expect(api.count('GetUsers')).toBe(3)
    expect(api.count('GetDevices')).toBe(2)
  })

  it('pauses polling while the page is hidden and catches up when it is visible again', async () => {
    const clock = virtualClock()
    const api = fakeApi(clock, () => ok([]))
    const visible$ = new Subject<boolean>()
    const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, visible$ })
    engine.mount(queries.userActivitySummaries(childA, 0))
    engine.mount(queries.users())
    await clock.advance(60_000)
    expect(api.count('UserActivitySummaries')).toBe(3)
    visible$.next(false)
    await clock.advance(600_000)
    expect(api.count()).toBe(3 + 1)
    visible$.next(true)
    await clock.settle()
    expect(api.count('UserActivitySummaries')).toBe(4)
    expect(api.count('GetUsers')).toBe(2)
    await clock.advance(30_000)
    expect(api.count('UserActivitySummaries')).toBe(5)
  })

  it('refetches on every mount (no fresh snapshot), sharing the data meanwhile', async () => {
    const { clock, api, engine } = setup({ latencyMs: 50 })
    const stop = engine.mount(queries.users())
    await clock.advance(50)
    stop()
    engine.mount(queries.users())
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', isFetching: true })
    await clock.advance(50)
    expect(api.count('GetUsers')).toBe(2)
  })
})

describe('dedupe', () => {
  it('shares one request per key among mounts, refetches and fetches', async () => {
    const { clock, api, engine } = setup({ latencyMs: 500 })
    engine.mount(queries.users())
    engine.mount(queries.users())
    const a = engine.refetch('users')
    const b = engine.fetch(queries.users())
    await clock.advance(500)
    await Promise.all([a, b])
    expect(api.count('GetUsers')).toBe(1)
  })

  it('a poll that fires while the previous request is slow does not stack requests', async () => {
    const { clock, api, engine } = setup({ latencyMs: 6_000 })
    engine.mount(queries.user(childA, { polling: true }))
    await clock.advance(6_000)
    // Polls at 2.5 s and 5 s found a request in flight.
    expect(api.count('GetUser')).toBe(1)
  })
})

describe('retries', () => {
  it('retries a failing query exactly 3 times with backoff, then shows the error', async () => {
    const { clock, api, engine } = setup()
    api.handler = () => ({ ok: false, error: serverError })
    engine.mount(queries.users())
    await clock.settle()
    expect(api.count()).toBe(1)
    expect(engine.queryResult('users')).toMatchObject({ status: 'loading', isFetching: true, error: undefined })
    let elapsed = 0
    for (let attempt = 1; attempt <= queryRetry.count; attempt++) {
      await clock.advance(retryDelayMs(attempt) - 1)
      expect(api.count()).toBe(attempt)
      await clock.advance(1)
      expect(api.count()).toBe(attempt + 1)
      elapsed += retryDelayMs(attempt)
    }
    expect(elapsed).toBe(1_000 + 2_000 + 4_000)
    expect(engine.queryResult('users')).toMatchObject({ status: 'error', isFetching: false, error: serverError })
    await clock.advance(600_000)
    expect(api.count()).toBe(4)
  })

  it('recovers when a retry succeeds, clearing the error', async () => {
    const { clock, api, engine } = setup()
    api.handler = () => (api.calls.length < 3 ? { ok: false, error: serverError } : ok(['fine']))
    engine.mount(queries.users())
    await clock.advance(10_000)
    expect(api.count()).toBe(3)
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', data: ['fine'], error: undefined })
  })

  it('keeps stale data alongside a later error', async () => {
    const { clock, api, engine } = setup()
    engine.mount(queries.users())
    await clock.settle()
    api.handler = () => ({ ok: false, error: serverError })
    void engine.refetch('users')
    await clock.advance(10_000)
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', error: serverError })
    expect(engine.queryResult('users').data).toBeDefined()
  })

  it('does not retry a logged-out error', async () => {
    const { clock, api, engine } = setup()
    api.handler = () => ({ ok: false, error: loggedOutError() })
    engine.mount(queries.users())
    await clock.advance(60_000)
    expect(api.count()).toBe(1)
    expect(engine.queryResult('users').error?.type).toBe('loggedOut')
  })

  it('retries as configured (none in some environments)', async () => {
    const clock = virtualClock()
    const api = fakeApi(clock, () => ({ ok: false, error: serverError }))
    const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, retry: { count: 0, delayMs: () => 0 } })
    engine.mount(queries.users())
    await clock.advance(60_000)
    expect(api.count()).toBe(1)
    expect(engine.queryResult('users').status).toBe('error')
  })

  it('turns a call that throws into an error result, never an exception', async () => {
    const clock = virtualClock()
    const engine = createDataEngine({
      call: () => Promise.reject(new Error('boom')),
      scheduler: clock.scheduler,
      retry: { count: 0, delayMs: () => 0 },
    })
    engine.mount(queries.users())
    await clock.settle()
    const error = engine.queryResult('users').error as ClientError
    expect(error).toMatchObject({ id: '59b169c4', showContactSupport: true })
  })
})

describe('mutations', () => {
  it('are never retried', async () => {
    const { clock, api, engine } = setup()
    api.handler = () => ({ ok: false, error: serverError })
    const result = await engine.runMutation('SaveKeychain', { isNew: true, id: childA, name: 'K' })
    await clock.advance(600_000)
    expect(result).toEqual({ ok: false, error: serverError })
    expect(api.count('SaveKeychain')).toBe(1)
  })

  it('refetch the invalidated prefixes after success', async () => {
    const { clock, api, engine } = setup()
    engine.mount(queries.adminKeychains())
    await clock.settle()
    const result = await engine.runMutation('SaveKeychain', { isNew: true, id: childA, name: 'K' }, { invalidate: ['admin-keychains'] })
    expect(result.ok).toBe(true)
    await clock.settle()
    expect(api.count('GetAdminKeychains')).toBe(2)
  })
})

describe('invalidation', () => {
  it('works by key prefix, segment-wise, and refetches only mounted keys', async () => {
    const { clock, api, engine } = setup()
    const mounted = [
      queries.users(),
      queries.user(childA),
      queries.userActivitySummaries(childA, 0),
      queries.userUnlockRequests(childA),
      queries.user(childB),
      queries.devices(),
    ]
    for (const def of mounted) engine.mount(def)
    // Cached but not mounted.
    const feed = queries.userActivityFeed(childA, '05-28-2025', { start: '2025-05-28T00:00:00.000Z', end: '2025-05-28T23:59:59.999Z' })
    await engine.prefetch(feed)
    await clock.settle()
    const before = api.calls.length
    await engine.invalidate(`users/${childA}`)
    await clock.settle()
    const refetched = api.calls
      .slice(before)
      .map((c) => c.op)
      .sort()
    expect(refetched).toEqual(['GetUser', 'GetUserUnlockRequests', 'UserActivitySummaries'])
    expect(api.calls.slice(before).every((c) => c.op !== 'GetUser' || c.input === childA)).toBe(true)
    const snaps = engine.store.getState().snapshots
    expect(snaps[feed.key]!.stale).toBe(true)
    expect(snaps[`users/${childB}`]!.stale).toBe(false)
    expect(snaps.users!.stale).toBe(false)
    // Mounting the stale one fetches it.
    engine.mount(feed)
    await clock.settle()
    expect(api.count('UserActivityFeed')).toBe(2)
  })

  it('refetches again when invalidated while a request is in flight', async () => {
    const { clock, api, engine } = setup({ latencyMs: 100 })
    engine.mount(queries.users())
    await clock.advance(50)
    void engine.invalidate('users')
    await clock.advance(100)
    expect(api.count('GetUsers')).toBe(2)
    await clock.advance(100)
    expect(api.count('GetUsers')).toBe(2)
    expect(engine.store.getState().snapshots.users).toMatchObject({ stale: false, fetching: false, requestedAt: 100 })
  })

  it("the empty prefix invalidates everything; 'users' does not touch 'unlock-requests'", async () => {
    const { clock, api, engine } = setup()
    engine.mount(queries.users())
    engine.mount(queries.unlockRequests())
    await clock.settle()
    await engine.invalidate('users')
    expect(api.count('GetUnlockRequests')).toBe(1)
    await engine.invalidate('')
    await clock.settle()
    expect(api.count('GetUnlockRequests')).toBe(2)
    expect(api.count('GetUsers')).toBe(3)
  })
})

describe('cache lifetime and logout', () => {
  it('drops a snapshot 5 minutes after its last subscriber leaves, unless mounted again', async () => {
    const { clock, engine } = setup()
    const stop = engine.mount(queries.users())
    await clock.settle()
    stop()
    await clock.advance(4 * 60_000)
    const again = engine.mount(queries.users())
    await clock.advance(10 * 60_000)
    expect(engine.store.getState().snapshots.users).toBeDefined()
    again()
    await clock.advance(5 * 60_000)
    expect(engine.store.getState().snapshots.users).toBeUndefined()
    expect(engine.queryResult('users').status).toBe('loading')
  })

  it('a refetch queued behind an in-flight request is dropped by a reset', async () => {
    const { clock, api, engine } = setup({ latencyMs: 100 })
    engine.mount(queries.users())
    await clock.advance(50)
    void engine.invalidate('users')
    engine.reset()
    await clock.settle()
    expect(api.count('GetUsers')).toBe(1)
    expect(engine.store.getState().snapshots).toEqual({})
  })

  it('reset forgets everything and stops every subscription and request', async () => {
    const { clock, api, engine, focus$ } = setup({ latencyMs: 100 })
    const stop = engine.mount(queries.user(childA, { polling: true }))
    engine.mount(queries.users())
    await clock.advance(100)
    void engine.refetch('users')
    engine.reset()
    expect(engine.store.getState()).toEqual({ snapshots: {}, events: [], drafts: {} })
    expect(engine.mountedKeys()).toEqual([])
    const calls = api.calls.length
    await clock.advance(60_000)
    focus$.next()
    await clock.settle()
    expect(api.calls.length).toBe(calls)
    // The answer that was in flight is ignored.
    expect(engine.store.getState().snapshots).toEqual({})
    // Unmounting after a reset is harmless.
    stop()
    expect(engine.mountedKeys()).toEqual([])
  })
})
