/**
 * The app wires its layers at start: the data layer gets the parent's session and the browser's
 * API client from here (src/data/ports.ts), as neither the data layer nor the API client imports
 * the session. Both of the app's entries connect before they use the data layer: the app's entry
 * with the client loaded after the first paint (the public pages stay free of it), the signed-in
 * documents' first script with the client it has already loaded. In demo builds the server's
 * images wait, as the API calls do, until the demo's server takes the page's requests.
 */
import type { Call } from './api/client'
import { connectData } from './data/ports'
import { holdServerImages } from './ui/server-images'
import { adminId, onSessionCleared, onSessionEndedElsewhere } from './session'

let client: Promise<Call> | null = null

/** The browser's API client, loaded once; a failed download is tried again next time. */
function loadBrowserCall(): Promise<Call> {
  client ??= import('./browser-client').then(
    (module) => module.call,
    (error: unknown) => {
      client = null
      throw error
    },
  )
  return client
}

/** Connects the data layer to the session and the API client (`call`, or the browser's, loaded when first needed). */
export function connectApp(call?: Call): void {
  if (call) client = Promise.resolve(call)
  connectData({ session: { adminId, onSessionCleared, onSessionEndedElsewhere }, loadCall: loadBrowserCall })
  const demoReady = __DEMO__ && typeof window !== 'undefined' ? window.gatehouseDemoReady : undefined
  if (demoReady) holdServerImages(demoReady)
}
