/**
 * What the request and keychain screens' tests need besides the app (tests/unit/support/app.tsx):
 * the server's own answers, read as the signed-in parent, to check what a screen saved; and the
 * requests the app sends, with their bodies, as the browser's network log shows them.
 */
import { afterEach, vi } from 'vitest'
import { readAdminToken } from '../../../src/session'
import { call } from '../fake-server/harness'
import type { App } from '../support/app'

/** Calls the API as the signed-in parent: to read back what the screens saved. */
export async function serverRead<T>(operation: string, input: unknown): Promise<T> {
  const reply = await call<T>(operation, input, { token: readAdminToken() ?? '' })
  if (reply.status !== 200) throw new Error(`${operation} failed with ${reply.status}: ${reply.text}`)
  return reply.body
}

interface WireKey {
  readonly id: string
  readonly key: { readonly type: string; readonly domain?: string }
}

/** The keys of a keychain, as the server holds them. */
export const keysOf = async (keychainId: string): Promise<WireKey[]> => (await serverRead<{ keys: WireKey[] }>('GetAdminKeychain', keychainId)).keys

/** An unlock request's status, as the server holds it. */
export const unlockStatus = async (id: string): Promise<string> => (await serverRead<{ status: string }>('GetUnlockRequest', id)).status

export interface SentRequest {
  /** The PairQL operation, e.g. `SaveKey`. */
  readonly op: string
  /** The body as sent, parsed from JSON (undefined without one). */
  readonly body: unknown
}

export interface RequestLog {
  /** Every request to the API since the log was started, in order. */
  readonly sent: readonly SentRequest[]
  /** The body of the first request of `op` from now on (or already in the log). */
  next(op: string): Promise<unknown>
}

let stopLogging: (() => void) | null = null
afterEach(() => {
  stopLogging?.()
  stopLogging = null
})

/** From now on, notes each request the app sends to the API (until the test ends). */
export function logRequests(): RequestLog {
  stopLogging?.()
  const sent: SentRequest[] = []
  const waiting: { op: string; resolve: (body: unknown) => void }[] = []
  const original = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const op = /\/pairql\/dashboard\/([^/?]+)$/.exec(url)?.[1]
    if (op !== undefined) {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      sent.push({ op, body })
      for (const wait of waiting.filter((w) => w.op === op)) {
        waiting.splice(waiting.indexOf(wait), 1)
        wait.resolve(body)
      }
    }
    return original(input, init)
  })
  stopLogging = () => spy.mockRestore()
  return {
    sent,
    next(op) {
      const already = sent.find((request) => request.op === op)
      if (already) return Promise.resolve(already.body)
      return new Promise((resolve) => waiting.push({ op, resolve }))
    },
  }
}

/** Opens `path` as a new page load does: what the page held in memory is gone, the storage stays. */
export async function loadPage(app: App, path: string): Promise<void> {
  await app.open(path)
  await app.reload()
}
