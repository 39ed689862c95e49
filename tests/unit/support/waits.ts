/**
 * Setup of every unit test file: no wait ends on the machine's pace. `vi.waitFor` and
 * `vi.waitUntil` give up after `waitLimitMs` unless a test says otherwise (their own default is
 * 1 s, which a dynamic import on a busy machine can take), as `expect.poll` does
 * (vite.config.ts). Only a hang reaches the limit; lint refuses a shorter one written in a test.
 * Where a test can, it waits for the event itself (a promise its stub settles), not for a state.
 */
import { vi } from 'vitest'

/** How long a wait in a unit test may take: what only a hang reaches. */
export const waitLimitMs = 90_000

type Options = number | { timeout?: number; interval?: number } | undefined

/** `wait` with `waitLimitMs` as its default limit. */
export function withWaitLimit<Wait extends (callback: never, options?: Options) => unknown>(wait: Wait): Wait {
  return ((callback: never, options?: Options) =>
    wait(callback, typeof options === 'number' ? options : { timeout: waitLimitMs, ...options })) as Wait
}

// The vi object lives as long as its worker, whose files share it: wrap its waits once.
const wrapped = Symbol.for('gatehouse.waitLimit')
if (!(wrapped in vi)) {
  Object.assign(vi, { waitFor: withWaitLimit(vi.waitFor), waitUntil: withWaitLimit(vi.waitUntil), [wrapped]: true })
}
