/**
 * The app's data engine in the browser: the real API client, the real clock, window focus,
 * reconnect and page-visibility events, drafts in localStorage. Created on first use; logout empties it.
 */
import { NEVER, fromEvent, map } from 'rxjs'
import { call } from '../api/client'
import { storageKeys, storages } from '../api/storage'
import { onSessionCleared } from '../session'
import { type DataEngine, createDataEngine } from './engine'
import { clearToasts, toast } from './toasts'

let engine: DataEngine | null = null
let stopListening: (() => void) | null = null

function browserEngine(): DataEngine {
  const hasWindow = typeof window !== 'undefined'
  return createDataEngine({
    call,
    focus$: hasWindow ? fromEvent(window, 'focus') : NEVER,
    online$: hasWindow ? fromEvent(window, 'online') : NEVER,
    visible$:
      typeof document === 'undefined'
        ? NEVER
        : fromEvent(document, 'visibilitychange').pipe(map(() => document.visibilityState !== 'hidden')),
    newId: () => globalThis.crypto.randomUUID(),
    draftStorage: storages().local,
    draftStorageKey: storageKeys.drafts,
    toaster: toast,
  })
}

/** The engine every hook and helper of src/data uses. */
export function dataEngine(): DataEngine {
  if (!engine) install(browserEngine())
  return engine!
}

/** Installs an engine (tests, or a differently configured app). Returns the previous one. */
export function setDataEngine(next: DataEngine): DataEngine | null {
  const previous = engine
  install(next)
  return previous
}

function install(next: DataEngine): void {
  stopListening?.()
  engine = next
  stopListening = onSessionCleared(() => {
    next.reset()
    clearToasts()
  })
}
