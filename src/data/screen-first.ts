/**
 * The screen's own data first, and alone: while an address's screen waits for its data, a query
 * marked `followsScreen` (the frame's account and list of requests) does not go out; it goes once
 * the screen's data is in (answered or failed), so the first screen's round trip shares the
 * connection and the main thread with nothing. Polls and later fetches of such a query are held
 * the same way only while a screen waits. A reset (logout) drops what was held.
 */
export interface ScreenFirst {
  /** Holds the following queries until `screen` settles (a later hold replaces an earlier one). */
  readonly hold: (screen: Promise<unknown>) => void
  /** Runs `fetch` now, or once the screen's data is in when `follows` and a screen waits. */
  readonly after: (follows: boolean, fetch: () => Promise<void>) => Promise<void>
}

export function createScreenFirst(epoch: () => number): ScreenFirst {
  let held: Promise<void> | null = null
  return {
    hold(screen) {
      const settled: Promise<void> = screen.then(
        () => undefined,
        () => undefined,
      )
      const mine = settled.then(() => {
        if (held === mine) held = null
      })
      held = mine
    },
    after(follows, fetch) {
      if (!follows || held === null) return fetch()
      const startEpoch = epoch()
      return held.then(() => (epoch() === startEpoch ? fetch() : undefined))
    },
  }
}
