/**
 * Activity preferences kept in this browser: whether the parent acknowledged the notice about
 * screen-time extension requests, and reviewer-safe mode (screenshots blurred until looked at).
 */
import { useCallback, useSyncExternalStore } from 'react'
import { currentActivityDayOffset } from '../../data'

export const noticeAcknowledgedKey = 'gatehouse.activity.extension-notice-dismissed'
export const reviewerSafeKey = 'gatehouse.activity.reviewer-safe'

const listeners = new Set<() => void>()

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

function write(key: string, value: boolean): void {
  try {
    if (value) window.localStorage.setItem(key, '1')
    else window.localStorage.removeItem(key)
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  for (const l of listeners) l()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === noticeAcknowledgedKey || e.key === reviewerSafeKey) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** A remembered on/off preference, shared by every component that reads it. */
export function useStoredPreference(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  )
  const set = useCallback((next: boolean) => write(key, next), [key])
  return [value, set]
}

/**
 * The offset (minutes behind UTC) whose days the activity pages count in, read once per page:
 * the parent's own under the `current` API, UTC (0) under `2025-05`, whose server counts UTC days.
 */
export const currentTimezoneOffset = (): number => currentActivityDayOffset()
