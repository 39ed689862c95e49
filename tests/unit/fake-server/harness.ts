/**
 * Test harness: a fake server behind msw/node, called exactly as the app calls it
 * (POST JSON to {api}/pairql/dashboard/{Op}, X-AdminToken for admin operations).
 */
import { afterAll } from 'vitest'
import type { OperationName, OperationOutput } from '@domain/api/operations'
import { routeOf } from '@domain/api/profiles/adapter'
import { setupFakeServer } from '../../../fake-server/node'
import { seeded } from '../../../fake-server/core/random'
import { demoCredentials } from '../../../fake-server/demo/seed/seed'
import type { FakeServer, FakeServerOptions } from '../../../fake-server/server'

export const api = 'http://api.gatehouse.test'
export const dashboard = 'http://dashboard.gatehouse.test'
export const startTime = '2025-05-28T15:00:00.000Z'

export interface TestClock {
  readonly now: () => Date
  advance(ms: number): void
}

export function testClock(start = startTime): TestClock {
  let t = Date.parse(start)
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms
    },
  }
}

export interface CallOptions {
  readonly token?: string
  readonly headers?: Record<string, string>
  /** Send this text as the body instead of JSON.stringify(input). */
  readonly raw?: string
}

export interface Reply<T = unknown> {
  readonly status: number
  readonly body: T
  readonly text: string
}

export interface Harness {
  readonly fake: FakeServer
  readonly clock: TestClock
  call<T = any>(op: string, input?: unknown, options?: CallOptions): Promise<Reply<T>>
  /**
   * Calls an operation that must succeed, and checks the body against the output schema of the
   * wire that names it (an app name is its May 2025 wire name; renamed operations answer in
   * today's wire, e.g. `ChildActivitySummaries` with `childName`).
   */
  ok<N extends OperationName>(op: N, input?: unknown, options?: CallOptions): Promise<OperationOutput<N>>
  ok(op: string, input?: unknown, options?: CallOptions): Promise<any>
  /** Logs in as the demo parent; returns the token. */
  loginDemo(): Promise<{ adminId: string; token: string }>
}

let current: ReturnType<typeof setupFakeServer>['server'] | null = null
afterAll(() => {
  current?.close()
  current = null
})

export async function call<T = any>(op: string, input?: unknown, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers }
  if (options.token !== undefined) headers['X-AdminToken'] = options.token
  const body = options.raw !== undefined ? options.raw : input === undefined ? undefined : JSON.stringify(input)
  const response = await fetch(`${api}/pairql/dashboard/${op}`, { method: 'POST', headers, body })
  const text = await response.text()
  return { status: response.status, text, body: (text === '' ? undefined : JSON.parse(text)) as T }
}

/** A fresh, seeded fake server (deterministic ids, test clock), listening through msw/node. */
export async function startFake(options: FakeServerOptions & { seedNumber?: number; startAt?: string } = {}): Promise<Harness> {
  current?.close()
  const clock = testClock(options.startAt)
  const { server, fake } = setupFakeServer({
    clock: clock.now,
    ...seeded(options.seedNumber ?? 7),
    dashboardUrl: dashboard,
    checkOutputs: true,
    ...options,
  })
  server.listen({ onUnhandledRequest: 'error' })
  current = server
  await fake.ready()

  const harness: Harness = {
    fake,
    clock,
    call,
    async ok(op: string, input?: unknown, options?: CallOptions) {
      const reply = await call(op, input, options)
      if (reply.status !== 200) throw new Error(`${op} answered ${reply.status}: ${reply.text}`)
      const route = routeOf(op)
      if (!route) throw new Error(`${op} is no operation of any profile`)
      const parsed = route.wire.output.safeParse(reply.body)
      if (!parsed.success) throw new Error(`${op} output does not parse: ${parsed.error.message}`)
      return parsed.data as any
    },
    async loginDemo() {
      const reply = await call('Login', demoCredentials)
      if (reply.status !== 200) throw new Error(`demo login failed: ${reply.text}`)
      return reply.body as { adminId: string; token: string }
    },
  }
  return harness
}
