/**
 * The client against the real fake server (msw/node): encodings, auth header, error mapping.
 */
import { describe, expect, it } from 'vitest'
import { errorIds } from '@domain/api/errors'
import { type ClientConfig, createClient } from '../../../src/api/client'
import { api, dashboard, startFake } from '../fake-server/harness'

function client(token: () => string | null, overrides: Partial<ClientConfig> = {}) {
  const loggedOut: number[] = []
  const sent: { url: string; init: RequestInit }[] = []
  const c = createClient({
    apiUrl: api,
    pageOrigin: dashboard,
    profile: '2025-05',
    sendDashboardUrl: true,
    fetch: (input, init) => {
      sent.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} })
      return fetch(input, init)
    },
    readToken: token,
    onLoggedOut: () => loggedOut.push(1),
    ...overrides,
  })
  return { ...c, loggedOut, sent }
}

describe('call through the fake server', () => {
  it('logs in, then reads admin data with X-AdminToken; bare-UUID input is a JSON string', async () => {
    const h = await startFake()
    let token: string | null = null
    const c = client(() => token)
    const { demoCredentials } = await import('../../../fake-server/demo/seed/seed')
    const login = await c.call('Login', demoCredentials)
    expect(login.ok).toBe(true)
    if (!login.ok) return
    token = login.value.token
    expect(c.sent[0]?.init.headers).not.toHaveProperty('X-AdminToken')

    const users = await c.call('GetUsers', undefined)
    expect(users.ok).toBe(true)
    const sentUsers = c.sent[1]!
    expect(sentUsers.url).toBe(`${api}/pairql/dashboard/GetUsers`)
    expect(sentUsers.init.body).toBeUndefined()
    expect(sentUsers.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-AdminToken': token,
      'X-DashboardUrl': dashboard,
    })
    if (!users.ok || users.value.length === 0) throw new Error('the demo family has children')
    const child = users.value[0]!
    const one = await c.call('GetUser', child.id.toLowerCase())
    expect(c.sent[2]!.init.body).toBe(JSON.stringify(child.id.toLowerCase()))
    expect(one.ok && one.value.id.toLowerCase()).toBe(child.id.toLowerCase())
    expect(h.fake).toBeDefined()
  })

  it('maps a PqlError body (unknown token → loggedOut 8df93d61) and notifies the logged-out handler', async () => {
    await startFake()
    const c = client(() => '00000000-0000-4000-8000-000000000000')
    const result = await c.call('GetUsers', undefined)
    expect(result).toMatchObject({ ok: false, error: { id: errorIds.tokenNotFound, type: 'loggedOut', status: 401 } })
    expect(c.loggedOut).toHaveLength(1)
  })

  it('with no token sends nothing and answers the local loggedOut error', async () => {
    await startFake()
    const c = client(() => null)
    const result = await c.call('GetAdmin', undefined)
    expect(result).toMatchObject({ ok: false, error: { id: errorIds.loggedOut, type: 'loggedOut' } })
    expect(c.sent).toHaveLength(0)
    expect(c.loggedOut).toHaveLength(1)
  })

  it('maps wrong credentials to the server error with its user message', async () => {
    await startFake()
    const c = client(() => null)
    const result = await c.call('Login', { email: 'nobody@example.com', password: 'nope' })
    expect(result).toMatchObject({
      ok: false,
      error: { isPqlError: true, id: '1e087878', type: 'unauthorized', userMessage: 'Incorrect email or password' },
    })
    expect(c.loggedOut).toHaveLength(0)
  })
})
