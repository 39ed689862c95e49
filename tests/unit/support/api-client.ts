/**
 * The API client as the app in a browser builds it, talking to the fake server behind msw/node
 * (tests/unit/fake-server/harness.ts): the app's API profile, the dashboard's address sent along,
 * the token read from the stored session, and the global fetch (which a test may stub).
 */
import { createClient } from '../../../src/api/client'
import { apiProfile } from '../../../src/api/config'
import { readAdminToken } from '../../../src/session'
import { api, dashboard } from '../fake-server/harness'

export function testClient(onLoggedOut: () => void = () => undefined): ReturnType<typeof createClient> {
  return createClient({
    apiUrl: api,
    pageOrigin: dashboard,
    profile: apiProfile,
    sendDashboardUrl: true,
    fetch: (input, init) => fetch(input, init),
    readToken: readAdminToken,
    onLoggedOut,
  })
}
