/**
 * When the page may ask for images from the server (screenshots).
 *
 * - By default at once: the server's images come from the server's own addresses.
 * - A build whose server runs inside the page (the demo's, behind a service worker) holds them
 *   until that server takes the page's requests: a page drawn before then (from the answers the
 *   device kept) would ask the web server instead, which answers with the app's HTML, and the
 *   image would fail for good. The app names what to wait for at start (`holdServerImages`).
 *   Once they may load, they may for the rest of the page's life.
 *
 * No React here: the signed-in documents' first script connects the app before React has loaded.
 */

let ready = true
let waitingFor: Promise<unknown> | null = null
const listeners = new Set<() => void>()

/**
 * Images wait until `until` settles (called by the app at start). A server that could not start
 * (a rejection) keeps them waiting: the page says why it failed.
 */
export function holdServerImages(until: Promise<unknown>): void {
  if (waitingFor === until) return
  waitingFor = until
  ready = false
  until.then(
    () => {
      if (waitingFor !== until) return
      ready = true
      for (const listener of [...listeners]) listener()
    },
    () => {},
  )
}

/** Whether images may load now. */
export const serverImagesReady = (): boolean => ready

/** Calls `listener` once images may load; returns the function that stops it. */
export function subscribeServerImages(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
