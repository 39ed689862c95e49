/**
 * Fault injection (FaultSettings): latency, server errors, dropped connections, malformed bodies.
 */
import { describe, expect, it } from 'vitest'
import { noFaults } from '@domain/demo/control'
import { operations } from '@domain/api/operations'
import { demoCredentials, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { call, startFake } from '../../harness'

describe('fault injection', () => {
  it('starts without faults and clamps rates to 0..1', async () => {
    const h = await startFake()
    expect(h.fake.control.faults()).toEqual(noFaults)
    h.fake.control.setFaults({ errorRate: 7, dropRate: -1 })
    expect(h.fake.control.faults()).toMatchObject({ errorRate: 1, dropRate: 0, malformedRate: 0, latencyMs: 0 })
  })

  it('errorRate 1 answers a 500 PqlError serverError without running the operation', async () => {
    const h = await startFake()
    h.fake.control.setFaults({ errorRate: 1 })
    const reply = await call('RequestMagicLink', { email: demoCredentials.email })
    expect(reply.status).toBe(500)
    expect(reply.body).toMatchObject({ version: 1, type: 'serverError', statusCode: 500, showContactSupport: true })
    expect(reply.body.id).toMatch(/^[0-9a-f]{8}$/)
    expect(h.fake.control.outbox()).toHaveLength(0)
  })

  it('dropRate 1 fails the request like a lost connection', async () => {
    const h = await startFake()
    h.fake.control.setFaults({ dropRate: 1 })
    await expect(call('Login', demoCredentials)).rejects.toThrow(TypeError)
  })

  it('malformedRate 1 answers 200 with valid JSON of the wrong shape', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.control.setFaults({ malformedRate: 1 })
    for (const [op, input] of [
      ['GetUsers', undefined],
      ['GetAdmin', undefined],
      ['Signup', { email: 'm@example.com', password: 'x' }],
      ['ResetPassword', { token: '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f', password: 'x' }],
    ] as const) {
      const reply = await call(op, input, { token })
      expect(reply.status).toBe(200)
      expect(operations[op].output.safeParse(reply.body).success, op).toBe(false)
    }
  })

  it('applies only to the listed operations when the list is not empty', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.control.setFaults({ errorRate: 1, operations: ['GetAdmin'] })
    expect((await call('GetAdmin', undefined, { token })).status).toBe(500)
    expect((await call('GetUsers', undefined, { token })).status).toBe(200)
    h.fake.control.setFaults({ errorRate: 0 })
    expect((await call('GetAdmin', undefined, { token })).status).toBe(200)
  })

  it('applies only to requests whose body holds the given text when one is given', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.control.setFaults({ errorRate: 1, operations: ['GetUser'], bodyIncludes: seedIds.maya.toUpperCase() })
    expect(h.fake.control.faults().bodyIncludes).toBe(seedIds.maya.toUpperCase())
    expect((await call('GetUser', seedIds.maya.toUpperCase(), { token })).status).toBe(500)
    expect((await call('GetUser', seedIds.leo.toUpperCase(), { token })).status).toBe(200)
    // Other settings leave it as it was; an empty text affects every request again.
    h.fake.control.setFaults({ operations: ['GetUser'] })
    expect((await call('GetUser', seedIds.maya.toUpperCase(), { token })).status).toBe(500)
    h.fake.control.setFaults({ bodyIncludes: '' })
    expect((await call('GetUser', seedIds.leo.toUpperCase(), { token })).status).toBe(500)
  })

  it('a listed operation is hit under either profile’s name; malformed answers break that name’s wire', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.control.setFaults({ errorRate: 1, operations: ['GetDashboardWidgets'] })
    expect((await call('GetDashboardWidgets', undefined, { token })).status).toBe(500)
    expect((await call('DashboardWidgets', undefined, { token })).status).toBe(500)
    expect((await call('GetUsers', undefined, { token })).status).toBe(200)

    h.fake.control.setFaults({ errorRate: 0, malformedRate: 1, operations: ['UserActivitySummaries'] })
    const reply = await call('ChildActivitySummaries', { childId: seedIds.maya, jsTimezoneOffsetMinutes: 0 }, { token })
    expect(reply.status).toBe(200)
    // Today's answer is `{childName, days}`: what came back is not that.
    const body = reply.body as { childName?: unknown; days?: unknown }
    expect(typeof body.childName === 'string' && Array.isArray(body.days)).toBe(false)
  })

  it('adds latency', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.control.setFaults({ latencyMs: 120 })
    const started = performance.now()
    expect((await call('GetUsers', undefined, { token })).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
  })

  it('with a rate between 0 and 1, some requests fail and some pass', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    h.fake.control.setFaults({ errorRate: 0.5 })
    const statuses = []
    for (let i = 0; i < 40; i++) statuses.push((await call('GetUsers', undefined, { token })).status)
    expect(statuses).toContain(200)
    expect(statuses).toContain(500)
  })
})

describe('placeholder screenshots', () => {
  it('serves an SVG for each screenshot url', async () => {
    const h = await startFake()
    const row = h.fake.db.screenshot.getAll()[0]
    expect(row?.url).toMatch(/^\/demo-screenshots\/[0-9a-f-]{36}\.svg$/)
    const response = await fetch(`http://dashboard.gatehouse.test${row?.url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg [^>]*width="1000" height="625"/)
  })
})
