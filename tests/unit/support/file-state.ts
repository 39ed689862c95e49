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

type Listened = {
  readonly target: EventTarget
  readonly type: string
  readonly listener: EventListenerOrEventListenerObject
  readonly options?: boolean | EventListenerOptions
}

/**
 * Has the window note the event listeners added to it from now on, until removed. `removeLeft`
 * removes those still there and says how many there were: a file's page guard (`beforeunload`)
 * or focus listener must not act in the next file. (The document is left alone: user-event
 * prepares it once per worker, and its listeners must stay.)
 */
export function noteListeners(): { removeLeft: () => number } {
  const targets = typeof window === 'undefined' ? [] : [window]
  const added: Listened[] = []
  const restore = targets.map((target) => {
    // Put back by assignment: in the test environment the window's properties are the global
    // object's accessors, which pass an assignment on to the window behind them.
    const original: unknown = {
      addEventListener: Reflect.get(target, 'addEventListener') as unknown,
      removeEventListener: Reflect.get(target, 'removeEventListener') as unknown,
    }
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    Object.assign(target, {
      addEventListener: (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        added.push({ target, type, listener, options })
        add(type, listener, options)
      },
      removeEventListener: (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
        const at = added.findIndex((entry) => entry.target === target && entry.type === type && entry.listener === listener)
        if (at >= 0) added.splice(at, 1)
        remove(type, listener, options)
      },
    })
    return () => Object.assign(target, original as object)
  })
  return {
    removeLeft: () => {
      restore.forEach((undo) => undo())
      const left = added.length
      for (const { target, type, listener, options } of added) target.removeEventListener(type, listener, options)
      added.length = 0
      return left
    },
  }
}
