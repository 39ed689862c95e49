/**
 * Virtual time for the data engine: an RxJS VirtualTimeScheduler driven in steps, letting the
 * promises that calls return settle between timer firings.
 */
import { VirtualTimeScheduler } from 'rxjs'

export interface VirtualClock {
  readonly scheduler: VirtualTimeScheduler
  now(): number
  /** Runs every timer due up to now + ms, settling promises in between. */
  advance(ms: number): Promise<void>
  /** Lets pending promise callbacks run (no time passes). */
  settle(): Promise<void>
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

export function virtualClock(): VirtualClock {
  const scheduler = new VirtualTimeScheduler()
  const settle = async () => {
    for (let i = 0; i < 3; i++) await tick()
  }
  return {
    scheduler,
    now: () => scheduler.now(),
    settle,
    async advance(ms) {
      const target = scheduler.frame + ms
      for (;;) {
        await settle()
        const next = scheduler.actions[0]
        if (!next || next.delay > target) break
        scheduler.maxFrames = next.delay
        scheduler.flush()
      }
      scheduler.frame = target
      await settle()
    },
  }
}
