/**
 * What the Home and iOS devices tests add to the app harness (../support/app.tsx): the API calls
 * the app makes, as the server answered them, and the API called as the signed-in parent (to read
 * back what a screen saved, or to set the scene), as any PairQL client would.
 */
import { onTestFinished, vi } from 'vitest'
import { readAdminToken } from '../../../src/session'
import { call } from '../fake-server/harness'

/** One call of the app to the API: its operation, the body it sent and, once answered, the status it got. */
export interface SentCall {
  readonly op: string
  readonly body: unknown
  status?: number
}

/**
 * From now until the test ends, records the app's calls to the operations whose name (on the wire
 * the app speaks) matches `op`, each as it is sent, with its status once it is answered.
 */
export function watchCalls(op: RegExp): readonly SentCall[] {
  const calls: SentCall[] = []
  const passOn = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const name = /\/pairql\/dashboard\/([^/?]+)$/.exec(new URL(url).pathname)?.[1]
    if (name === undefined || !op.test(name)) return passOn(input, init)
    const text = typeof init?.body === 'string' ? init.body : ''
    const sent: SentCall = { op: name, body: text === '' ? undefined : (JSON.parse(text) as unknown) }
    calls.push(sent)
    const response = await passOn(input, init)
    sent.status = response.status
    return response
  })
  onTestFinished(() => spy.mockRestore())
  return calls
}

/** Calls `op` as the signed-in parent; fails unless the server answers 200. */
export async function callAsParent<T = any>(op: string, input: unknown): Promise<T> {
  const reply = await call<T>(op, input, { token: readAdminToken() ?? '' })
  if (reply.status !== 200) throw new Error(`${op} answered ${reply.status}: ${reply.text}`)
  return reply.body
}
