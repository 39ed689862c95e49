/**
 * The fake server in the browser: answers the app's PairQL calls through msw's service worker.
 * The real clock, crypto ids and randomness are chosen here, at the edge. Demo builds load it
 * through `browser-entry.ts`, which index.html runs before the app.
 */
import { setupWorker } from 'msw/browser'
import type { DemoControl } from '@domain/demo'
import { createFakeServer, defaultStorageKey } from './server'

declare global {
  interface Window {
    /** The demo's control, for testers and end-to-end tests. */
    gatehouseDemo?: DemoControl
  }
}

const cryptoRandom = (): number => {
  const word = new Uint32Array(1)
  globalThis.crypto.getRandomValues(word)
  return (word[0] ?? 0) / 4294967296
}

export async function startDemo(): Promise<DemoControl> {
  const fake = createFakeServer({
    clock: () => new Date(),
    ids: () => globalThis.crypto.randomUUID(),
    random: cryptoRandom,
    storage: window.localStorage,
    dashboardUrl: window.location.origin,
    // Offline (e.g. Playwright's context.setOffline), requests fail as they would on a network.
    isOnline: () => navigator.onLine,
  })
  const worker = setupWorker(...fake.handlers)
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  await fake.ready()
  // Simulated devices act on their own (e.g. redeem a connection code a few seconds after it is
  // issued); this timer only applies the work that is due.
  window.setInterval(() => void fake.tick(), 1_000)
  // Each tab runs its own fake server on the same saved state: when another tab saves, take its
  // state before this tab's next save would overwrite it.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && (event.key === defaultStorageKey || event.key === null)) {
      void fake.reload()
    }
  })
  window.gatehouseDemo = fake.control
  return fake.control
}
