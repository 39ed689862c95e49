/**
 * Idle invalidation on virtual time: a burst of calls refetches once, `delayMs` after the last
 * call; a flush runs a pending one at once; a reset (logout) drops it.
 */
import { describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

const child = '00000000-1111-4444-0000-00000000000a'

function setup() {
  const clock = virtualClock()
  const api = fakeApi(clock, () => ok([]))
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler })
  engine.mount(queries.users())
  engine.mount(queries.user(child))
  engine.mount(queries.devices())
  return { clock, api, engine }
}

describe('invalidateWhenIdle', () => {
  it('refetches the prefixes once, 3 s after the last of a burst of calls', async () => {
    const { clock, api, engine } = setup()
    await clock.settle()
    expect(api.count()).toBe(3)
    for (let i = 0; i < 5; i++) {
      engine.invalidateWhenIdle('day', ['users'], 3_000)
      await clock.advance(1_000)
    }
    // 5 calls one second apart: the wait restarted each time.
    expect(api.count()).toBe(3)
    await clock.advance(1_999)
    expect(api.count()).toBe(3)
    await clock.advance(1)
    expect(api.count('GetUsers')).toBe(2)
    expect(api.count('GetUser')).toBe(2)
    expect(api.count('GetDevices')).toBe(1)
    await clock.advance(60_000)
    expect(api.count()).toBe(5)
  })

  it('keeps separate waits per id, each with its latest prefixes', async () => {
    const { clock, api, engine } = setup()
    await clock.settle()
    engine.invalidateWhenIdle('a', ['users'], 3_000)
    engine.invalidateWhenIdle('a', ['computers'], 3_000)
    engine.invalidateWhenIdle('b', [`users/${child}`], 1_000)
    await clock.advance(1_000)
    expect(api.count('GetUser')).toBe(2)
    expect(api.count('GetDevices')).toBe(1)
    await clock.advance(2_000)
    expect(api.count('GetDevices')).toBe(2)
    expect(api.count('GetUsers')).toBe(1)
  })

  it('flush runs a pending wait at once, and only once', async () => {
    const { clock, api, engine } = setup()
    await clock.settle()
    engine.flushIdleInvalidation('day')
    await clock.settle()
    expect(api.count()).toBe(3)
    engine.invalidateWhenIdle('day', ['computers'], 3_000)
    engine.flushIdleInvalidation('day')
    await clock.settle()
    expect(api.count('GetDevices')).toBe(2)
    await clock.advance(10_000)
    expect(api.count('GetDevices')).toBe(2)
  })

  it('a reset (logout) drops a pending wait', async () => {
    const { clock, api, engine } = setup()
    await clock.settle()
    engine.invalidateWhenIdle('day', [''], 3_000)
    engine.reset()
    await clock.advance(10_000)
    expect(api.count()).toBe(3)
  })
})
