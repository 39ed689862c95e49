/**
 * The production build's service worker (sw.js, made by the build from its precache list): it
 * keeps this version's code, styles and documents on the device and answers from them first, so
 * a repeat visit, or one without a network, opens without downloading the code again. API
 * requests are never answered by it.
 *
 * A new version installs in the background and waits: the page is never served files of two
 * versions. When one is waiting, a toast offers to reload; "Reload" lets it take over and loads
 * the page again from it. Another open page of the dashboard, when the new version takes over,
 * keeps running its own version (what it still loads comes from the host, which keeps the old
 * hashed files) and offers the same reload: it never reloads by itself, which could lose what the
 * parent was typing there.
 *
 * Loaded after the page's start (src/main.tsx): nothing here is on a route's critical path. Not
 * part of demo builds, whose fake server is itself the service worker of the same scope.
 */
import { Workbox } from 'workbox-window'
import { toast } from './data/toasts'

export const updateReadyMessage = 'A new version of Gatehouse is ready'

/** How often an open page asks whether a new version was published (the browser also asks on each visit). */
const updateCheckMs = 60 * 60 * 1000

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown
}

/**
 * The worker's address for `register`. Under a Trusted Types policy (require-trusted-types-for
 * 'script') a script address must be a TrustedScriptURL: a policy of its own that allows this one
 * address and nothing else.
 */
function workerScriptUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: ScriptUrlPolicy): ScriptUrlPolicy } }).trustedTypes
  if (!factory) return url
  const policy = factory.createPolicy('gatehouse-service-worker', {
    createScriptURL: (candidate: string) => {
      if (candidate !== url) throw new TypeError(`Only the dashboard's own service worker may be registered, not ${candidate}`)
      return candidate
    },
  })
  // A TrustedScriptURL, which `register` accepts in place of the string.
  return policy.createScriptURL(url) as string
}

/** Registers the worker at `base` (the build's base path) and offers each new version. */
export function registerAppWorker(base: string): void {
  if (!('serviceWorker' in navigator)) return
  const url = `${base}sw.js`
  const workbox = new Workbox(workerScriptUrl(url), { scope: base })
  let reloading = false
  const reload = () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  }
  // One offer at a time, replaced in place.
  let offer: string | undefined
  let applying = false
  workbox.addEventListener('waiting', () => {
    offer = toast.offer(
      updateReadyMessage,
      {
        label: 'Reload',
        run: () => {
          // The reload waits for the new version to take over, so it is the one that answers.
          applying = true
          workbox.messageSkipWaiting()
        },
      },
      offer,
    )
  })
  workbox.addEventListener('controlling', (event) => {
    if (applying) reload()
    // Another page of the dashboard let the new version take over: this one offers to reload.
    else if (event.isUpdate) offer = toast.offer(updateReadyMessage, { label: 'Reload', run: reload }, offer)
  })
  void workbox.register().then((registration) => {
    if (!registration) return
    window.setInterval(() => void workbox.update(), updateCheckMs)
  })
}
