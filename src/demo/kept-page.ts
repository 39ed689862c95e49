/**
 * The kept test page (demo builds only): end-to-end tests run one signed-in page per worker and
 * bring it back to a freshly seeded, signed-in demo before each test without loading it again,
 * then open the test's address inside the app. Published as `window.gatehouseKeptPage`.
 *
 * A reset unmounts the app, empties the data layer (snapshots, events, drafts, polls, toasts),
 * removes every stored value but the session and the demo's saved state, empties session storage,
 * cookies, IndexedDB, the Cache Storage and the page's resource timings, and brings back the demo state the test runner kept
 * (`DemoControl.keepState`). `open(path)` mounts the app afresh (a new router) at that address. What the page holds that a reset would hide rather than undo (an open dialog, a change
 * still on its way to the server) is named by `leftovers()`, so that the test that left it fails.
 */
import type { DemoControl } from '@domain/demo/control'
import { resetLoggedOutNotice } from '../api/logged-out'
import { isNewDraft, resetData, startNewDraft, toast, toastsShown, writesWaiting } from '../data'
import { adminTokenKey } from '../session-keys'
import { setThemeChoice } from '../theme'

/** How main.tsx lets the kept page take the app down and bring it up again. */
export interface AppMount {
  unmount(): void
  /** Mounts the app with a new router, at the page's address. */
  mount(): void
}

export interface KeptPage {
  /** What a reset could not undo, named ("1 change still waiting for the server's answer"); empty when nothing. */
  leftovers(): string[]
  /**
   * Back to the kept demo state, the app unmounted, with `session` (the session's stored values)
   * stored again; `restored` false when no state is kept.
   */
  reset(session?: Readonly<Record<string, string>>): Promise<{ restored: boolean }>
  /** Opens `path` as the address bar would, without loading: the app mounted afresh there. */
  open(path: string): void
  /** Leaves a mark in each kind of state a reset must undo. */
  leaveMarks(): Promise<void>
  /** The marks `leaveMarks` left that are still there. */
  marksLeft(): Promise<string[]>
}

declare global {
  interface Window {
    gatehouseKeptPage?: KeptPage
  }
}

/** Stored values a reset keeps: the session and the demo's own saved state. */
const keptKeys = new Set(['admin_id', adminTokenKey, 'gatehouse-demo-state'])
const mark = 'gatehouse-e2e-mark'

function leftovers(): string[] {
  // What is on screen (dialogs, drawers, toasts) goes with the app; a write does not: its answer
  // would land in the next test, or the server apply it after the reset.
  const writes = writesWaiting()
  return writes > 0 ? [`${writes} change${writes === 1 ? '' : 's'} still waiting for the server's answer (leaving would ask first)`] : []
}

async function emptyBrowserState(): Promise<void> {
  for (const key of Object.keys(window.localStorage)) if (!keptKeys.has(key)) window.localStorage.removeItem(key)
  window.sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
  const databases = await indexedDB.databases()
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          if (!name) return resolve()
          const request = indexedDB.deleteDatabase(name)
          request.onsuccess = request.onerror = request.onblocked = () => resolve()
        }),
    ),
  )
  for (const key of await caches.keys()) await caches.delete(key)
}

export function offerKeptPage(control: DemoControl, app: AppMount): void {
  let mounted = true
  window.gatehouseKeptPage = {
    leftovers,
    async reset(session = {}) {
      if (mounted) app.unmount()
      mounted = false
      resetData()
      // Through the stored value, so that the page's theme follows at once.
      setThemeChoice('system')
      await emptyBrowserState()
      for (const [key, value] of Object.entries(session)) window.localStorage.setItem(key, value)
      resetLoggedOutNotice()
      // As a new page's: the browser keeps a few hundred entries, then drops new ones.
      performance.clearResourceTimings()
      const restored = (await control.restoreKeptState?.()) ?? false
      return { restored }
    },
    open(path) {
      // As the address bar opens a page: the app mounted afresh at the address (a new router),
      // nothing focused, at the top; the data layer keeps what it holds, as the demo's server does.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      // A new entry in the tab's history, as a page opened from the address bar has.
      if (mounted) {
        app.unmount()
        window.history.pushState(null, '', path)
      } else window.history.replaceState(null, '', path)
      window.scrollTo(0, 0)
      app.mount()
      mounted = true
    },
    async leaveMarks() {
      window.localStorage.setItem(mark, '1')
      window.sessionStorage.setItem(mark, '1')
      document.cookie = `${mark}=1; path=/; max-age=3600`
      await (await caches.open(mark)).put('/favicon.svg', new Response('1'))
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(mark)
        request.onsuccess = () => {
          request.result.close()
          resolve()
        }
        request.onerror = () => reject(new Error(String(request.error)))
      })
      startNewDraft(mark, 1)
      toast.success(mark)
      control.setFaults({ latencyMs: 1 })
    },
    async marksLeft() {
      const left: string[] = []
      if (window.localStorage.getItem(mark) !== null) left.push('local storage')
      if (window.sessionStorage.getItem(mark) !== null) left.push('session storage')
      if (document.cookie.includes(mark)) left.push('a cookie')
      if (await caches.has(mark)) left.push('the Cache Storage')
      if ((await indexedDB.databases()).some((db) => db.name === mark)) left.push('IndexedDB')
      if (isNewDraft(mark)) left.push('a draft')
      if (Object.keys(window.localStorage).some((key) => key !== mark && window.localStorage.getItem(key)?.includes(mark)))
        left.push('a stored draft')
      if (toastsShown().some((shown) => shown.message === mark)) left.push('a toast')
      if (control.faults().latencyMs !== 0) left.push('a fault of the demo server')
      return left
    },
  }
}
