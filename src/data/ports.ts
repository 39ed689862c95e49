/**
 * What the data layer needs from the app and does not import: the API client the browser uses
 * (built with the parent's token) and the parent's session. The app connects both at start
 * (`connectData`, from src/connect.ts), so the data layer imports neither the session nor the
 * browser's client, and the session does not import the data layer.
 *
 * Kept free of imports (types aside): the app's entry connects the data layer without loading it.
 */
import type { Call } from '../api/client'

/** A change of session: whether the stored drafts stay (same parent, or the session ended by itself). */
export interface SessionChange {
  readonly keepDrafts: boolean
}

/** The parent's session, as the data layer sees it. */
export interface SessionSource {
  /** The signed-in parent's id, or null. */
  readonly adminId: () => string | null
  /** Calls `fn` whenever the session is cleared or replaced; returns the unsubscribe function. */
  readonly onSessionCleared: (fn: (change: SessionChange) => void) => () => void
  /** Calls `fn` when another tab ends the session; returns the unsubscribe function. */
  readonly onSessionEndedElsewhere: (fn: () => void) => () => void
}

export interface DataPorts {
  readonly session: SessionSource
  /** The browser's API call, loaded when first needed (a failed download is tried again next time). */
  readonly loadCall: () => Promise<Call>
}

const cleared = new Set<(change: SessionChange) => void>()
const endedElsewhere = new Set<() => void>()
let ports: DataPorts | null = null
let disconnect: (() => void) | null = null

/**
 * Connects the data layer to the app's session and API client. Listeners registered before
 * (with `onSessionCleared` below) are kept; connecting again replaces the previous connection.
 */
export function connectData(next: DataPorts): void {
  disconnect?.()
  ports = next
  const stopCleared = next.session.onSessionCleared((change) => {
    for (const fn of [...cleared]) {
      try {
        fn(change)
      } catch {
        /* one listener's failure must not keep the others from clearing */
      }
    }
  })
  const stopElsewhere = next.session.onSessionEndedElsewhere(() => {
    for (const fn of [...endedElsewhere]) fn()
  })
  disconnect = () => {
    stopCleared()
    stopElsewhere()
  }
}

/** The signed-in parent's id; null while none is, or before the app has connected its session. */
export const adminId = (): string | null => ports?.session.adminId() ?? null

/** Calls `fn` whenever the session is cleared or replaced. Returns the unsubscribe function. */
export function onSessionCleared(fn: (change: SessionChange) => void): () => void {
  cleared.add(fn)
  return () => void cleared.delete(fn)
}

/** Calls `fn` when another tab ends the session. Returns the unsubscribe function. */
export function onSessionEndedElsewhere(fn: () => void): () => void {
  endedElsewhere.add(fn)
  return () => void endedElsewhere.delete(fn)
}

/** Starts loading the API client's code (once the app has connected it). */
export function loadCall(): Promise<Call> {
  return ports ? ports.loadCall() : Promise.reject(new Error('The data layer is not connected to an API client.'))
}
