/**
 * External reads through the data engine, on virtual time: an address's location is one cached
 * query per address (however many ask, in any case), asked once (not again on mount, focus or
 * reconnect), answered by its loader and never by the API, and a lookup says nothing about
 * whether the API can be reached. Invalidating asks again; no loader is a failed read.
 */
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import type { GeoLocation } from '@domain/security/geoip'
import { queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

function setup(answer: (ip: string) => Promise<GeoLocation | null> = () => Promise.resolve({ city: 'Lyon' })) {
  const clock = virtualClock()
  const api = fakeApi(clock, (op) => ok({ op }))
  const focus$ = new Subject<void>()
  const online$ = new Subject<void>()
  const asked: string[] = []
  const engine = createDataEngine({
    call: api.call,
    scheduler: clock.scheduler,
    focus$,
    online$,
    externalReads: {
      GeoIpLocation: (ip) => {
        asked.push(ip)
        return answer(ip)
      },
    },
  })
  return { clock, api, engine, focus$, online$, asked }
}

describe('the location of an IP address', () => {
  it('is one query per address, whatever its case and spaces, answered by the loader, not the API', async () => {
    const { clock, api, engine, asked } = setup()
    engine.mount(queries.ipLocation('2001:DB8::1'))
    engine.mount(queries.ipLocation(' 2001:db8::1 '))
    await clock.settle()
    expect(asked).toEqual(['2001:db8::1'])
    expect(api.calls).toHaveLength(0)
    expect(engine.queryResult('geoip/2001:db8::1')).toMatchObject({ status: 'success', data: { city: 'Lyon' } })
  })

  it('is asked once: not again on another mount, on focus or on reconnect; invalidating asks again', async () => {
    const { clock, engine, focus$, online$, asked } = setup()
    const stop = engine.mount(queries.ipLocation('203.0.113.7'))
    await clock.settle()
    stop()
    engine.mount(queries.ipLocation('203.0.113.7'))
    focus$.next()
    online$.next()
    await clock.advance(60_000)
    expect(asked).toEqual(['203.0.113.7'])
    await engine.invalidate('geoip')
    expect(asked).toEqual(['203.0.113.7', '203.0.113.7'])
  })

  it('other reads still refetch on focus beside it', async () => {
    const { clock, api, engine, focus$ } = setup()
    engine.mount(queries.ipLocation('203.0.113.7'))
    engine.mount(queries.users())
    await clock.settle()
    focus$.next()
    await clock.settle()
    expect(api.count('GetUsers')).toBe(2)
  })

  it('an unknown place is an answer (null), kept like any other', async () => {
    const { clock, engine, focus$, asked } = setup(() => Promise.resolve(null))
    engine.mount(queries.ipLocation('198.51.100.2'))
    await clock.settle()
    focus$.next()
    await clock.settle()
    expect(engine.queryResult('geoip/198.51.100.2')).toMatchObject({ status: 'success', data: null })
    expect(asked).toHaveLength(1)
  })

  it('a loader that fails leaves the API online', async () => {
    const { clock, engine } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    engine.mount(queries.ipLocation('198.51.100.1'))
    await clock.advance(60_000)
    expect(engine.queryResult('geoip/198.51.100.1').error).toBeDefined()
    expect(engine.isOffline()).toBe(false)
  })

  it('without a loader the read fails, and the API is not asked', async () => {
    const clock = virtualClock()
    const api = fakeApi(clock, (op) => ok({ op }))
    const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, retry: { count: 0, delayMs: () => 0 } })
    engine.mount(queries.ipLocation('192.0.2.1'))
    await clock.settle()
    expect(engine.queryResult('geoip/192.0.2.1')).toMatchObject({ status: 'error', data: undefined })
    expect(api.calls).toHaveLength(0)
  })
})
