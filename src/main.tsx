import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { whenRequestsSettle } from './api-activity'
import { markAppStarted } from './code-failure'
import { connectApp } from './connect'
import { renderDemoFailure, startDemoMode } from './demo/boot'
import { createAppRouter } from './router'
import { signInWithTestCredential } from './test-credential'
import { startTheme } from './theme'
import './styles/app.css'

// Every module of the app has arrived (the documents' first script watches for this). The mark
// times it on the page's timeline (`npm run bench` reports it on a throttled phone).
markAppStarted()
performance.mark('gatehouse:app-code-ran')

// Non-production builds with a test credential: signed in before the router reads the session
// (the built documents' first scripts did it already; the dev server's page starts here).
signInWithTestCredential()
// The data layer's session and API client (loaded after the first paint, or already loaded by
// the signed-in documents' first script).
connectApp()

// The parent's theme before anything renders; the system's setting needs no script at all.
startTheme()

/**
 * Gives the browser a turn (input, painting) between the start's larger steps, so that none of
 * them holds the main thread long after the page has been painted.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** The app's router, made in `boot` (a task of its own, after the modules have run). */
let router: ReturnType<typeof createAppRouter>

const appOf = (appRouter: typeof router) => (
  <StrictMode>
    <RouterProvider router={appRouter} />
  </StrictMode>
)

/**
 * A page the build prerendered (its #root carries the path it was rendered for) is hydrated once
 * its route's code is loaded; any other address, or one the route sends elsewhere (e.g. a guard),
 * is rendered from scratch.
 */
async function mount(container: HTMLElement): Promise<Root> {
  const app = appOf(router)
  const prerendered = container.dataset.prerendered
  if (prerendered !== undefined && prerendered === window.location.pathname) {
    // Rendered as at build time: the matches resolved and their code loaded before hydrating.
    router.ssr = { manifest: undefined }
    await nextTask()
    await router.load()
    await nextTask()
    if (router.state.location.pathname === prerendered) return hydrateRoot(container, app)
    router.ssr = undefined
  }
  const root = createRoot(container)
  root.render(app)
  return root
}

async function boot(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  // Building the route tree is a task of its own: evaluating the app's modules is one already.
  await nextTask()
  router = createAppRouter()
  const root = await mount(container)
  if (__DEMO__) {
    // The demo's entry script (injected before this one in demo builds) is starting the
    // in-browser fake server alongside the app; API calls wait for it. If it cannot start, the
    // page explains why instead.
    const started = await startDemoMode()
    if (started.ok) {
      // End-to-end tests keep one signed-in page and start each test from it (src/demo/kept-page.ts).
      let current = root
      void import('./demo/kept-page').then(({ offerKeptPage }) =>
        offerKeptPage(started.control, {
          unmount: () => {
            current.unmount()
            // The router's history wraps the page's pushState and listens to it: the next
            // router's must be the only one.
            router.history.destroy()
          },
          mount: () => {
            router = createAppRouter()
            current = createRoot(container)
            current.render(appOf(router))
          },
        }),
      )
      return
    }
    root.unmount()
    renderDemoFailure(container, started.reason)
  }
}

void boot()

/**
 * Production builds keep their files on the device through a service worker (src/app-update.ts).
 * Its first install downloads the whole build, so it starts only once the page has loaded, the
 * first screen's API answers are in (none on a public page), the screen has had time to draw them
 * and the browser is idle: off the route's critical path, and never competing with the first
 * screen for a phone's network or its main thread.
 */
if (import.meta.env.PROD && !__DEMO__) {
  /** How long after the first screen's answers the worker waits before it registers. */
  const afterAnswersMs = 3_000
  const start = () => {
    const register = () => void import('./app-update').then((m) => m.registerAppWorker(import.meta.env.BASE_URL))
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 })
      else register()
    }
    void whenRequestsSettle().then(() => setTimeout(whenIdle, afterAnswersMs))
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
