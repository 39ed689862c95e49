/**
 * While a change is on its way to the server, leaving or reloading the page would lose it: the
 * browser asks the parent first ("Leave site? Changes you made may not be saved."). Once every
 * write has its answer, the page leaves freely again.
 *
 * `begin()` marks one write as sent and returns its `end`, which may be called more than once.
 */
export interface WritesInFlight {
  begin(): () => void
}

/** No guard (tests, or no window). */
export const noWriteGuard: WritesInFlight = { begin: () => () => undefined }

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

/** Guards `target` (the window) with a `beforeunload` listener while at least one write is out. */
export function unloadGuard(target: Target | null): WritesInFlight {
  if (!target) return noWriteGuard
  let inFlight = 0
  const ask = (event: Event): void => {
    // Cancelling beforeunload is what makes the browser ask before leaving.
    event.preventDefault()
  }
  return {
    begin() {
      inFlight++
      if (inFlight === 1) target.addEventListener('beforeunload', ask)
      let ended = false
      return () => {
        if (ended) return
        ended = true
        inFlight--
        if (inFlight === 0) target.removeEventListener('beforeunload', ask)
      }
    },
  }
}
