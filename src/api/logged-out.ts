/**
 * What happens when a call finds the parent logged out: the registered handler (set by the app
 * shell) sends them to `/logout?redirect=<current path>`. One notice per logged-in period, so a
 * burst of failing queries navigates once.
 */
import { appHref, routerPath } from '../base-path'

let handler: (() => void) | null = null
let notified = false

export function setLoggedOutHandler(fn: (() => void) | null): void {
  handler = fn
}

function defaultHandler(): void {
  if (typeof window === 'undefined') return
  const { search, hash } = window.location
  const pathname = routerPath(window.location.pathname)
  if (pathname === '/logout') return
  window.location.assign(appHref(`/logout?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`))
}

export function notifyLoggedOut(): void {
  if (notified) return
  notified = true
  // Let the caller's state settle first; the handler usually navigates.
  queueMicrotask(() => (handler ?? defaultHandler)())
}

/** A new session (login) or a finished logout: the next logged-out error notifies again. */
export function resetLoggedOutNotice(): void {
  notified = false
}
