/**
 * The client against hand-made answers (msw/node): every way a response can go wrong becomes the
 * spec's error object, never an exception; tolerant parsing accepts what the real API may send.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { errorIds, networkMessage } from '@domain/api/errors'
import type { ApiProfile } from '@domain/api/profiles'
import { type ClientConfig, createClient } from '../../../src/api/client'

const api = 'https://api.gatehouse.test'
const page = 'https://dashboard.gatehouse.test'
const token = 'AB000000-0000-4000-8000-00000000AAAA'

interface Seen {
  op: string
  headers: Record<string, string>
  body: string
}
let seen: Seen[] = []
let answer: (op: string) => Response | Promise<Response> = () => HttpResponse.json({ success: true })

const server = setupServer(
  http.post(`${api}/pairql/dashboard/:op`, async ({ request, params }) => {
    const headers: Record<string, string> = {}
    request.headers.forEach((value, key) => (headers[key] = value))
    seen.push({ op: String(params.op), headers, body: await request.text() })
    return answer(String(params.op))
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  seen = []
  answer = () => HttpResponse.json({ success: true })
})
afterAll(() => server.close())

/** The address a fetch was called with. */
const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : input.toString())

function client(overrides: Partial<ClientConfig> = {}) {
  const loggedOut: number[] = []
  const c = createClient({
    apiUrl: api,
    pageOrigin: page,
    profile: '2025-05',
    sendDashboardUrl: false,
    fetch: (input, init) => fetch(input, init),
    readToken: () => token,
    onLoggedOut: () => loggedOut.push(1),
    ...overrides,
  })
  return { call: c.call, loggedOut }
}

const unlockRequest = {
  id: 'AB000000-0000-4000-8000-000000000001',
  userId: '00000000-1111-4444-0000-000000000000',
  userName: 'Little Jimmy',
  status: 'pending',
  url: 'https://www.khanacademy.org/math/algebra',
  domain: 'www.khanacademy.org',
  ipAddress: '104.18.12.33',
  requestComment: 'need this for homework',
  appName: 'Safari',
  appSlug: 'safari',
  appBundleId: 'com.apple.Safari',
  appCategories: ['browser'],
  createdAt: '2025-05-28T20:01:55Z',
}

