/**
 * Idle invalidation: prefixes invalidated once `delayMs` passed without another call under the
 * same id, so a burst of quick actions asks the server once, when the parent pauses.
 */
import type { SchedulerLike, Subscription } from 'rxjs'
import type { CacheKey } from './queries'

export interface IdleInvalidation {
  readonly invalidateWhenIdle: (id: string, prefixes: readonly CacheKey[], delayMs: number) => void
  /** Runs the invalidation pending under `id` now, if there is one. */
  readonly flushIdle: (id: string) => void
  readonly clear: () => void
}

export function createIdleInvalidation(scheduler: SchedulerLike, invalidate: (prefix: CacheKey) => void): IdleInvalidation {
  const idle = new Map<string, { timer: Subscription; prefixes: readonly CacheKey[] }>()

  function flushIdle(id: string): void {
    const pending = idle.get(id)
    if (!pending) return
    pending.timer.unsubscribe()
    idle.delete(id)
    for (const prefix of pending.prefixes) invalidate(prefix)
  }

  return {
    flushIdle,
    invalidateWhenIdle(id, prefixes, delayMs) {
      idle.get(id)?.timer.unsubscribe()
      idle.set(id, { timer: scheduler.schedule(() => flushIdle(id), delayMs), prefixes })
    },
    clear() {
      for (const pending of idle.values()) pending.timer.unsubscribe()
      idle.clear()
    },
  }
}
