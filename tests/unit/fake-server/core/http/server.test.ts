/**
 * The fake API over HTTP (`npm run fake-api`): plain fetch calls from Node, as any client of the
 * API would make them, against a real listening server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasNoInput, operationNames, operations } from '@domain/api/operations'
import { apiProfiles } from '@domain/api/profiles'
import { wireName } from '@domain/api/profiles/adapter'
import type { RunningFakeApi } from '../../../../../fake-server/core/http/server'
import { fakeApiHelp, parseFakeApiArgs, startFakeApi } from '../../../../../fake-server/http-main'
import { seeded } from '../../../../../fake-server/core/random'
import { demoCredentials } from '../../../../../fake-server/demo/seed/seed'

const origin = 'http://dashboard.example'

async function post(api: RunningFakeApi, op: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${api.url}/pairql/dashboard/${op}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(token ? { 'X-AdminToken': token } : {}) },
    body: body === undefined ? '' : JSON.stringify(body),
  })
}

async function logIn(api: RunningFakeApi): Promise<string> {
  const reply = await post(api, 'Login', demoCredentials)
  expect(reply.status).toBe(200)
  const { token } = (await reply.json()) as { token: string }
  return token
}

// Real sockets and many requests: generous limits, as the machine may be busy.
describe('the fake API over HTTP', () => {
  let api: RunningFakeApi
  let token: string
  beforeAll(async () => {
    api = await startFakeApi({ port: 0, ...seeded(15), simulateRequests: false })
    token = await logIn(api)
  })
  afterAll(() => api.close())

  it('listens on 127.0.0.1 at the port it reports', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('answers a preflight for any origin with the headers the browser asked for', async () => {
    const reply = await fetch(`${api.url}/pairql/dashboard/GetUsers`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-admintoken' },
    })
    expect(reply.status).toBe(204)
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('access-control-allow-methods')).toContain('POST')
    expect(reply.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-admintoken')
  })

  it('answers another dashboard on today’s wire as it asks: its headers allowed, void inputs with no body', async () => {
    const asked = await fetch(`${api.url}/pairql/dashboard/DashboardWidgets`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-admintoken,x-dashboardurl',
      },
    })
    expect(asked.status).toBe(204)
    expect(asked.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-dashboardurl')
    const headers = { 'Content-Type': 'application/json', Origin: origin, 'X-AdminToken': token, 'X-DashboardUrl': origin }
    const users = await fetch(`${api.url}/pairql/dashboard/GetUsers`, { method: 'POST', headers })
    expect(users.status).toBe(200)
    const names = ((await users.json()) as { name: string }[]).map((child) => child.name)
    expect(names.length).toBeGreaterThan(1)
    const widgets = await fetch(`${api.url}/pairql/dashboard/DashboardWidgets`, { method: 'POST', headers })
    expect(widgets.status).toBe(200)
    expect(widgets.headers.get('access-control-allow-origin')).toBe('*')
    const home = (await widgets.json()) as { children?: { name: string }[]; users?: unknown }
    expect(home.children?.map((child) => child.name).sort()).toEqual([...names].sort())
    expect(home.users).toBeUndefined()
  })

  it('reads the family with the token, with CORS headers on the answer', async () => {
    const reply = await post(api, 'GetUsers', undefined, token)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    const children = (await reply.json()) as { name: string }[]
    expect(children.length).toBeGreaterThan(0)
    expect(children.every((c) => typeof c.name === 'string')).toBe(true)
  })

  it('refuses a wrong password, an unknown token and an unknown operation as the real server does', async () => {
    const wrong = await post(api, 'Login', { email: demoCredentials.email, password: 'not-it' })
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    expect(wrong.headers.get('access-control-allow-origin')).toBe('*')
    const stranger = await post(api, 'GetUsers', undefined, '00000000-0000-4000-8000-00000000abcd')
    expect(stranger.status).toBe(401)
    const unknown = await post(api, 'NoSuchOperation', {}, token)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ id: '0f5a25c9', type: 'notFound' })
    const elsewhere = await fetch(`${api.url}/no/such/path`, { headers: { Origin: origin } })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.headers.get('access-control-allow-origin')).toBe('*')
    expect(await elsewhere.json()).toEqual({ error: true, reason: 'Not Found' })
  })

  it('keeps a change: a renamed child is renamed on the next read', async () => {
    const children = (await (await post(api, 'GetUsers', undefined, token)).json()) as { id: string; name: string }[]
    const child = children[0]
    if (!child) throw new Error('the seed has no child')
    const settings = (await (await post(api, 'GetUser', child.id, token)).json()) as Record<string, unknown>
    expect(settings.name).toBe(child.name)
    const saved = await post(api, 'SaveUser', { ...toSaveInput(settings), name: 'Renamed over HTTP' }, token)
    expect(saved.status).toBe(200)
    const again = (await (await post(api, 'GetUsers', undefined, token)).json()) as { id: string; name: string }[]
    expect(again.find((c) => c.id === child.id)?.name).toBe('Renamed over HTTP')
  })

  it('serves screenshots at its own address, with absolute URLs in the activity feed', async () => {
    const widgets = (await (await post(api, 'GetDashboardWidgets', undefined, token)).json()) as {
      recentScreenshots: { url: string }[]
    }
    const shot = widgets.recentScreenshots[0]
    if (!shot) throw new Error('the seed has no screenshot')
    expect(shot.url.startsWith(`${api.url}/`)).toBe(true)
    const image = await fetch(shot.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(await image.text()).toContain('<svg')
  })

  it('answers both API profiles exactly as the fake server’s own dispatch does', async () => {
    // The parent's reads without input, under each profile's wire name.
    const reads = operationNames.filter((op) => op.startsWith('Get') && hasNoInput(op) && operations[op].auth === 'admin')
    expect(reads.length).toBeGreaterThan(4)
    for (const profile of apiProfiles) {
      for (const op of reads) {
        const name = wireName(profile, op)
        const direct = await api.fake.dispatch(name, '', { 'X-AdminToken': token })
        const overHttp = await post(api, name, undefined, token)
        expect({ profile, name, status: overHttp.status }).toEqual({ profile, name, status: direct.status })
        expect({ profile, name, status: overHttp.status }).toEqual({ profile, name, status: 200 })
        expect(overHttp.headers.get('access-control-allow-origin')).toBe('*')
      }
    }
  })

  it('drops the connection when fault injection drops it, and answers again afterwards', async () => {
    api.fake.control.setFaults({ dropRate: 1 })
    await expect(post(api, 'GetUsers', undefined, token)).rejects.toThrow()
    api.fake.control.setFaults({ dropRate: 0 })
    expect((await post(api, 'GetUsers', undefined, token)).status).toBe(200)
  })

  it('refuses a body over 512 KB with 413 before anything runs', async () => {
    const reply = await post(api, 'Login', { email: demoCredentials.email, password: 'x'.repeat(600 * 1024) })
    expect(reply.status).toBe(413)
    expect(await reply.json()).toEqual({ error: true, reason: 'Payload Too Large' })
  })
})

describe('the fake API’s state file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-fake-api-'))
  const stateFile = join(folder, 'state.json')
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('keeps the state between runs', async () => {
    const first = await startFakeApi({ port: 0, ...seeded(3), simulateRequests: false, stateFile })
    const token = await logIn(first)
    const children = (await (await post(first, 'GetUsers', undefined, token)).json()) as { id: string }[]
    const removed = children[0]?.id
    if (!removed) throw new Error('the seed has no child')
    expect((await post(first, 'DeleteEntity', { id: removed, type: 'user' }, token)).status).toBe(200)
    await first.close()
    expect(readFileSync(stateFile, 'utf8')).toContain(token.toUpperCase())

    const second = await startFakeApi({ port: 0, ...seeded(4), simulateRequests: false, stateFile })
    try {
      const after = (await (await post(second, 'GetUsers', undefined, token)).json()) as { id: string }[]
      expect(after.map((c) => c.id)).not.toContain(removed)
      expect(after).toHaveLength(children.length - 1)
    } finally {
      await second.close()
    }
  })
})

describe('the fake API with a latency', () => {
  it('holds every PairQL answer back that long, from the first request on', async () => {
    const slow = await startFakeApi({ port: 0, ...seeded(5), simulateRequests: false, latencyMs: 300 })
    try {
      expect(slow.fake.control.faults().latencyMs).toBe(300)
      const started = performance.now()
      const token = await logIn(slow)
      expect(performance.now() - started).toBeGreaterThanOrEqual(300)
      expect((await post(slow, 'GetUsers', undefined, token)).status).toBe(200)
    } finally {
      await slow.close()
    }
  })
})

describe('npm run fake-api arguments', () => {
  it('takes the port, state file and seed from flags or the environment', () => {
    const fromFlags = parseFakeApiArgs(['--port', '9001', '--state=/x/state.json', '--seed', '7'], {})
    expect(fromFlags.errors).toEqual([])
    expect(fromFlags.options).toMatchObject({ port: 9001, stateFile: '/x/state.json' })
    expect(typeof fromFlags.options.random).toBe('function')
    expect(parseFakeApiArgs([], { FAKE_API_PORT: '9100' }).options.port).toBe(9100)
    expect(parseFakeApiArgs([], {}).options.port).toBe(8787)
  })

  it('lists bad arguments instead of starting', () => {
    expect(parseFakeApiArgs(['--port', 'abc', '--bogus'], {}).errors).toEqual([`unknown option '--bogus'`, `'abc' is not a port number`])
    expect(parseFakeApiArgs(['--seed'], {}).errors).toEqual(['--seed needs a value'])
    expect(parseFakeApiArgs(['--seed', '--quiet-family'], {}).errors).toEqual(['--seed needs a value'])
    expect(parseFakeApiArgs(['--state='], {}).errors).toEqual(['--state needs a value'])
    expect(parseFakeApiArgs(['--quiet-family=yes', 'extra'], {}).errors).toEqual(['--quiet-family takes no value', `unexpected argument 'extra'`])
    expect(parseFakeApiArgs(['--family', 'huge'], {}).errors).toEqual([`--family is normal or large, not 'huge'`])
    expect(parseFakeApiArgs(['--port=65536'], {}).errors).toEqual([`'65536' is not a port number`])
  })

  it('takes the host, the dashboard address and a quiet family', () => {
    const { options, errors } = parseFakeApiArgs(['--host', '0.0.0.0', '--dashboard-url=http://dash.example', '--quiet-family'], {})
    expect(errors).toEqual([])
    expect(options).toMatchObject({ host: '0.0.0.0', dashboardUrl: 'http://dash.example', simulateRequests: false })
    expect(parseFakeApiArgs([], { FAKE_API_HOST: '::1', FAKE_API_STATE: 's.json' }).options).toMatchObject({ host: '::1', stateFile: 's.json' })
    expect(parseFakeApiArgs([], {}).options).not.toHaveProperty('simulateRequests')
  })

  it('--help (or -h) asks for the help instead of starting, unless another argument is wrong', () => {
    expect(parseFakeApiArgs(['--help'], {}).help).toBe(true)
    expect(parseFakeApiArgs(['-h'], {}).help).toBe(true)
    expect(parseFakeApiArgs([], {}).help).toBe(false)
    const wrong = parseFakeApiArgs(['--help', '--bogus'], {})
    expect(wrong.help).toBe(false)
    expect(wrong.errors).toEqual([`unknown option '--bogus'`])
  })

  it('--help lists every option and setting the README documents, and no other', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8')
    const section = /\*\*The fake API over HTTP\.\*\*[\s\S]*?\n\n/.exec(readme)?.[0] ?? ''
    const named = (text: string, pattern: RegExp) => new Set(text.match(pattern))
    const documented = named(section, /--[a-z][a-z-]*|FAKE_API_[A-Z]+/g)
    expect(documented.size).toBeGreaterThan(5)
    expect(named(fakeApiHelp, /--[a-z][a-z-]*|FAKE_API_[A-Z]+/g)).toEqual(new Set([...documented, '--help']))
  })

  it('holds answers back with --latency, not at all without it', () => {
    expect(parseFakeApiArgs(['--latency', '150'], {}).options.latencyMs).toBe(150)
    expect(parseFakeApiArgs(['--latency=0'], {}).options.latencyMs).toBe(0)
    expect(parseFakeApiArgs([], {}).options.latencyMs).toBeUndefined()
    expect(parseFakeApiArgs(['--latency', '1.5'], {}).errors).toEqual([`--latency needs a whole number of milliseconds, not '1.5'`])
  })

  it('seeds the large family with --family large, the normal one otherwise', () => {
    expect(parseFakeApiArgs(['--family', 'large'], {}).options.family).toBe('large')
    expect(parseFakeApiArgs(['--family=normal'], {}).options.family).toBe('normal')
    expect(parseFakeApiArgs([], {}).options.family).toBeUndefined()
  })
})

/** SaveUser's input from GetUser's answer (the settings the dashboard sends back). */
function toSaveInput(user: Record<string, unknown>): Record<string, unknown> {
  const {
    id,
    name,
    keyloggingEnabled,
    screenshotsEnabled,
    screenshotsResolution,
    screenshotsFrequency,
    showSuspensionActivity,
    downtime,
    blockedApps,
  } = user
  return {
    id,
    isNew: false,
    name,
    keyloggingEnabled,
    screenshotsEnabled,
    screenshotsResolution,
    screenshotsFrequency,
    showSuspensionActivity,
    ...(downtime ? { downtime } : {}),
    ...(blockedApps ? { blockedApps } : {}),
    keychains: [],
  }
}
