/**
 * What a test file leaves in a shared worker is undone: the globals it added, replaced or removed,
 * and the timers it left waiting; and it may not mock modules (tests/unit/support/shared-worker.ts).
 */
import { describe, expect, it, vi } from 'vitest'
import { keepGlobals, noteTimers } from './file-state'

const globals = globalThis as unknown as Record<string, unknown>
/** Resolves after `ms`, on the timers as they were before any test replaced them. */
const after = (ms: number, timer = setTimeout) => new Promise<void>((resolve) => timer(resolve, ms))

describe('keepGlobals', () => {
  it('removes the globals added since, and puts back those replaced or removed', () => {
    globals.gatehouseReplaced = 'before'
    globals.gatehouseRemoved = 'there'
    const fetchBefore = globalThis.fetch
    const putBack = keepGlobals()
    globals.gatehouseAdded = 1
    globals.gatehouseReplaced = 'after'
    delete globals.gatehouseRemoved
    Object.assign(globalThis, { fetch: () => Promise.reject(new Error('stub')) })
    putBack()
    expect('gatehouseAdded' in globalThis).toBe(false)
    expect(globals.gatehouseReplaced).toBe('before')
    expect(globals.gatehouseRemoved).toBe('there')
    expect(globalThis.fetch).toBe(fetchBefore)
    delete globals.gatehouseReplaced
    delete globals.gatehouseRemoved
  })
})

describe('noteTimers', () => {
  it('clears the timers left waiting, and only those; the globals go back with keepGlobals', async () => {
    const realTimeout = setTimeout
    const putBack = keepGlobals()
    const timers = noteTimers()
    const ran: string[] = []
    setTimeout(() => ran.push('ran'), 0)
    clearTimeout(setTimeout(() => ran.push('cleared'), 0))
    const interval = setInterval(() => ran.push('interval cleared'), 0)
    clearInterval(interval)
    setTimeout(() => ran.push('left'), 5)
    setInterval(() => ran.push('left interval'), 5)
    await after(0)
    expect(timers.clearLeft()).toBe(2)
    putBack()
    expect(setTimeout).toBe(realTimeout)
    // Timers run in the order they fall due: the ones left would have run before this one.
    await after(20, realTimeout)
    expect(ran).toEqual(['ran'])
  })
})

describe('a test file in a shared worker', () => {
  it('may not mock modules, whose mock would outlive it', () => {
    expect(() => vi.doMock('../../../src/demo/boot', () => ({}))).toThrow(/needs a worker of its own/)
  })
})
