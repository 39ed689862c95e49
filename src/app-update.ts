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
import { trustedPolicy, trustedPolicyNames } from './ui/trusted-types'

export const updateReadyMessage = 'A new version of Gatehouse is ready'

/** How often an open page asks whether a new version was published (the browser also asks on each visit). */
const updateCheckMs = 60 * 60 * 1000

/** Under Trusted Types the worker's address passes its own policy, which allows that one address only. */
function workerScriptUrl(url: string): string {
  return trustedPolicy(trustedPolicyNames.serviceWorker, {
    createScriptURL: (candidate) => {
      if (candidate !== url) throw new TypeError(`Only the dashboard's own service worker may be registered, not ${candidate}`)
      return candidate
    },
  }).scriptUrl(url)
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
