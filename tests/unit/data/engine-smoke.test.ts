import { describe, expect, it } from 'vitest'
import { ok } from '../../../domain/errors'
import type { Call } from '../../../src/api/client'
import { createDataEngine } from '../../../src/data/engine'
import { virtualClock } from './virtual'

describe('data engine (smoke)', () => {
  it('fetches a mounted query and polls it at its interval', async () => {
    const clock = virtualClock()
    let calls = 0
    const call = (async () => {
      calls++
      return ok([])
    }) as unknown as Call
    const engine = createDataEngine({ call, scheduler: clock.scheduler })
    const unmount = engine.mount({ key: 'users', op: 'GetUsers', input: undefined, refetchIntervalMs: 1000 })
    await clock.settle()
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', data: [], isFetching: false })
    expect(calls).toBe(1)
    await clock.advance(3000)
    expect(calls).toBe(4)
    unmount()
    await clock.advance(3000)
    expect(calls).toBe(4)
  })
})
