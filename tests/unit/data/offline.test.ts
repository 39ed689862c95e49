/**
 * Offline on virtual time: with no network, or once requests cannot reach the server, queries
 * pause (no polling, no retries; a probe tries every 30 s while the network claims to be up), the
 * engine reports it for the banner, and everything mounted refetches when the server is back.
 */
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { type Result, networkError, ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

const child = '00000000-1111-4444-0000-00000000000a'

function setup() {
  const clock = virtualClock()
  let reachable = true
  const api = fakeApi(clock, (): Result<unknown> => (reachable ? ok([]) : { ok: false, error: networkError('Failed to fetch') }))
  const network$ = new Subject<boolean>()
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, network$ })
  const changes: boolean[] = []
  engine.subscribeOffline(() => changes.push(engine.isOffline()))
  return { clock, api, engine, network$, changes, setReachable: (r: boolean) => void (reachable = r) }
}

describe('offline', () => {
  it('pauses polling while the browser has no network, and refetches everything when it is back', async () => {
    const { clock, api, engine, network$, changes } = setup()
    engine.mount(queries.userActivitySummaries(child, 0))
    engine.mount(queries.users())
    await clock.settle()
    expect(api.count()).toBe(2)
    expect(engine.isOffline()).toBe(false)

    network$.next(false)
    expect(engine.isOffline()).toBe(true)
    expect(changes).toEqual([true])
    await clock.advance(600_000)
    // No polls, and no probe either: the browser will say when the network is back.
    expect(api.count()).toBe(2)

    network$.next(true)
    expect(engine.isOffline()).toBe(false)
    await clock.settle()
    expect(api.count('UserActivitySummaries')).toBe(2)
    expect(api.count('GetUsers')).toBe(2)
    expect(changes).toEqual([true, false])
    // Polling goes on.
    await clock.advance(30_000)
    expect(api.count('UserActivitySummaries')).toBe(3)
  })

  it('goes offline when requests cannot reach the server, probes every 30 s, and refetches once one gets through', async () => {
    const { clock, api, engine, changes, setReachable } = setup()
    engine.mount(queries.users())
    engine.mount(queries.userActivitySummaries(child, 0))
    await clock.settle()
    setReachable(false)
    await clock.advance(30_000)
    // The poll failed: retried 3 times (1 + 2 + 4 s) before counting as unreachable.
    expect(engine.isOffline()).toBe(false)
    await clock.advance(7_000)
    expect(engine.isOffline()).toBe(true)
    expect(changes).toEqual([true])
    const sent = api.count()

    // Offline: the 30-second poll is paused; the probe refetches what is mounted every 30 s.
    await clock.advance(29_999)
    expect(api.count()).toBe(sent)
    await clock.advance(1)
    expect(api.count()).toBe(sent + 2)
    await clock.advance(30_000)
    expect(api.count()).toBe(sent + 4)
    expect(engine.isOffline()).toBe(true)

    // The server answers again: the next probe gets through, and every mounted query refetches.
    setReachable(true)
    await clock.advance(30_000)
    expect(engine.isOffline()).toBe(false)
    expect(changes).toEqual([true, false])
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', error: undefined })
    const back = api.count()
    await clock.advance(30_000)
    // Polling resumed: the summaries' next poll.
    expect(api.count()).toBe(back + 1)
  })

  it('a mutation that cannot reach the server turns the app offline; any answer turns it back', async () => {
    const { engine, setReachable } = setup()
    setReachable(false)
    const failed = await engine.runMutation('SaveKeychain', { isNew: true, id: child, name: 'K' })
    expect(failed.ok).toBe(false)
    expect(engine.isOffline()).toBe(true)
    setReachable(true)
    await engine.runMutation('SaveKeychain', { isNew: true, id: child, name: 'K' })
    expect(engine.isOffline()).toBe(false)
  })

  it('a server that answers with an error is not offline', async () => {
    const { clock, api, engine } = setup()
    api.handler = () => ({ ok: false, error: { isPqlError: true, type: 'serverError', status: 500, showContactSupport: true } })
    engine.mount(queries.users())
    await clock.advance(60_000)
    expect(engine.isOffline()).toBe(false)
  })
})
