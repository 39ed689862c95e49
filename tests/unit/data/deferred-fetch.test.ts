/**
 * A query mounted with its first fetch deferred (the frame's list of unlock requests on Home,
 * whose widgets carry the pending ones) asks the server at its first poll, not at mount; a
 * mount without the deferral asks at once, as always.
 */
import { describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { queries, refetchIntervals } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

function setup() {
  const clock = virtualClock()
  const api = fakeApi(clock, () => ok([]))
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, drafts: null })
  return { clock, api, engine }
}

describe('a deferred first fetch', () => {
  it('waits for the first poll, then polls as usual', async () => {
    const { clock, api, engine } = setup()
    engine.mount(queries.unlockRequests({ deferFirstFetch: true }))
    await clock.settle()
    expect(api.count('GetUnlockRequests')).toBe(0)
    expect(engine.queryResult('unlock-requests')).toMatchObject({ status: 'loading', isFetching: false })
    await clock.advance(refetchIntervals.unlockRequests)
    expect(api.count('GetUnlockRequests')).toBe(1)
    expect(engine.queryResult('unlock-requests').status).toBe('success')
    await clock.advance(refetchIntervals.unlockRequests)
    expect(api.count('GetUnlockRequests')).toBe(2)
  })

  it('does not hold back a screen that mounts the same key without it', async () => {
    const { clock, api, engine } = setup()
    engine.mount(queries.unlockRequests({ deferFirstFetch: true }))
    engine.mount(queries.unlockRequests())
    await clock.settle()
    expect(api.count('GetUnlockRequests')).toBe(1)
  })
})
