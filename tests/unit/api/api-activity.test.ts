/**
 * The page knows when it is waiting for the API: every call of the browser's client is counted
 * while in flight, and the app's start waits for none to be (to register its service worker
 * after the first screen's answers).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { countRequest, whenRequestsSettle } from '../../../src/api-activity'

// Unit tests run the demo's build, whose calls first wait for its in-browser server: here it is ready.
vi.mock('../../../src/demo/boot', () => ({ demoServerReady: () => Promise.resolve() }))

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
  return done
}

afterEach(() => vi.unstubAllGlobals())

describe('requests in flight', () => {
  it('settle at once when none is in flight', async () => {
    expect(await settled(whenRequestsSettle())).toBe(true)
  })

  it('settle only when the last one has answered, whether it succeeded or failed', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const answers = [countRequest(first.promise), countRequest(second.promise).catch(() => 'failed')]
    const waiting = whenRequestsSettle()
    first.resolve('a')
    expect(await settled(waiting)).toBe(false)
    second.reject(new TypeError('Failed to fetch'))
    expect(await settled(waiting)).toBe(true)
    // The caller still gets each answer as it was.
    expect(await Promise.all(answers)).toEqual(['a', 'failed'])
    expect(await settled(whenRequestsSettle())).toBe(true)
  })

  it("include every call of the browser's API client", async () => {
    const response = deferred<Response>()
    const sent = deferred<void>()
    let asked = 0
    vi.stubGlobal('fetch', () => ((asked += 1), sent.resolve(), response.promise))
    const { call } = await import('../../../src/browser-client')
    const answer = call('Login', { email: 'parent@example.com', password: 'secret' })
    // The client first loads its operation table (and in the demo waits for its server), then sends.
    await sent.promise
    expect(asked).toBe(1)
    const waiting = whenRequestsSettle()
    expect(await settled(waiting)).toBe(false)
    response.reject(new TypeError('Failed to fetch'))
    await answer
    expect(await settled(waiting)).toBe(true)
  })
})
