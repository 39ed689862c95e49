/** A scriptable API for engine tests: records calls, answers from a handler, optional latency. */
import type { ClientError, Result } from '@domain/api/errors'
import type { Call } from '../../../src/api/client'
import type { VirtualClock } from './virtual'

export interface Recorded {
  readonly op: string
  readonly input: unknown
  readonly at: number
}

export interface FakeApi {
  readonly call: Call
  readonly calls: Recorded[]
  handler: (op: string, input: unknown) => Result<unknown>
  latencyMs: number
  count(op?: string): number
}

export const serverError: ClientError = { isPqlError: true, id: 'e0000001', type: 'serverError', showContactSupport: true }

export function fakeApi(clock: VirtualClock, handler: FakeApi['handler'] = () => ({ ok: true, value: [] })): FakeApi {
  const api: FakeApi = {
    calls: [],
    handler,
    latencyMs: 0,
    count: (op) => (op === undefined ? api.calls.length : api.calls.filter((c) => c.op === op).length),
    call: ((op: string, input: unknown) => {
      api.calls.push({ op, input, at: clock.now() })
      const answer = api.handler(op, input)
      if (api.latencyMs === 0) return Promise.resolve(answer)
      return new Promise<Result<unknown>>((resolve) => clock.scheduler.schedule(() => resolve(answer), api.latencyMs))
    }) as Call,
  }
  return api
}
