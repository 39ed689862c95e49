/**
 * Route loaders prefetch a screen's queries while its code loads: the screen that mounts next
 * uses that answer (no second request) while it is fresh, joins a request still in flight, and
 * asks again once the prefetched answer is older than 30 seconds. A second prefetch before any
 * mount (the signed-in document's first script, then the route's loader) is served the same way,
 * and so is one after the screen has mounted (the loader ran after the first script's answer let
 * the screen mount), which spares the next screen too. A part of a page that mounts a key another
 * part already shows asks nothing while that answer is under 30 s old.
 */
import { describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi } from './fake-api'
import { testProjections } from './test-events'
import { virtualClock } from './virtual'

function setup(latencyMs: number) {
  const clock = virtualClock()
  const api = fakeApi(clock, (op) => ok({ op, n: api.calls.length }))
  api.latencyMs = latencyMs
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, projections: testProjections })
  return { clock, api, engine }
}

describe('route prefetch', () => {
  it('a screen mounting after the prefetch answered shows that answer without asking again', async () => {
    const { clock, api, engine } = setup(100)
    void engine.prefetch(queries.users())
    await clock.advance(100)
    expect(api.count('GetUsers')).toBe(1)
    engine.mount(queries.users())
    await clock.advance(1_000)
    expect(api.count('GetUsers')).toBe(1)
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', isFetching: false })
  })

  it('a screen mounting while the prefetch is in flight joins it', async () => {
    const { clock, api, engine } = setup(100)
    void engine.prefetch(queries.users())
    await clock.advance(50)
    engine.mount(queries.users())
    await clock.advance(1_000)
    expect(api.count('GetUsers')).toBe(1)
  })

  it('a prefetched answer older than 30 s is asked for again on mount, and only the first mount is spared', async () => {
    const { clock, api, engine } = setup(10)
    void engine.prefetch(queries.users())
    await clock.advance(31_000)
    const stop = engine.mount(queries.users())
    await clock.advance(100)
    expect(api.count('GetUsers')).toBe(2)
    stop()
    void engine.prefetch(queries.devices())
    await clock.advance(10)
    engine.mount(queries.devices())()
    engine.mount(queries.devices())
    await clock.advance(100)
    expect(api.count('GetDevices')).toBe(2)
  })

  it('a second prefetch before any mount uses the answer of the first', async () => {
    const { clock, api, engine } = setup(100)
    void engine.prefetch(queries.users())
    await clock.advance(100)
    void engine.prefetch(queries.users())
    engine.mount(queries.users())
    await clock.advance(1_000)
    expect(api.count('GetUsers')).toBe(1)
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', isFetching: false })
  })

  it.each([
    ['a first prefetch', (engine: ReturnType<typeof setup>['engine']) => void engine.prefetch(queries.users())],
    ['the screen that shows the key', (engine: ReturnType<typeof setup>['engine']) => void engine.mount(queries.users())],
  ])('a prefetch while the request of %s is in flight joins it, and settles with it', async (_, start) => {
    const { clock, api, engine } = setup(100)
    start(engine)
    await clock.advance(40)
    let settled = false
    void engine.prefetch(queries.users()).then(() => (settled = true))
    await clock.advance(50)
    expect(settled).toBe(false)
    await clock.advance(10)
    expect(settled).toBe(true)
    expect(api.count('GetUsers')).toBe(1)
  })

  it('a second prefetch 30 s after the first answered asks again', async () => {
    const { clock, api, engine } = setup(10)
    void engine.prefetch(queries.users())
    await clock.advance(30_000)
    void engine.prefetch(queries.users())
    await clock.advance(10)
    expect(api.count('GetUsers')).toBe(2)
  })

  it('a prefetch of a key a screen shows uses its answer while under 30 s old, and asks again after', async () => {
    // The signed-in document's first script prefetched, the screen mounted, then the route's loader ran.
    const { clock, api, engine } = setup(100)
    void engine.prefetch(queries.users())
    await clock.advance(100)
    engine.mount(queries.users())
    await clock.advance(29_000)
    void engine.prefetch(queries.users())
    await clock.advance(900)
    expect(api.count('GetUsers')).toBe(1)
    await clock.advance(1_100)
    void engine.prefetch(queries.users())
    await clock.advance(100)
    expect(api.count('GetUsers')).toBe(2)
  })

  it('a prefetch of a key a screen shows spares the next screen that mounts it, while the answer is under 30 s old', async () => {
    // A request's page, then the review it leads to: the review route's loader prefetched the key.
    const { clock, api, engine } = setup(100)
    const stopRequest = engine.mount(queries.users())
    await clock.advance(100)
    void engine.prefetch(queries.users())
    stopRequest()
    engine.mount(queries.users())
    await clock.advance(1_000)
    expect(api.count('GetUsers')).toBe(1)
  })

  it('a prefetch of a key a screen shows does not spare a screen that mounts it 30 s after its answer', async () => {
    const { clock, api, engine } = setup(100)
    const stopRequest = engine.mount(queries.users())
    await clock.advance(100)
    void engine.prefetch(queries.users())
    stopRequest()
    await clock.advance(30_000)
    engine.mount(queries.users())
    await clock.advance(100)
    expect(api.count('GetUsers')).toBe(2)
  })

  it('a prefetch that joins the request of the screen showing the key spares the next screen too', async () => {
    const { clock, api, engine } = setup(100)
    const stopRequest = engine.mount(queries.users())
    await clock.advance(40)
    void engine.prefetch(queries.users())
    await clock.advance(60)
    stopRequest()
    engine.mount(queries.users())
    await clock.advance(1_000)
    expect(api.count('GetUsers')).toBe(1)
  })

  it('a part of the page that mounts a key another part shows asks nothing while its answer is under 30 s old', async () => {
    // The frame shows the parent's account; the settings page shows it too, and is shown again.
    const { clock, api, engine } = setup(100)
    engine.mount(queries.admin())
    await clock.advance(100)
    const stopPage = engine.mount(queries.admin())
    await clock.advance(1_000)
    stopPage()
    engine.mount(queries.admin())
    await clock.advance(1_000)
    expect(api.count('GetAdmin')).toBe(1)
    await clock.advance(29_000)
    engine.mount(queries.admin())
    await clock.advance(100)
    expect(api.count('GetAdmin')).toBe(2)
  })
})
