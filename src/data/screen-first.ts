/**
 * The screen's own data first, and alone: while an address's screen waits for its data, a query
 * marked `followsScreen` (the frame's account and list of requests) does not go out. It goes once
 * the screen's data is in (answered or failed) and the screen has been drawn with it (the app says
 * so: `drawn`), or at the latest `drawnFallbackMs` after the data is in, so the first screen's
 * round trip and its drawing share the connection and the main thread with nothing. Polls and
 * later fetches of such a query are held the same way only while a screen waits. A reset (logout)
 * drops what was held.
 */
import type { SchedulerLike } from 'rxjs'

export interface ScreenFirst {
  /** Holds the following queries until `screen` settles and a screen is drawn (a later hold replaces an earlier one). */
  readonly hold: (screen: Promise<unknown>) => void
  /** The screen on the page has been drawn with its data. */
  readonly drawn: () => void
  /** Runs `fetch` now, or once the screen is drawn when `follows` and a screen waits. */
  readonly after: (follows: boolean, fetch: () => Promise<void>) => Promise<void>
}

/** How long after the screen's data the followers wait at most for the screen to say it is drawn. */
const drawnFallbackMs = 2_000

export function createScreenFirst(epoch: () => number, scheduler: SchedulerLike): ScreenFirst {
  let held: Promise<void> | null = null
  let drawnCount = 0
  let waiters: (() => void)[] = []
  const drawnSince = (count: number): Promise<void> | undefined => {
    if (drawnCount > count) return undefined
    return new Promise<void>((resolve) => {
      waiters.push(resolve)
      scheduler.schedule(resolve, drawnFallbackMs)
    })
  }
  return {
    hold(screen) {
      const count = drawnCount
      const mine: Promise<void> = screen
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => drawnSince(count))
        .then(() => {
          if (held === mine) held = null
        })
      held = mine
    },
    drawn() {
      drawnCount++
      const ready = waiters
      waiters = []
      for (const resolve of ready) resolve()
    },
    after(follows, fetch) {
      if (!follows || held === null) return fetch()
      const startEpoch = epoch()
      return held.then(() => (epoch() === startEpoch ? fetch() : undefined))
    },
  }
}
