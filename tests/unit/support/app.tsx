/**
 * The whole app in a test's document (happy-dom), as a parent in a browser tab runs it: the
 * router, the data engine and the API client, against the demo family freshly seeded on the fake
 * server (behind msw/node). For tests of what one screen does with the parent's input and the
 * server's answers (validation, drafts, rollback, error toasts, dialogs), which need neither a
 * real browser's layout nor its loading: those stay end-to-end tests.
 *
 *   const app = await openApp('/devices/…')          // signed in as the demo parent
 *   await app.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Study laptop')
 *   app.fake.control.setFaults({ operations: ['SaveDevice'], errorRate: 1 })
 *   await app.reload()                                 // storage kept, memory gone
 *
 * Time: the page's and the server's clocks read the same `Date`, set to `instant` (default a
 * Wednesday morning, far from midnight, as the end-to-end tests' clock) and flowing from there.
 * Each test gets a new server, seeded at that instant; after it the app is unmounted, the data
 * layer emptied and the storage cleared, so the next test starts as a new tab would.
 */
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, vi } from 'vitest'
import { notifyLoggedOut } from '../../../src/api/logged-out'
import { connectApp } from '../../../src/connect'
import { resetData } from '../../../src/data'
import { dismissErrorDialog } from '../../../src/data/error-dialog'
import { dataEngine } from '../../../src/data/runtime'
import { clearToasts } from '../../../src/data/toasts'
import { createAppRouter } from '../../../src/router'
import { expireSession, saveSession } from '../../../src/session'
import type { FakeServer } from '../../../fake-server/server'
import { startFake } from '../fake-server/harness'
import { testClient } from './api-client'

/** The instant every test starts at unless it says otherwise: 2026-03-11 10:30 in the machine's time zone. */
export const defaultInstant = (): Date => new Date(2026, 2, 11, 10, 30, 0)

export interface OpenAppOptions {
  /** Signed in as the demo parent (default true). */
  readonly signedIn?: boolean
  /** The page's and the server's "now" at the start (default `defaultInstant()`). */
  readonly at?: Date
  /**
   * `window.location` follows the app's address, as a browser's address bar does (default false),
   * for screens that read it (the sign-up page's ad click id, the logout page's query).
   */
  readonly addressBar?: boolean
  /**
   * The page's timers (setTimeout, setInterval) run on the test's clock too (default false), so
   * that `passTime` can let a poll's or a retry's wait pass at once instead of waiting it out.
   */
  readonly passTime?: boolean
}

export interface App {
  /** The fake server: `fake.control` sets faults, reads the outbox, changes the subscription. */
  readonly fake: FakeServer
  /** A person at the keyboard and mouse (user-event). */
  readonly user: ReturnType<typeof userEvent.setup>
  /** The router's current address (path and search). */
  address(): string
  /** Opens `path` as the address bar would: the app mounted afresh there, memory and storage kept. */
  open(path: string): Promise<void>
  /** A reload: what the page holds in memory is gone (snapshots, events, toasts), the storage stays. */
  reload(): Promise<void>
  /**
   * Lets `ms` of time pass at once for the page and the server: the timers due by then run, in
   * order, as they would have. Needs the option `passTime`.
   */
  passTime(ms: number): Promise<void>
  /**
   * Lets time pass a second at a time until `reached()` holds (the retries' and polls' waits then
   * pass at once), and fails once `limitMs` of it has passed without. Needs the option `passTime`.
   */
  passTimeUntil(reached: () => boolean, limitMs?: number): Promise<void>
}

let unmountCurrent: (() => void) | null = null
/** Where `window.location` stood before a test that let it follow the app (option `addressBar`). */
let addressBefore: string | null = null

afterEach(() => {
  unmountCurrent?.()
  unmountCurrent = null
  cleanup()
  resetData()
  window.localStorage.clear()
  window.sessionStorage.clear()
  if (addressBefore !== null) window.history.replaceState(null, '', addressBefore)
  addressBefore = null
  vi.useRealTimers()
})

/** The app at `path`, on a freshly seeded demo family. */
export async function openApp(path: string, options: OpenAppOptions = {}): Promise<App> {
  // Only `Date` is replaced (and the timers, with `passTime`): promises and the network run as
  // they do in a browser, and the time flows as it does there.
  const toFake = options.passTime ? (['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const) : (['Date'] as const)
  vi.useFakeTimers({ toFake: [...toFake], now: options.at ?? defaultInstant(), shouldAdvanceTime: true })
  const harness = await startFake({ clock: () => new Date() })
  if (options.signedIn ?? true) saveSession(await harness.loginDemo())
  const { call } = testClient(() => {
    expireSession()
    notifyLoggedOut()
  })
  connectApp(call)

  let router: ReturnType<typeof createAppRouter> | null = null
  const mount = async (at: string) => {
    unmountCurrent?.()
    router = createAppRouter({ history: createMemoryHistory({ initialEntries: [at] }) })
    const mounted = router
    if (options.addressBar) {
      // On the router's own event: a subscriber of its history would keep its first load from starting.
      addressBefore ??= window.location.href
      window.history.replaceState(null, '', at)
      mounted.subscribe('onBeforeNavigate', ({ toLocation }) => window.history.replaceState(null, '', toLocation.href))
    }
    await act(async () => {
      const { unmount } = render(<RouterProvider router={mounted} />)
      unmountCurrent = unmount
      await mounted.load()
    })
  }
  const address = () => (router ? router.state.location.href : path)
  const passTime = async (ms: number) => {
    if (!options.passTime) throw new Error('passTime needs openApp(…, { passTime: true })')
    await act(() => vi.advanceTimersByTimeAsync(ms))
  }
  await mount(path)
  return {
    fake: harness.fake,
    // user-event's pauses between actions are timers too: with `passTime` they pass at once.
    user: userEvent.setup(options.passTime ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {}),
    address,
    open: mount,
    async reload() {
      const at = address()
      // The page goes away as a browser tab's does: what waits to be stored is stored now.
      window.dispatchEvent(new Event('pagehide'))
      unmountCurrent?.()
      unmountCurrent = null
      // Memory is gone; the drafts (and the kept answers) are read back from the storage.
      dataEngine().reset({ keepDrafts: true })
      clearToasts()
      dismissErrorDialog()
      await mount(at)
    },
    passTime,
    async passTimeUntil(reached, limitMs = 120_000) {
      for (let passed = 0; !reached(); passed += 1000) {
        if (passed >= limitMs) throw new Error(`still not there after ${limitMs / 1000} s of the page's time`)
        await passTime(1000)
        // The network answers on the real event loop: a turn of it between seconds.
        await new Promise((resolve) => setImmediate(resolve))
      }
    },
  }
}