describe('requests', () => {
  it('sends JSON to {api}/pairql/dashboard/{Op} with the token for admin operations', async () => {
    answer = () => HttpResponse.json(unlockRequest)
    const result = await client().call('GetUnlockRequest', unlockRequest.id)
    expect(result.ok).toBe(true)
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({
      op: 'GetUnlockRequest',
      body: `"${unlockRequest.id}"`,
      headers: { 'content-type': 'application/json', 'x-admintoken': token },
    })
    expect(seen[0]!.headers).not.toHaveProperty('x-dashboardurl')
  })

  it('sends no body for void input, and X-DashboardUrl in non-production builds', async () => {
    answer = () => HttpResponse.json([])
    await client({ sendDashboardUrl: true }).call('GetUsers', undefined)
    expect(seen[0]).toMatchObject({ op: 'GetUsers', body: '', headers: { 'x-dashboardurl': page } })
  })

  it('never sends the token on unauthenticated operations', async () => {
    answer = () => HttpResponse.json({ success: true })
    await client().call('SendPasswordResetEmail', { email: 'a@b.c' })
    expect(seen[0]!.headers).not.toHaveProperty('x-admintoken')
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'a@b.c' })
  })

  it('uses the wire names of the API profile', async () => {
    answer = () => HttpResponse.json({ success: true })
    const profile: ApiProfile = 'current'
    const result = await client({ profile }).call('DeleteEntity', { id: unlockRequest.id, type: 'key' })
    expect(result.ok).toBe(true)
    expect(seen[0]!.op).toBe('DeleteEntity_v2')
  })

  it('with no token sends nothing and fails locally as loggedOut (10569a9f)', async () => {
    const c = client({ readToken: () => null })
    const result = await c.call('GetUsers', undefined)
    expect(result).toEqual({
      ok: false,
      error: {
        isPqlError: true,
        id: errorIds.loggedOut,
        type: 'loggedOut',
        debugMessage: 'No parent token found',
        showContactSupport: false,
      },
    })
    expect(seen).toHaveLength(0)
    expect(c.loggedOut).toHaveLength(1)
  })

  it('treats a stored token that is not a UUID as no token', async () => {
    const c = client({ readToken: () => 'garbage' })
    expect(await c.call('GetUsers', undefined)).toMatchObject({ ok: false, error: { id: errorIds.loggedOut } })
    expect(seen).toHaveLength(0)
    expect(c.loggedOut).toHaveLength(1)
  })

  it('refuses to send the token anywhere but the configured API origin', async () => {
    const sent: string[] = []
    const c = client({
      apiUrl: 'https://api.gatehouse.test',
      pageOrigin: page,
      fetch: (input) => {
        sent.push(urlOf(input))
        return Promise.resolve(HttpResponse.json([]))
      },
    })
    // Same origin as configured: allowed.
    expect((await c.call('GetUsers', undefined)).ok).toBe(true)

    // No API address and no page origin: nowhere is known to be safe.
    const nowhere = client({ apiUrl: '', pageOrigin: undefined, fetch: (i) => (sent.push(urlOf(i)), Promise.resolve(HttpResponse.json([]))) })
    const refused = await nowhere.call('GetUsers', undefined)
    expect(refused).toMatchObject({ ok: false, error: { id: errorIds.unexpected } })
    expect(sent).toEqual(['https://api.gatehouse.test/pairql/dashboard/GetUsers'])

    // Same origin when unset: the page's own origin.
    const same = client({ apiUrl: '', pageOrigin: page, fetch: (i) => (sent.push(urlOf(i)), Promise.resolve(HttpResponse.json([]))) })
    expect((await same.call('GetUsers', undefined)).ok).toBe(true)
    expect(sent.at(-1)).toBe(`${page}/pairql/dashboard/GetUsers`)
  })

  it('does not follow redirects (they could carry the token away)', async () => {
    answer = () => new HttpResponse(null, { status: 302, headers: { Location: 'https://evil.test/steal' } })
    const result = await client().call('GetUsers', undefined)
    expect(result).toMatchObject({ ok: false, error: { id: errorIds.unexpected, showContactSupport: true } })
    expect(seen).toHaveLength(1)
  })
})

describe('responses that are accepted', () => {
  it('accepts unknown extra keys, lower-case UUIDs and dates with milliseconds', async () => {
    answer = () =>
      HttpResponse.json({
        ...unlockRequest,
        id: unlockRequest.id.toLowerCase(),
        userId: unlockRequest.userId.toLowerCase(),
        createdAt: '2025-05-28T20:01:55.123Z',
        addedByALaterServer: { anything: true },
      })
    const result = await client().call('GetUnlockRequest', unlockRequest.id)
    expect(result).toMatchObject({
      ok: true,
      value: { id: unlockRequest.id.toLowerCase(), createdAt: '2025-05-28T20:01:55.123Z' },
    })
  })

  it('accepts a response without a JSON content type', async () => {
    answer = () => new HttpResponse(JSON.stringify({ success: true }), { status: 200 })
    expect(await client().call('LogEvent', { eventId: 'e', detail: 'd' })).toEqual({ ok: true, value: { success: true } })
  })
})

