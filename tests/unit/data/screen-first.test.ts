/**
 * The screen's own data first, and alone: while the screen's data is on its way, a query that
 * follows the screen (the frame's account and requests) is not asked, whether mounted or
 * prefetched; it is asked once the screen's data is in, answered or failed, and the screen is
 * drawn with it (or 2 s after the data at the latest), and then polls as usual. Without a screen
 * waiting it is asked at once; a logout drops what was held.
 */
import { describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { queries, refetchIntervals } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi, serverError } from './fake-api'
import { virtualClock } from './virtual'

const following = <T extends object>(def: T) => ({ ...def, followsScreen: true as const })

function setup() {
  const clock = virtualClock()
  const api = fakeApi(clock, () => ok([]))
  api.latencyMs = 150
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, drafts: null })
  return { clock, api, engine }
}

describe("the screen's data first", () => {
  it('asks a following query once the screen is drawn with its answer, then polls as usual', async () => {
    const { clock, api, engine } = setup()
    const screen = engine.prefetch(queries.users())
    engine.holdFollowers(screen)
    engine.mount(following(queries.admin()))
    void engine.prefetch(following(queries.unlockRequests()))
    engine.mount(following(queries.unlockRequests()))
    await clock.advance(200)
    expect(api.calls.map((c) => c.op)).toEqual(['GetUsers'])
    engine.screenDrawn()
    await clock.settle()
    expect(api.calls.map((c) => c.op).sort()).toEqual(['GetAdmin', 'GetUnlockRequests', 'GetUsers'])
    expect(api.calls.find((c) => c.op === 'GetAdmin')?.at).toBe(200)
    await clock.advance(refetchIntervals.unlockRequests)
    expect(api.count('GetUnlockRequests')).toBe(2)
  })

  it('asks them 2 s after the screen has its answer when nothing says it is drawn', async () => {
    const { clock, api, engine } = setup()
    engine.holdFollowers(engine.prefetch(queries.users()))
    engine.mount(following(queries.admin()))
    await clock.advance(150 + 1_999)
    expect(api.count('GetAdmin')).toBe(0)
    await clock.advance(1)
    expect(api.count('GetAdmin')).toBe(1)
  })

  it('asks them once the screen failed too', async () => {
    const { clock, api, engine } = setup()
    api.handler = (op) => (op === 'GetUsers' ? { ok: false, error: serverError } : ok([]))
    const screen = engine.prefetch(queries.users())
    engine.holdFollowers(screen)
    engine.mount(following(queries.admin()))
    await clock.advance(100)
    expect(api.count('GetAdmin')).toBe(0)
    await clock.advance(30_000)
    expect(api.count('GetAdmin')).toBe(1)
  })

  it('asks at once when no screen waits, and a query that does not follow is never held', async () => {
    const { clock, api, engine } = setup()
    engine.mount(following(queries.admin()))
    engine.holdFollowers(engine.prefetch(queries.users()))
    engine.mount(queries.devices())
    await clock.advance(1)
    expect(api.calls.map((c) => c.op).sort()).toEqual(['GetAdmin', 'GetDevices', 'GetUsers'])
  })

  it('drops what was held at a logout', async () => {
    const { clock, api, engine } = setup()
    engine.holdFollowers(engine.prefetch(queries.users()))
    engine.mount(following(queries.admin()))
    engine.reset()
    await clock.advance(60_000)
    expect(api.count('GetAdmin')).toBe(0)
  })
})
