/**
 * Whether the page is waiting for the API: the count of requests in flight, and a promise for the
 * moment none is. The browser's API client counts its requests here (src/browser-client.ts); the
 * app's start waits for the first screen's answers before it begins work that competes with them
 * for the network (src/main.tsx). It imports nothing, so a public page's start can use it.
 */
let inFlight = 0
let waiters: Array<() => void> = []

/** Counts one request from now until `done` settles, whether it succeeds or fails. */
export function countRequest<T>(done: Promise<T>): Promise<T> {
  inFlight += 1
  const finish = () => {
    inFlight -= 1
    if (inFlight > 0) return
    const settled = waiters
    waiters = []
    for (const resolve of settled) resolve()
  }
  void done.then(finish, finish)
  return done
}

/** Resolves once no API request is in flight: at once when none is. */
export function whenRequestsSettle(): Promise<void> {
  if (inFlight === 0) return Promise.resolve()
  return new Promise((resolve) => waiters.push(resolve))
}