describe('errors', () => {
  it('maps a PqlError body field by field', async () => {
    answer = () =>
      HttpResponse.json(
        {
          version: 1,
          id: '6ac1205a',
          requestId: '5c3f0e2a-0000-4000-8000-000000000001',
          type: 'notFound',
          debugMessage: 'DuetSQL: UnlockRequest not found',
          entityName: 'Unlock request',
          showContactSupport: false,
          statusCode: 404,
        },
        { status: 404 },
      )
    const result = await client().call('GetUnlockRequest', unlockRequest.id)
    expect(result).toEqual({
      ok: false,
      error: {
        isPqlError: true,
        id: '6ac1205a',
        type: 'notFound',
        serverRequestId: '5c3f0e2a-0000-4000-8000-000000000001',
        debugMessage: 'DuetSQL: UnlockRequest not found',
        entityName: 'Unlock request',
        showContactSupport: false,
        status: 404,
      },
    })
  })

  it('maps a dashboard tag', async () => {
    answer = () =>
      HttpResponse.json(
        {
          version: 1,
          id: '9a314d21',
          requestId: 'r',
          type: 'unauthorized',
          debugMessage: 'Magic link token invalid or expired',
          showContactSupport: false,
          dashboardTag: 'magicLinkTokenNotFound',
          statusCode: 401,
        },
        { status: 401 },
      )
    const result = await client().call('LoginMagicLink', { token: unlockRequest.id })
    expect(result).toMatchObject({ ok: false, error: { tag: 'magicLinkTokenNotFound', type: 'unauthorized' } })
  })

  it('maps a 500 with a Vapor body', async () => {
    answer = () => HttpResponse.json({ error: true, reason: 'Internal Server Error' }, { status: 500 })
    const result = await client().call('StripeUrl', undefined)
    expect(result).toEqual({
      ok: false,
      error: {
        isPqlError: true,
        type: 'serverError',
        debugMessage: 'Internal Server Error',
        showContactSupport: true,
        status: 500,
      },
    })
  })

  it('maps a 401 Vapor body; a wrong confirmation code keeps the parent logged in', async () => {
    answer = () => HttpResponse.json({ error: true, reason: '[@client:incorrectConfirmationCode]' }, { status: 401 })
    const c = client()
    const result = await c.call('ConfirmPendingNotificationMethod', { id: unlockRequest.id, code: 123456 })
    expect(result).toEqual({
      ok: false,
      error: {
        isPqlError: true,
        type: 'unauthorized',
        debugMessage: '[@client:incorrectConfirmationCode]',
        showContactSupport: false,
        status: 401,
      },
    })
    expect(c.loggedOut).toHaveLength(0)
  })

  it('a Slack app that refuses the code (401 slackVerificationFailed) keeps the parent logged in', async () => {
    answer = () =>
      HttpResponse.json(
        {
          id: 'df619205',
          type: 'unauthorized',
          debugMessage: 'failed to send Slack verification code: invalid_auth',
          showContactSupport: false,
          dashboardTag: 'slackVerificationFailed',
        },
        { status: 401 },
      )
    const c = client()
    const result = await c.call('CreatePendingNotificationMethod', { case: 'slack', channelId: 'C1', channelName: '#a', token: 'xoxb-1' })
    expect(result).toMatchObject({ ok: false, error: { tag: 'slackVerificationFailed', status: 401 } })
    expect(c.loggedOut).toHaveLength(0)
  })

  it('a plain 401 "Unauthorized" to an admin call ends the session', async () => {
    answer = () => HttpResponse.json({ error: true, reason: 'Unauthorized' }, { status: 401 })
    const c = client()
    await c.call('ConfirmPendingNotificationMethod', { id: unlockRequest.id, code: 123456 })
    expect(c.loggedOut).toHaveLength(1)
  })

  it('a 401 PqlError of another type, or a 401 with an unreadable body, ends the session too', async () => {
    const c = client()
    answer = () => HttpResponse.json({ id: 'a0000001', type: 'unauthorized', debugMessage: 'no', showContactSupport: false }, { status: 401 })
    const pql = await c.call('GetUsers', undefined)
    expect(pql).toMatchObject({ ok: false, error: { id: 'a0000001', type: 'unauthorized', status: 401 } })
    expect(c.loggedOut).toHaveLength(1)
    answer = () => new HttpResponse('Unauthorized', { status: 401 })
    const text = await c.call('GetUsers', undefined)
    expect(text).toMatchObject({ ok: false, error: { id: errorIds.unexpected, status: 401 } })
    expect(c.loggedOut).toHaveLength(2)
  })

  it('a 401 to a call made without the token (a wrong password) ends nothing', async () => {
    answer = () =>
      HttpResponse.json(
        { id: '1e087878', type: 'unauthorized', userMessage: 'Incorrect email or password', showContactSupport: false },
        { status: 401 },
      )
    const c = client()
    const result = await c.call('Login', { email: 'a@b.c', password: 'nope' })
    expect(result).toMatchObject({ ok: false, error: { userMessage: 'Incorrect email or password', status: 401 } })
    expect(c.loggedOut).toHaveLength(0)
  })

  it('other 4xx answers end nothing', async () => {
    const c = client()
    for (const status of [400, 403, 404, 408, 429]) {
      answer = () => HttpResponse.json({ error: true, reason: 'x' }, { status })
      const result = await c.call('GetUsers', undefined)
      expect(result).toMatchObject({ ok: false, error: { status } })
    }
    expect(c.loggedOut).toHaveLength(0)
  })

  it('turns a failed fetch into the network error (34fbe3e3)', async () => {
    answer = () => HttpResponse.error()
    const result = await client().call('GetUsers', undefined)
    expect(result).toMatchObject({
      ok: false,
      error: { id: errorIds.network, type: 'clientError', userMessage: networkMessage, showContactSupport: false },
    })
  })

  it('gives up on a request that never answers, with the network error', async () => {
    answer = () => new Promise<Response>(() => undefined)
    const result = await client({ timeoutMs: 20 }).call('GetUsers', undefined)
    expect(seen).toHaveLength(1)
    expect(result).toMatchObject({
      ok: false,
      error: { id: errorIds.network, type: 'clientError', userMessage: networkMessage },
    })
  })

  it('every request carries a time limit the fetch can be aborted by', async () => {
    let signal: AbortSignal | null | undefined
    const c = client({
      fetch: (_input, init) => {
        signal = init?.signal
        return Promise.resolve(HttpResponse.json([]))
      },
    })
    await c.call('GetUsers', undefined)
    expect(signal).toBeInstanceOf(AbortSignal)
    expect(signal!.aborted).toBe(false)
  })

  it('turns a fetch that throws synchronously into the network error', async () => {
    const c = client({
      fetch: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await c.call('GetUsers', undefined)).toMatchObject({ ok: false, error: { id: errorIds.network } })
  })

  it.each([
    ['a non-JSON success body', () => new HttpResponse('<html>oops</html>', { status: 200 })],
    ['an empty success body', () => new HttpResponse(null, { status: 200 })],
    ['a body that fails validation', () => HttpResponse.json([{ id: 'not-a-uuid', name: 7 }])],
    ['a wrong top-level shape', () => HttpResponse.json({ users: [] })],
    ['a non-JSON error body', () => new HttpResponse('Bad Gateway', { status: 502 })],
    ['an empty error body', () => new HttpResponse(null, { status: 500 })],
    ['an unrecognised JSON error body', () => HttpResponse.json({ message: 'nope' }, { status: 400 })],
  ])('turns %s into the unexpected error (b3162834), never a crash', async (_name, make) => {
    answer = make
    const result = await client().call('GetUsers', undefined)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toMatchObject({ isPqlError: true, id: errorIds.unexpected, type: 'clientError', showContactSupport: true })
    expect(result.error.debugMessage).toMatch(/^Unexpected error: /)
  })

  it('turns an exception inside the client into the non-structured error (59b169c4)', async () => {
    const c = client({
      readToken: () => {
        throw new Error('storage exploded')
      },
    })
    const result = await c.call('GetUsers', undefined)
    expect(result).toMatchObject({ ok: false, error: { id: errorIds.nonPql, showContactSupport: true } })
    expect(result.ok || result.error.debugMessage).toMatch(/storage exploded/)
  })

  it('notifies the logged-out handler for a server loggedOut error', async () => {
    answer = () =>
      HttpResponse.json(
        {
          version: 1,
          id: '8df93d61',
          requestId: 'r',
          type: 'loggedOut',
          debugMessage: 'Admin token not found',
          showContactSupport: false,
          statusCode: 401,
        },
        { status: 401 },
      )
    const c = client()
    const result = await c.call('GetAdmin', undefined)
    expect(result).toMatchObject({ ok: false, error: { id: '8df93d61', type: 'loggedOut' } })
    expect(c.loggedOut).toHaveLength(1)
  })
})
