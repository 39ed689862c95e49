/**
 * What a browser context kept between tests (the worker's kept page, kept-page.ts) must have reset
 * besides its page: the network, permissions, geolocation and extra headers a test may have set.
 */
import type { BrowserContext } from '@playwright/test'

/** A same-origin page that does not start the app (nor the demo). */
export const quietPage = '/favicon.svg'

/** Puts back the network, permissions, geolocation and extra headers as a new context has them. */
export async function resetKeptContext(context: BrowserContext): Promise<void> {
  await context.setOffline(false)
  await context.clearPermissions()
  await context.setGeolocation(null)
  await context.setExtraHTTPHeaders({})
}
