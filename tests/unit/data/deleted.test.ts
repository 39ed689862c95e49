/**
 * After a child or device is deleted (DeleteEntity succeeded), nothing asks for it again: not the
 * mutation's invalidation, not polling, focus or reconnect. Opening it again asks again.
 */
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { type Result, ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

const child = '00000000-1111-4444-0000-00000000000a'
const other = '00000000-1111-4444-0000-00000000000b'
const userDevice = '00000000-2222-4444-0000-000000000001'
const computer = '00000000-3333-4444-0000-000000000001'

function setup(deviceUsers: string[] = [child]) {
  const clock = virtualClock()
  const user = { id: child, name: 'Jimmy', devices: [{ id: userDevice, deviceId: computer }] }
  const device = { id: computer, users: deviceUsers.map((id) => ({ id, name: 'x' })) }
  const api = fakeApi(clock, (op): Result<unknown> => {
    if (op === 'GetUsers') return ok([user])
    if (op === 'GetUser') return ok(user)
    if (op === 'GetDevices') return ok([device])
    if (op === 'GetDevice') return ok(device)
    return ok({ success: true })
  })
  const focus$ = new Subject<void>()
  const online$ = new Subject<void>()
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, focus$, online$ })
  return { clock, api, engine, focus$, online$ }
}

describe('a deleted child', () => {
  it('is not refetched by the invalidation, polling, focus or reconnect while its screen is still mounted', async () => {
    const { clock, api, engine, focus$, online$ } = setup()
    engine.mount(queries.users())
    const stopChild = engine.mount(queries.user(child, { polling: true }))
    engine.mount(queries.userActivitySummaries(child, 0))
    await clock.settle()
    expect(api.count('GetUser')).toBe(1)
    expect(api.count('UserActivitySummaries')).toBe(1)

    const result = await engine.runMutation('DeleteEntity', { id: child, type: 'user' }, { invalidate: ['users', 'computers'] })
    expect(result.ok).toBe(true)
    await clock.settle()
    // The list is asked for again; the child and everything under it are not.
    expect(api.count('GetUsers')).toBe(2)
    expect(api.count('GetUser')).toBe(1)
    expect(api.count('UserActivitySummaries')).toBe(1)

    focus$.next()
    await clock.settle()
    online$.next()
    await clock.advance(120_000)
    expect(api.count('GetUser')).toBe(1)
    expect(api.count('UserActivitySummaries')).toBe(1)
    expect(api.count('GetUsers')).toBe(4)
    // What the screen still shows stays until it leaves: no loading or error flash.
    expect(engine.queryResult(`users/${child}`)).toMatchObject({ status: 'success', isFetching: false })

    stopChild()
    await clock.advance(5 * 60_000)
    expect(engine.store.getState().snapshots[`users/${child}`]).toBeUndefined()
  })

  it('drops a request for it that was in flight', async () => {
    const { clock, api, engine } = setup()
    api.latencyMs = 1_000
    engine.mount(queries.user(child))
    await clock.settle()
    expect(engine.queryResult(`users/${child}`).isFetching).toBe(true)
    api.latencyMs = 0
    await engine.runMutation('DeleteEntity', { id: child, type: 'user' })
    expect(engine.queryResult(`users/${child}`).isFetching).toBe(false)
    await clock.advance(10_000)
    expect(engine.queryResult(`users/${child}`).data).toBeUndefined()
  })

  it('is asked for again when opened again', async () => {
    const { clock, api, engine } = setup()
    const stop = engine.mount(queries.user(child))
    await clock.settle()
    await engine.runMutation('DeleteEntity', { id: child, type: 'user' })
    stop()
    engine.mount(queries.user(child))
    await clock.settle()
    expect(api.count('GetUser')).toBe(2)
  })

  it('a failed delete forgets nothing', async () => {
    const { clock, api, engine } = setup()
    engine.mount(queries.user(child))
    await clock.settle()
    api.handler = (op) => (op === 'DeleteEntity' ? { ok: false, error: { isPqlError: true, type: 'serverError', showContactSupport: true } } : ok({}))
    await engine.runMutation('DeleteEntity', { id: child, type: 'user' }, { invalidate: ['users'] })
    await clock.settle()
    expect(api.count('GetUser')).toBe(2)
  })
})

describe('a deleted device', () => {
  it('its computer, used by no other child, is not asked for again', async () => {
    const { clock, api, engine, focus$ } = setup([child])
    engine.mount(queries.user(child))
    engine.mount(queries.device(computer))
    engine.mount(queries.devices())
    await clock.settle()
    await engine.runMutation('DeleteEntity', { id: userDevice, type: 'userDevice' }, { invalidate: ['users', 'computers'] })
    await clock.settle()
    expect(api.count('GetDevice')).toBe(1)
    expect(api.count('GetDevices')).toBe(2)
    // The child is still there: it lists the devices left.
    expect(api.count('GetUser')).toBe(2)
    focus$.next()
    await clock.settle()
    expect(api.count('GetDevice')).toBe(1)
    expect(api.count('GetUser')).toBe(3)
  })

  it('its computer, still used by another child, stays', async () => {
    const { clock, api, engine } = setup([child, other])
    engine.mount(queries.device(computer))
    engine.mount(queries.user(child))
    await clock.settle()
    await engine.runMutation('DeleteEntity', { id: userDevice, type: 'userDevice' }, { invalidate: ['computers'] })
    await clock.settle()
    expect(api.count('GetDevice')).toBe(2)
  })
})
