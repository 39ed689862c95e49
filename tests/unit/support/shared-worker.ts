/**
 * Setup of the `app` project, whose test files share their worker (vite.config.ts): starting a
 * worker and loading its packages for every file cost more than the tests themselves. Each file
 * still starts as it would in a worker of its own:
 * - the project's modules are evaluated afresh for it (a store, a session, a harness of its own);
 * - at its end, the globals it set, replaced or removed are put back as they were at its start
 *   (storage, fetch, flags), the timers it left waiting are cleared (a poll left running
 *   must not call into the next file), and the listeners it left on the window are removed (a
 *   page guard left up must not ask before the next file's page leaves);
 * - it may not mock modules: a mock would outlive it, so a file that mocks runs in a worker of
 *   its own (`mockTests` in vite.config.ts).
 * Packages (React, zod, msw…) are loaded once per worker and keep what they hold themselves.
 */
import { afterAll, vi } from 'vitest'
import { keepGlobals, noteListeners, noteTimers } from './file-state'

vi.resetModules()

const refuseMocks = (call: string) => () => {
  throw new Error(`${call}: this file mocks modules, so it needs a worker of its own: add it to mockTests in vite.config.ts.`)
}
Object.assign(vi, { mock: refuseMocks('vi.mock'), doMock: refuseMocks('vi.doMock') })

const putGlobalsBack = keepGlobals()
const timers = noteTimers()
const listeners = noteListeners()

afterAll(() => {
  timers.clearLeft()
  listeners.removeLeft()
  putGlobalsBack()
})
