/**
 * Whether the server can be reached. The app is offline while the browser says it has no network,
 * or after a request could not reach the server (no answer, or none in time; for a query, after
 * its retries), until the browser reports the network back or a request gets through.
 *
 * While offline, queries pause: no polling and no retries. A parent's own action (opening a
 * screen, 'refresh', coming back to the window) still tries. While the browser claims a network
 * the server does not answer, a probe tries again every `probeMs`. Coming back online refetches
 * every mounted query.
 */
import { NEVER, type Observable, type SchedulerLike, Subscription, timer } from 'rxjs'

export interface Connectivity {
  readonly isOffline: () => boolean
  readonly subscribe: (listener: () => void) => () => void
  /** A request could not reach the server. */
  readonly markUnreachable: () => void
  /** A request got an answer. */
  readonly markReachable: () => void
  readonly dispose: () => void
}

export interface ConnectivityOptions {
  /** The browser's network state (`navigator.onLine` and its online / offline events). */
  readonly network$?: Observable<boolean>
  readonly scheduler: SchedulerLike
  readonly probeMs: number
  /** Called when the app comes back online (refetch what is on screen), and for each probe. */
  readonly retry: () => void
}

export function createConnectivity(options: ConnectivityOptions): Connectivity {
  let networkUp = true
  let unreachable = false
  let offline = false
  const listeners = new Set<() => void>()
  const lifetime = new Subscription()
  let probe: Subscription | null = null

  const stopProbe = () => {
    probe?.unsubscribe()
    probe = null
  }

  function update(): void {
    const next = !networkUp || unreachable
    // Probe only while the browser claims a network the server does not answer.
    if (next && networkUp && !probe) {
      probe = timer(options.probeMs, options.probeMs, options.scheduler).subscribe(() => options.retry())
    } else if (!(next && networkUp)) stopProbe()
    if (next === offline) return
    offline = next
    for (const fn of [...listeners]) fn()
    if (!offline) options.retry()
  }

  lifetime.add(
    (options.network$ ?? NEVER).subscribe((up) => {
      networkUp = up
      // The network came back: whether the server answers is for the next request to tell.
      if (up) unreachable = false
      update()
    }),
  )

  return {
    isOffline: () => offline,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    markUnreachable() {
      unreachable = true
      update()
    },
    markReachable() {
      if (!unreachable) return
      unreachable = false
      update()
    },
    dispose() {
      stopProbe()
      lifetime.unsubscribe()
    },
  }
}
