/**
 * Which failed reads are retried, on virtual time, through the real client (a stubbed fetch):
 * network failures, timeouts, 5xx, 408 and 429 are retried 3 times with backoff; any other 4xx
 * or a body that fails validation is shown at once; a 401 is never retried and ends the session.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { errorIds } from '@domain/api/errors'
import { failureClass } from '../../../src/api/failure-classes'
import { queries, retryDelayMs } from '../../../src/data/queries'
import { createClient, operationTable } from '../../../src/api/client'
import { createDataEngine } from '../../../src/data/engine'
import { virtualClock } from './virtual'

const token = 'AB000000-0000-4000-8000-00000000AAAA'
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const pql = (type: string, status: number, extra: object = {}) => json({ id: 'e1234567', type, showContactSupport: false, ...extra }, status)

function setup(answer: (n: number) => Response | Promise<Response>) {
  const clock = virtualClock()
  let requests = 0
  let sessionEnds = 0
  const { call } = createClient({
    apiUrl: 'https://api.gatehouse.test',
    pageOrigin: 'https://dashboard.gatehouse.test',
    profile: '2025-05',
    sendDashboardUrl: false,
    fetch: async () => answer(++requests),
    readToken: () => token,
    onLoggedOut: () => void sessionEnds++,
  })
  const engine = createDataEngine({ call, scheduler: clock.scheduler })
  return { clock, engine, requests: () => requests, sessionEnds: () => sessionEnds }
}

const transient: [string, () => Response | Promise<Response>][] = [
  ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a timeout', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
  ['a 500 PqlError', () => pql('serverError', 500)],
  ['a 502 with an HTML body', () => new Response('<html>Bad gateway</html>', { status: 502 })],
  ['a 503 Vapor body', () => json({ error: true, reason: 'Service Unavailable' }, 503)],
  ['a 408', () => json({ error: true, reason: 'Request Timeout' }, 408)],
  ['a 429', () => json({ error: true, reason: 'Too Many Requests' }, 429)],
]

const final: [string, () => Response][] = [
  ['a 404 of a deleted child', () => pql('notFound', 404, { id: '6ac1205a', entityName: 'User' })],
  ['a 400', () => pql('badRequest', 400)],
  ['a 403 Vapor body', () => json({ error: true, reason: 'Forbidden' }, 403)],
  ['a body that fails validation', () => json({ not: 'a list of children' }, 200)],
  ['a body that is not JSON', () => new Response('hello', { status: 200 })],
]

const sessionEnded: [string, () => Response][] = [
  ['a 401 loggedOut PqlError', () => pql('loggedOut', 401, { id: '8df93d61' })],
  ['a 401 Vapor body', () => json({ error: true, reason: 'Unauthorized' }, 401)],
  ['a 401 unauthorized PqlError', () => pql('unauthorized', 401)],
]

describe('retry classification', () => {
  // The client loads its operation table on the first call (a real module load): done here, so
  // that virtual time alone decides when each request is made.
  beforeAll(() => operationTable())
  it.each(transient)('%s is retried 3 times with backoff, then shown', async (_, answer) => {
    const { clock, engine, requests } = setup(answer)
    engine.mount(queries.users())
    await clock.settle()
    expect(requests()).toBe(1)
    expect(engine.queryResult('users')).toMatchObject({ status: 'loading', isFetching: true })
    for (let attempt = 1; attempt <= 3; attempt++) {
      await clock.advance(retryDelayMs(attempt) - 1)
      expect(requests()).toBe(attempt)
      await clock.advance(1)
      expect(requests()).toBe(attempt + 1)
    }
    await clock.advance(20_000)
    expect(requests()).toBe(4)
    const result = engine.queryResult('users')
    expect(result).toMatchObject({ status: 'error', isFetching: false })
    expect(failureClass(result.error!)).toBe('transient')
    // A server that answers, even with an error, is not 'offline': nothing more is sent. When no
    // answer came at all the app is offline, and only its probe tries again (offline.test.ts).
    const unreachable = result.error!.id === errorIds.network
    expect(engine.isOffline()).toBe(unreachable)
    if (!unreachable) {
      await clock.advance(600_000)
      expect(requests()).toBe(4)
    }
  })

  it.each(final)('%s is shown at once, never retried', async (_, answer) => {
    const { clock, engine, requests, sessionEnds } = setup(answer)
    engine.mount(queries.users())
    await clock.settle()
    expect(requests()).toBe(1)
    expect(engine.queryResult('users')).toMatchObject({ status: 'error', isFetching: false })
    await clock.advance(600_000)
    expect(requests()).toBe(1)
    expect(failureClass(engine.queryResult('users').error!)).toBe('final')
    expect(sessionEnds()).toBe(0)
  })

  it.each(sessionEnded)('%s is never retried and ends the session', async (_, answer) => {
    const { clock, engine, requests, sessionEnds } = setup(answer)
    engine.mount(queries.users())
    await clock.settle()
    expect(engine.queryResult('users')).toMatchObject({ status: 'error', isFetching: false })
    await clock.advance(600_000)
    expect(requests()).toBe(1)
    expect(sessionEnds()).toBe(1)
    expect(failureClass(engine.queryResult('users').error!)).toBe('sessionEnded')
  })

  it('stops retrying as soon as an answer is final', async () => {
    const { clock, engine, requests } = setup((n) => (n === 1 ? pql('serverError', 500) : pql('notFound', 404)))
    engine.mount(queries.users())
    await clock.advance(1_000)
    expect(requests()).toBe(2)
    await clock.advance(600_000)
    expect(requests()).toBe(2)
    expect(engine.queryResult('users').error).toMatchObject({ type: 'notFound', status: 404 })
  })

  it('a retry that succeeds clears the error', async () => {
    const { clock, engine, requests } = setup((n) => (n < 3 ? Promise.reject(new TypeError('offline')) : json([], 200)))
    engine.mount(queries.users())
    await clock.advance(3_000)
    expect(requests()).toBe(3)
    expect(engine.queryResult('users')).toMatchObject({ status: 'success', data: [], error: undefined })
  })

  it('keeps mapping to the client error object', async () => {
    const { clock, engine } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    engine.mount(queries.users())
    await clock.advance(10_000)
    expect(engine.queryResult('users').error).toMatchObject({ isPqlError: true, id: errorIds.network, type: 'clientError' })
  })
})
