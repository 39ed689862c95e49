/**
 * Demo mode: the fake server runs inside the browser behind a service worker. The demo build's
 * own entry script starts loading it alongside the app (see vite.config.ts) and publishes the
 * promise as `window.gatehouseDemoReady`; the app draws at once and only its API calls wait for
 * it. Loaded by demo builds only.
 */
import type { DemoControl } from '@domain/demo/control'
import { supportLink } from '../ui/support'
import { setDemoControl } from './control'

export type DemoStart = { ok: true; control: DemoControl } | { ok: false; reason: string }

const serviceWorkerHelp =
  'The demo runs its server inside this browser with a service worker. Service workers need an ordinary (not private) window, and a page served from localhost or over HTTPS.'

/**
 * Resolves once the in-browser fake server answers (rejects if it cannot start). The page is
 * drawn without waiting for it; only the API calls wait.
 */
export function demoServerReady(): Promise<unknown> {
  return window.gatehouseDemoReady ?? Promise.reject(new Error("The demo's server did not load."))
}

/** Waits for the in-browser fake server; never throws. */
export async function startDemoMode(): Promise<DemoStart> {
  if (!('serviceWorker' in navigator)) {
    return {
      ok: false,
      reason: `This browser cannot run the demo: service workers are turned off or unsupported here. ${serviceWorkerHelp}`,
    }
  }
  const ready = window.gatehouseDemoReady
  if (!ready) {
    return {
      ok: false,
      reason: `The demo's server did not load, so the dashboard has nothing to talk to. ${serviceWorkerHelp}`,
    }
  }
  try {
    const control = await ready
    setDemoControl(control)
    return { ok: true, control }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      reason: detail.startsWith('This browser cannot run the demo')
        ? `${detail} ${serviceWorkerHelp}`
        : `The demo's server could not start (${detail}). ${serviceWorkerHelp}`,
    }
  }
}

/** A plain page (no React) explaining why the demo did not start, with a way forward. */
export function renderDemoFailure(container: HTMLElement, reason: string): void {
  const main = document.createElement('main')
  main.className = 'page'
  main.id = 'main'
  const card = document.createElement('div')
  card.className = 'card'
  const title = document.createElement('h1')
  title.textContent = 'The demo could not start'
  const text = document.createElement('p')
  text.textContent = reason
  const retry = document.createElement('button')
  retry.className = 'btn'
  retry.type = 'button'
  retry.textContent = 'Try again'
  retry.addEventListener('click', () => window.location.reload())
  const actions = document.createElement('div')
  actions.className = 'row'
  actions.append(retry, supportLink(document))
  card.append(title, text, actions)
  main.append(card)
  container.replaceChildren(main)
}
