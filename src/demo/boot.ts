/**
 * Starts demo mode: the fake server runs in a service worker inside the browser. Loaded only by
 * demo builds through a lazy import, so production builds contain none of it.
 */
import { setDemoControl } from './control'

export type DemoStart = { ok: true } | { ok: false; reason: string }

export async function startDemoMode(): Promise<DemoStart> {
  if (!('serviceWorker' in navigator)) {
    return {
      ok: false,
      reason:
        'This browser cannot run the demo: service workers are turned off or unsupported here (a private window, or a page not served from localhost or HTTPS).',
    }
  }
  try {
    const { startDemo } = await import('../../fake-server/browser')
    setDemoControl(await startDemo())
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
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
  card.append(title, text, retry)
  main.append(card)
  container.replaceChildren(main)
}
