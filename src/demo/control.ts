/**
 * The demo's fake-server control, available once demo mode has started (never in production
 * builds, where nothing sets it).
 */
import { useSyncExternalStore } from 'react'
import type { DemoControl, OutboxMessage } from '../../domain/demo'

let control: DemoControl | null = null

export const setDemoControl = (value: DemoControl): void => {
  control = value
}

export const getDemoControl = (): DemoControl | null => control

const noop = () => () => {}
const emptyOutbox: readonly OutboxMessage[] = []

/** The outbox, newest first, re-rendering when a message arrives. */
export function useOutbox(): readonly OutboxMessage[] {
  return useSyncExternalStore(
    control ? (listener) => control!.subscribe(listener) : noop,
    () => control?.outbox() ?? emptyOutbox,
  )
}
