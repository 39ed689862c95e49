/**
 * What a test file leaves behind in its worker, and undoing it (tests/unit/support/shared-worker.ts).
 */

type Key = string | symbol
type Timer = ReturnType<typeof setTimeout>

const descriptors = (): Map<Key, PropertyDescriptor | undefined> =>
  new Map(Reflect.ownKeys(globalThis).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)]))

/**
 * Notes the globals as they are; the function returned puts them back: it removes the globals
 * added since, and gives the others their value (or getter) of the moment noted.
 */
export function keepGlobals(): () => void {
  const noted = descriptors()
  return () => {
    const now = descriptors()
    for (const [key, descriptor] of now) {
      if (!noted.has(key) && descriptor?.configurable) Reflect.deleteProperty(globalThis, key)
    }
    for (const [key, descriptor] of noted) {
      if (descriptor && (now.get(key)?.configurable ?? true)) Object.defineProperty(globalThis, key, descriptor)
    }
  }
}

/**
 * Has the global setTimeout and setInterval note the timers they start from now on, until they
 * have run or been cleared. `clearLeft` clears those still waiting and says how many there were.
 * (Put the globals back with `keepGlobals`, noted before.)
 */
export function noteTimers(): { clearLeft: () => number } {
  const waiting = new Set<Timer>()
  const real = { setTimeout, setInterval, clearTimeout, clearInterval }
  Object.assign(globalThis, {
    setTimeout: (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = real.setTimeout(
        (...given: unknown[]) => {
          waiting.delete(timer)
          run(...given)
        },
        ms,
        ...args,
      )
      waiting.add(timer)
      return timer
    },
    setInterval: (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = real.setInterval(run, ms, ...args)
      waiting.add(timer)
      return timer
    },
    clearTimeout: (timer?: Timer) => {
      if (timer !== undefined) waiting.delete(timer)
      real.clearTimeout(timer)
    },
    clearInterval: (timer?: Timer) => {
      if (timer !== undefined) waiting.delete(timer)
      real.clearInterval(timer)
    },
  })
  return {
    clearLeft: () => {
      const left = waiting.size
      for (const timer of waiting) real.clearTimeout(timer)
      waiting.clear()
      return left
    },
  }
}
