/**
 * The demo build's first script (index.html loads it before the app, see vite.config.ts): starts
 * the fake server once the page has loaded and publishes the promise, so the app's API calls can
 * wait for it without importing it.
 */
import type { DemoControl } from '@domain/demo/control'

declare global {
  interface Window {
    /** Settles once the demo's fake server answers requests (demo builds only). */
    gatehouseDemoReady?: Promise<DemoControl>
  }
}

const serviceWorkersMissing = 'This browser cannot run the demo: service workers are turned off or unsupported here.'

/**
 * Resolves once the page has loaded and then gone idle: the fake server's large chunk is fetched
 * and started after the page is drawn and hydrated, not in their way (a prerendered page loads
 * its app only after its first paint, which can be after the load event). An idle moment is
 * awaited for at most two seconds.
 */
const pageLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    const next = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 })
      else setTimeout(resolve, 0)
    }
    if (document.readyState === 'complete') next()
    else window.addEventListener('load', next, { once: true })
  })

window.gatehouseDemoReady =
  'serviceWorker' in navigator
    ? pageLoaded()
        .then(() => import('./browser'))
        .then(({ startDemo }) => startDemo())
    : Promise.reject(new Error(serviceWorkersMissing))
// The app reports a failure; this only keeps it from also showing up as an unhandled rejection.
window.gatehouseDemoReady.catch(() => {})
