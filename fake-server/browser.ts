/**
 * The fake server in the browser: answers the app's PairQL calls through msw's service worker.
 * The real clock, crypto ids and randomness are chosen here, at the edge. Demo builds load it
 * through `browser-entry.ts`, which index.html runs before the app.
 */
import { setupWorker } from 'msw/browser'
import { config as zodConfig } from 'zod/mini'
import type { DemoControl } from '@domain/demo/control'
import { type SaveTimers, createFakeServer, defaultStorageKey } from './server'

declare global {
  interface Window {
    /** The demo's control, for testers and end-to-end tests. */
    gatehouseDemo?: DemoControl
  }
}

// The page's Content-Security-Policy forbids eval: zod must not probe for it (a refused probe is
// still reported as a violation).
zodConfig({ jitless: true })

const cryptoRandom = (): number => {
  const word = new Uint32Array(1)
  globalThis.crypto.getRandomValues(word)
  return (word[0] ?? 0) / 4294967296
}

/** Where the demo is served: '/' or a path prefix (Vite's `base`), with a trailing slash. */
const base = import.meta.env.BASE_URL
const workerUrl = `${base}mockServiceWorker.js`

/**
 * Trusted Types (the page's policy requires them): msw registers its worker with the address as a
 * plain string (it copies its options, so a trusted value handed to it arrives as a plain object),
 * so the demo needs the `default` policy, which the browser consults for a plain string. It lets
 * through exactly one thing: this worker's address, for registering it. Anything else (HTML,
 * script text, any other script address) is refused as without it. Demo builds only; production
 * builds list no `default` policy.
 */
function allowWorkerRegistration(): void {
  const factory = (globalThis as { trustedTypes?: { defaultPolicy: unknown; createPolicy(name: string, rules: object): unknown } }).trustedTypes
  if (!factory || factory.defaultPolicy) return
  factory.createPolicy('default', {
    // Null: the browser refuses the string and reports it, as with no policy at all.
    createScriptURL: (url: string, _type: unknown, sink: string) => (url === workerUrl && sink === 'ServiceWorkerContainer register' ? url : null),
  })
}

/** Resolves once `registration` has an active worker. */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting
  if (registration.active || !worker) return Promise.resolve()
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve()
    })
  })
}

/** How long a started page waits for the worker it started on to control it. */
const controlTimeoutMs = 30_000
/** How often it looks whether that worker controls it (besides `controllerchange`). */
const controlPollMs = 50

/** Asks the demo's worker to take control of this page (vite.config.ts adds the answer to msw's worker). */
const claimMessage = 'GATEHOUSE_CLAIM'

/** Resolves on the page's next `controllerchange`, or after `ms`. */
const controllerChangeOr = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer)
      navigator.serviceWorker.removeEventListener('controllerchange', done)
      resolve()
    }
    const timer = window.setTimeout(done, ms)
    navigator.serviceWorker.addEventListener('controllerchange', done)
  })

/**
 * A page the demo's worker does not control although it is registered (a hard reload, or a load
 * while the worker was still installing, e.g. when the dev server reloads the first page of a
 * cold start) would send its requests past the fake server, to the web server, and msw would
 * reload it (losing whatever was typed into it meanwhile). Such a page asks the active worker to
 * claim it, and waits until it does, without loading again. A page loaded without any
 * registration (the first visit) is claimed by the worker as it activates.
 */
async function comeUnderControl(): Promise<void> {
  const container = navigator.serviceWorker
  const url = new URL(workerUrl, window.location.href).href
  const deadline = Date.now() + controlTimeoutMs
  let updated = false
  while (!container.controller) {
    const registrations = await container.getRegistrations()
    const ours = registrations.find((r) => [r.installing, r.waiting, r.active].some((w) => w?.scriptURL === url))
    // None (or it unregistered itself meanwhile): msw registers the worker afresh, and it
    // claims the page as it activates.
    if (!ours) return
    // A worker from before the claim answer existed is replaced; the new one claims as it activates.
    if (!updated) void ours.update().catch(() => {})
    updated = true
    await activated(ours)
    ours.active?.postMessage(claimMessage)
    await controllerChangeOr(controlPollMs * 4)
    if (Date.now() > deadline) throw new Error('its service worker did not take control of the page')
  }
}

/**
 * Resolves once this page's requests go through the active worker of `registration`, the one
 * the fake server was started on. Until then they may pass the fake server by: a page can load
 * uncontrolled, or controlled by the worker of the previous page in the tab, which unregistered
 * itself when that page closed (a reload, the navigation after a reset) and lets every request
 * through to the web server. The new worker claims the page once it is active.
 */
