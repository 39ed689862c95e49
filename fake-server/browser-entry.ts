/**
 * The demo build's first script (index.html loads it before the app, see vite.config.ts): starts
 * the fake server and publishes the promise, so the app can wait for it without importing it.
 */
import type { DemoControl } from '@domain/demo'

declare global {
  interface Window {
    /** Settles once the demo's fake server answers requests (demo builds only). */
    gatehouseDemoReady?: Promise<DemoControl>
  }
}

const serviceWorkersMissing =
  'This browser cannot run the demo: service workers are turned off or unsupported here.'

window.gatehouseDemoReady =
  'serviceWorker' in navigator
    ? import('./browser').then(({ startDemo }) => startDemo())
    : Promise.reject(new Error(serviceWorkersMissing))
// The app reports a failure; this only keeps it from also showing up as an unhandled rejection.
window.gatehouseDemoReady.catch(() => {})
