/**
 * The API client this browser uses: the build's API address and wire, the parent's token from the
 * session, and in demo builds the in-browser server to wait for. The app builds it here, above the
 * API layer, so that src/api imports neither the session nor the demo; the data layer gets it
 * through src/connect.ts.
 */
import { countRequest } from './api-activity'
import { type Call, createClient } from './api/client'
import { apiProfile, apiUrl, isNonProduction } from './api/config'
import { notifyLoggedOut } from './api/logged-out'
import { basePrefix } from './base-path'
import { demoServerReady } from './demo/boot'
import { expireSession, readAdminToken } from './session'

/**
 * What the app does when a call finds the session over: the token is dropped at once (other tabs
 * follow; the parent's drafts stay for their next login), then the parent is sent to log in.
 */
export function endExpiredSession(): void {
  expireSession()
  notifyLoggedOut()
}

let browserClient: { call: Call } | null = null

function defaultClient(): { call: Call } {
  browserClient ??= createClient({
    apiUrl,
    pageOrigin: typeof window === 'undefined' ? undefined : window.location.origin,
    ...(typeof window === 'undefined' ? {} : { dashboardUrl: `${window.location.origin}${basePrefix}` }),
    profile: apiProfile,
    sendDashboardUrl: isNonProduction,
    // The demo's server starts alongside the app: its calls wait until it answers. Every call
    // is counted while in flight (src/api-activity.ts).
    fetch: __DEMO__
      ? (...args) =>
          countRequest(
            (async () => {
              await demoServerReady()
              return globalThis.fetch(...args)
            })(),
          )
      : (...args) => countRequest(globalThis.fetch(...args)),
    readToken: readAdminToken,
    onLoggedOut: endExpiredSession,
  })
  return browserClient
}

/** Calls an operation of the API with the build's configuration. Never throws. */
export const call: Call = (op, input) => defaultClient().call(op, input)