function controlledBy(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  const container = navigator.serviceWorker
  const ours = () => registration?.active != null && container.controller === registration.active
  if (ours()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    let looks = 0
    const check = () => {
      if (!ours()) {
        // Controlled by no worker or by a leaving one: ask the registration's worker to claim
        // it (now and then, not at every look).
        if (looks++ % 10 === 0) registration?.active?.postMessage(claimMessage)
        return
      }
      stop()
      resolve()
    }
    const timer = window.setTimeout(() => {
      stop()
      reject(new Error('its service worker did not take control of the page'))
    }, controlTimeoutMs)
    // A page already controlled by the worker while it was still activating sees no
    // `controllerchange` when the registration's worker becomes active: look again now and then.
    const poll = window.setInterval(check, controlPollMs)
    const stop = () => {
      window.clearTimeout(timer)
      window.clearInterval(poll)
      container.removeEventListener('controllerchange', check)
    }
    container.addEventListener('controllerchange', check)
  })
}

/** A page still here this long after `beforeunload` stayed (its navigation was cancelled). */
const stayedAfterMs = 2_000

/**
 * msw's worker stops answering for a page the moment it is about to unload (`beforeunload`), and
 * unregisters itself when that page was its last: a request the page sends after that (a
 * refetch, a poll) would pass the fake server by and reach the web server. So from that moment
 * the page's API calls wait (`window.gatehouseDemoReady` is pending again): if the page goes,
 * they are never sent; if it stays (its navigation was cancelled, e.g. the parent chose to stay
 * when asked before leaving) or comes back from the back-forward cache, `restart` starts the
 * worker again and they go to it.
 */
function holdRequestsWhileLeaving(restart: () => Promise<DemoControl>): void {
  let release: ((control: Promise<DemoControl>) => void) | undefined
  let timer: number | undefined
  const resume = () => {
    window.clearTimeout(timer)
    if (!release) return
    const restarted = restart()
    restarted.catch(() => {})
    release(restarted)
    release = undefined
  }
  window.addEventListener('beforeunload', () => {
    if (release) return
    const held = new Promise<DemoControl>((resolve) => {
      release = resolve
    })
    window.gatehouseDemoReady = held
    timer = window.setTimeout(resume, stayedAfterMs)
  })
  window.addEventListener('pagehide', () => window.clearTimeout(timer))
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resume()
  })
}

/**
 * Saves run when the page has time (at the latest a second after they are due), not in the
 * middle of the work that changed the state.
 */
const idleSaveTimers: SaveTimers = {
  now: () => performance.now(),
  later(run, delayMs) {
    let idle: (() => void) | undefined
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(run, { timeout: 1_000 })
        idle = () => window.cancelIdleCallback(handle)
      } else {
        const handle = window.setTimeout(run, 0)
        idle = () => window.clearTimeout(handle)
      }
    }, delayMs)
    return () => {
      window.clearTimeout(timer)
      idle?.()
    }
  },
}

export async function startDemo(): Promise<DemoControl> {
  allowWorkerRegistration()
  await comeUnderControl()
  const fake = createFakeServer({
    clock: () => new Date(),
    ids: () => globalThis.crypto.randomUUID(),
    random: cryptoRandom,
    storage: window.localStorage,
    saveTimers: idleSaveTimers,
    dashboardUrl: `${window.location.origin}${base.replace(/\/+$/, '')}`,
    // Screenshots are answered by the worker under the demo's base path, not the host's root.
    resourceOrigin: () => base.replace(/\/+$/, ''),
    // Offline (e.g. Playwright's context.setOffline), requests fail as they would on a network.
    isOnline: () => navigator.onLine,
    // A large family is seeded in chunks: between them the page draws and answers input.
    pause: () => new Promise((resolve) => window.setTimeout(resolve, 0)),
  })
  const worker = setupWorker(...fake.handlers)
  const startWorker = async () => {
    const registration = await worker.start({
      serviceWorker: { url: workerUrl, options: { scope: base } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
    // The app's requests wait for this: they must reach the worker that answers them.
    await controlledBy(registration)
  }
  await startWorker()
  holdRequestsWhileLeaving(async () => {
    worker.stop()
    await startWorker()
    return fake.control
  })
  await fake.ready()
  // A change not saved yet is saved before the page goes (a reload, another address, a closed
  // tab) or is hidden (a phone may end a hidden page without another event).
  window.addEventListener('pagehide', () => fake.flush())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') fake.flush()
  })
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
