/**
 * The demo's fake-server control, available once demo mode has started (never in production
 * builds, where nothing sets it). The demo's entry script publishes it on `window`; the app
 * never imports the fake server.
 */
import { useSyncExternalStore } from 'react'
import type { DemoControl, OutboxMessage } from '@domain/demo/control'

let control: DemoControl | null = null
const readyListeners = new Set<() => void>()

/** Called by demo start-up once `window.gatehouseDemoReady` has settled. */
export const setDemoControl = (value: DemoControl): void => {
  control = value
  for (const listener of [...readyListeners]) listener()
}

export const getDemoControl = (): DemoControl | null => control ?? (typeof window === 'undefined' ? null : (window.gatehouseDemo ?? null))

const onReady = (listener: () => void) => {
  readyListeners.add(listener)
  return () => void readyListeners.delete(listener)
}

/**
 * The control once the demo's server is up, else null. The page is drawn before the server is
 * ready (and prerendered pages are hydrated without it), so this re-renders when it arrives.
 */
export function useDemoControl(): DemoControl | null {
  return useSyncExternalStore(onReady, getDemoControl, () => null)
}

const noop = () => () => {}
const emptyOutbox: readonly OutboxMessage[] = []

/** The outbox, newest first, re-rendering when a message arrives. */
export function useOutbox(): readonly OutboxMessage[] {
  const current = getDemoControl()
  return useSyncExternalStore(current ? (listener) => current.subscribe(listener) : noop, () => current?.outbox() ?? emptyOutbox)
}
