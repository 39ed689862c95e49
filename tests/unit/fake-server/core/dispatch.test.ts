/**
 * Routing, authentication and error bodies of the PairQL dispatch.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { noInput } from '@domain/api/operations'
import { wireRoutes } from '@domain/api/profiles/adapter'
import { day } from '../../../../fake-server/core/db/db'
import { createFakeServer } from '../../../../fake-server/server'
import { handlers } from '../../../../fake-server/core/handlers'
import { demoCredentials, seedIds } from '../../../../fake-server/demo/seed/seed'
import { type Harness, api, call, startFake } from '../harness'

const uuid = '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f'
const lowerUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const expectRouteNotFound = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(404)
  expect(reply.body).toMatchObject({
    version: 1,
    id: '0f5a25c9',
    type: 'notFound',
    debugMessage: 'PairQL route not found',
    showContactSupport: true,
    statusCode: 404,
  })
  expect(reply.body.requestId).toMatch(lowerUuid)
}

describe('routing', () => {
  let h: Harness
  let token: string
  beforeAll(async () => {
    h = await startFake()
    token = (await h.loginDemo()).token
  })

  it('answers 404 0f5a25c9 for an unknown operation', async () => {
    expectRouteNotFound(await call('GetEverything', undefined, { token }))
    expectRouteNotFound(await call('getusers', undefined, { token }))
  })

  it('answers 404 for a body that is not JSON or fails the input schema', async () => {
    expectRouteNotFound(await call('Login', undefined, { raw: '{"email":' }))
    expectRouteNotFound(await call('Login', undefined, { raw: '' }))
    expectRouteNotFound(await call('Login', { email: 'a@b.co' }))
    expectRouteNotFound(await call('GetUser', 'not-a-uuid', { token }))
    expectRouteNotFound(await call('DeleteEntity', { id: seedIds.demoAdmin, type: 'parent' }, { token }))
  })

  it('answers 404, not 401, for an admin operation without a UUID X-AdminToken', async () => {
    expectRouteNotFound(await call('GetUsers'))
    expectRouteNotFound(await call('GetUsers', undefined, { token: 'not-a-token' }))
    expectRouteNotFound(await call('GetUsers', undefined, { token: '' }))
  })

  it('routes before it authenticates: a bad body with an unknown token is still 404', async () => {
    expectRouteNotFound(await call('GetUser', 42, { token: uuid }))
  })

  it('ignores the body of operations without input', async () => {
    const reply = await call('GetUsers', undefined, { token, raw: 'this is not json' })
    expect(reply.status).toBe(200)
    expect(Array.isArray(reply.body)).toBe(true)
  })

  it('accepts an X-AdminToken on an unauthenticated operation', async () => {
    const reply = await call('SendPasswordResetEmail', { email: 'nobody@example.com' }, { token })
    expect(reply).toMatchObject({ status: 200, body: { success: true } })
  })

  it('answers Vapor 404 for other methods than POST', async () => {
    const response = await fetch(`${api}/pairql/dashboard/GetUsers`, { method: 'GET' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: true, reason: 'Not Found' })
  })

  it('answers 500 "Not implemented in the demo yet" for operations without a handler', async () => {
    // A registry with only Login, so the test does not depend on which operations exist yet.
    const bare = createFakeServer({ handlers: { Login: handlers.Login } })
    const login = await bare.dispatch('Login', JSON.stringify(demoCredentials))
    const bareToken = (login.body as { token: string }).token
    const reply = await bare.dispatch('GetDevices', undefined, { 'X-AdminToken': bareToken })
    expect(reply).toMatchObject({ status: 500, body: { error: true, reason: 'Not implemented in the demo yet' } })
  })

  // Many generated bodies, each through msw and the dispatch: seconds on a busy machine.
  it('property: any JSON body that fails the input schema of its wire gives 404 0f5a25c9 (every profile)', { tags: ['property'] }, async () => {
    const withInput = [...wireRoutes].filter(([, route]) => route.wire.input !== noInput)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withInput), fc.jsonValue(), async ([op, route], value) => {
        const text = JSON.stringify(value)
        fc.pre(!route.wire.input.safeParse(JSON.parse(text)).success)
        const reply = await call(op, undefined, { token, raw: text })
        expect(reply.status).toBe(404)
        expect(reply.body.id).toBe('0f5a25c9')
      }),
      { numRuns: 150 },
    )
  })
})

describe('authentication', () => {
  it('answers 401 8df93d61 loggedOut for an unknown token', async () => {
    const h = await startFake()
    const reply = await h.call('GetAdmin', undefined, { token: uuid })
    expect(reply.status).toBe(401)
    expect(reply.body).toMatchObject({
      version: 1,
      id: '8df93d61',
      type: 'loggedOut',
      debugMessage: 'Admin token not found',
      showContactSupport: false,
      statusCode: 401,
    })
    expect(reply.body.requestId).toMatch(lowerUuid)
    expect(reply.body).not.toHaveProperty('userMessage')
    expect(reply.body).not.toHaveProperty('entityName')
  })

  it('expires tokens 28 days after login, with no sliding refresh', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.clock.advance(27 * day)
    expect((await h.call('GetAdmin', undefined, { token })).status).toBe(200)
    h.clock.advance(day - 1000)
    expect((await h.call('GetAdmin', undefined, { token })).status).toBe(200)
    h.clock.advance(1000)
    const reply = await h.call('GetAdmin', undefined, { token })
    expect(reply.status).toBe(401)
    expect(reply.body.id).toBe('8df93d61')
  })

  // Many logins and calls through msw: seconds on a busy machine.
  it('property: tokens and ids are accepted in any letter case', { tags: ['property'] }, async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const mix = (text: string, flips: boolean[]) => [...text].map((c, i) => (flips[i % flips.length] ? c.toLowerCase() : c.toUpperCase())).join('')
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 36 }),
        fc.constantFrom(seedIds.maya, seedIds.leo, seedIds.ava),
        async (flips, childId) => {
          const reply = await call('GetUser', mix(childId, flips), { token: mix(token, [...flips].reverse()) })
          expect(reply.status).toBe(200)
          expect(reply.body.id).toBe(childId.toUpperCase())
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('errors thrown by handlers', () => {
  it('turns an unknown error into a 500 Internal Server Error', async () => {
    const fake = createFakeServer({
      handlers: {
        Login: () => {
          throw new Error('boom')
        },
      },
    })
    const reply = await fake.dispatch('Login', JSON.stringify({ email: 'a@b.co', password: 'x' }))
    expect(reply).toEqual({ status: 500, body: { error: true, reason: 'Internal Server Error' } })
  })

  it('reports an output that does not match its schema when checkOutputs is on', async () => {
    const fake = createFakeServer({
      checkOutputs: true,
      handlers: { SaveConferenceEmail: () => ({ success: 'yes' }) as never },
    })
    const reply = await fake.dispatch('SaveConferenceEmail', JSON.stringify({ email: 'x', source: 'booth' }))
    expect(reply.status).toBe(500)
    expect((reply.body as { reason: string }).reason).toMatch(/SaveConferenceEmail does not match/)
  })

  it('can be used without msw: dispatch takes the operation, raw body and headers', async () => {
    const fake = createFakeServer()
    const login = await fake.dispatch('Login', JSON.stringify({ email: 'DEMO@gatehouse.app', password: 'gatehouse-demo' }), {
      'content-type': 'application/json',
    })
    expect(login.status).toBe(200)
    const token = (login.body as { token: string }).token
    const users = await fake.dispatch('GetUsers', null, { 'x-admintoken': token.toLowerCase() })
    expect(users.status).toBe(200)
  })
})
