/**
 * Saving the state once for a burst of changes: a change asks for a save; the save runs at the
 * next idle moment the timers give, and no sooner than `minGapMs` after the previous save, so
 * changes that come while one is pending (a dispatch and the simulated Macs' screenshots, one
 * after another) share it. `flush` saves a pending change at once (the page is going away);
 * `cancel` drops it (the state was just replaced by the saved one). Without timers, every change
 * saves at once.
 */
export interface SaveTimers {
  /** Runs `run` at an idle moment at least `delayMs` from now; returns what cancels it. */
  later(run: () => void, delayMs: number): () => void
  /** Milliseconds on a monotonic clock. */
  now(): number
}

export interface CoalescedSave {
  /** A change happened: save it (at once without timers, else at the next idle moment). */
  request(): void
  /** Saves a pending change now; nothing when none is pending. */
  flush(): void
  /** Forgets a pending change without saving it. */
  cancel(): void
}

export function coalescedSave(save: () => void, timers: SaveTimers | undefined, minGapMs: number): CoalescedSave {
  if (!timers) return { request: save, flush: () => {}, cancel: () => {} }
  let stop: (() => void) | null = null
  let lastSave = Number.NEGATIVE_INFINITY
  const run = () => {
    stop = null
    lastSave = timers.now()
    save()
  }
  const cancel = () => {
    stop?.()
    stop = null
  }
  return {
    request() {
      if (stop) return
      stop = timers.later(run, Math.max(0, lastSave + minGapMs - timers.now()))
    },
    flush() {
      if (!stop) return
      cancel()
      run()
    },
    cancel,
  }
}
