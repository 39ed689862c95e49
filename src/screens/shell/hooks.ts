/** Small browser-state hooks for the app shell. */
import { useCallback, useState, useSyncExternalStore } from 'react'

/** Whether a media query matches, updating when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Under 768 px wide the dashboard is laid out for phones: the sidebar becomes a slide-in panel. */
export const mobileQuery = '(max-width: 767.98px)'

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Storage may be full or blocked (private mode); the preference just isn't remembered.
  }
}

/** A boolean kept in local storage ('1' when true). */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readStorage(key) === '1')
  const set = useCallback(
    (next: boolean) => {
      setValue(next)
      writeStorage(key, next ? '1' : null)
    },
    [key],
  )
  return [value, set]
}
