/**
 * A wait in a unit test gives up only on a hang: 30 s unless the test names its own limit
 * (vi.waitFor's and vi.waitUntil's own default is 1 s).
 */
import { describe, expect, it, vi } from 'vitest'
import { waitLimitMs, withWaitLimit } from './waits'

/** A stand-in for a wait: what options it was given. */
const recording = () => {
  const given: unknown[] = []
  const wait = (_callback: never, options?: unknown) => given.push(options)
  return { wait: withWaitLimit(wait), given }
}

describe('withWaitLimit', () => {
  it('is a limit only a hang reaches', () => {
    expect(waitLimitMs).toBeGreaterThanOrEqual(30_000)
  })

  it('gives a wait without options the limit', () => {
    const { wait, given } = recording()
    wait(undefined as never)
    expect(given).toEqual([{ timeout: waitLimitMs }])
  })

  it('keeps the interval a test names, and its own limit', () => {
    const { wait, given } = recording()
    wait(undefined as never, { interval: 5 })
    wait(undefined as never, { timeout: 45_000 })
    wait(undefined as never, 50_000)
    expect(given).toEqual([{ timeout: waitLimitMs, interval: 5 }, { timeout: 45_000 }, 50_000])
  })

  it("is what every test file's vi.waitFor and vi.waitUntil do", async () => {
    expect(Symbol.for('gatehouse.waitLimit') in vi).toBe(true)
    // And they still wait: for a callback that passes on its third call.
    let calls = 0
    await vi.waitFor(() => expect((calls += 1)).toBe(3), { interval: 1 })
    expect(await vi.waitUntil(() => calls >= 3)).toBe(true)
  })
})
