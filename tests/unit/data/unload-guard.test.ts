/**
 * Leaving the page while a write waits for its answer asks the parent first; once every write
 * has its answer (success, error or no answer at all), the page leaves freely.
 */
import { describe, expect, it } from 'vitest'
import { type ClientError, type Result, errorIds, ok } from '@domain/api/errors'
import type { OperationInput } from '@domain/api/operations'
import type { Call } from '../../../src/api/client'
import { createDataEngine } from '../../../src/data/engine'
import { unloadGuard } from '../../../src/data/unload-guard'

/** Whether leaving `target` now would be held back (the listener cancelled `beforeunload`). */
function leavingIsHeld(target: EventTarget): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

describe('unloadGuard', () => {
  it('holds the page while any write is out, and only then', () => {
    const page = new EventTarget()
    const guard = unloadGuard(page)
    expect(leavingIsHeld(page)).toBe(false)
    const first = guard.begin()
    const second = guard.begin()
    expect(leavingIsHeld(page)).toBe(true)
    first()
    expect(leavingIsHeld(page)).toBe(true)
    second()
    expect(leavingIsHeld(page)).toBe(false)
  })

  it('ending a write twice does not release another write still out', () => {
    const page = new EventTarget()
    const guard = unloadGuard(page)
    const first = guard.begin()
    const second = guard.begin()
    first()
    first()
    expect(leavingIsHeld(page)).toBe(true)
    second()
    expect(leavingIsHeld(page)).toBe(false)
    // Counting starts over cleanly after a double end.
    const third = guard.begin()
    expect(leavingIsHeld(page)).toBe(true)
    third()
    expect(leavingIsHeld(page)).toBe(false)
  })

  it('without a window there is nothing to guard', () => {
    expect(() => unloadGuard(null).begin()()).not.toThrow()
  })
})

describe('the engine guards each write until its answer', () => {
  const network: ClientError = { isPqlError: true, id: errorIds.network, type: 'clientError', showContactSupport: false, debugMessage: 'offline' }
  const outcomes: [string, () => Promise<Result<unknown>>][] = [
    ['succeeds', () => Promise.resolve(ok(true))],
    ['fails', () => Promise.resolve({ ok: false, error: { isPqlError: true, id: 'e1', type: 'serverError', showContactSupport: false } })],
    ['gets no answer', () => Promise.resolve({ ok: false, error: network })],
    ['throws', () => Promise.reject(new Error('boom'))],
  ]

  for (const [name, answer] of outcomes) {
    it(`a write that ${name}`, async () => {
      const page = new EventTarget()
      let release: () => void = () => undefined
      const call = ((op: string) =>
        op === 'SaveNotification' ? new Promise<void>((resolve) => (release = resolve)).then(answer) : Promise.resolve(ok([]))) as Call
      const engine = createDataEngine({ call, retry: { count: 0, delayMs: () => 0 }, writesInFlight: unloadGuard(page) })
      expect(leavingIsHeld(page)).toBe(false)
      const input = { id: 'a', isNew: true, methodId: 'b', trigger: 'unlockRequestSubmitted' } as OperationInput<'SaveNotification'>
      const done = engine.runMutation('SaveNotification', input)
      await Promise.resolve()
      expect(leavingIsHeld(page)).toBe(true)
      release()
      await done
      expect(leavingIsHeld(page)).toBe(false)
    })
  }
})
