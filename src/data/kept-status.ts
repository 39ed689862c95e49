/**
 * Whether the page shows answers the device kept from an earlier visit (kept-answers.ts), so the
 * frame can say so: "updating" while their fresh answers are on the way, "not updated" when they
 * cannot come (offline, or the server failed), with when the oldest of them arrived.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { CacheKey } from './queries'
import { dataEngine } from './runtime'
import type { Snapshot } from './types'

export type KeptStatus = { readonly state: 'none' } | { readonly state: 'updating' | 'not-updated'; readonly at: number }

/** What the mounted keys show: nothing from the device, or its answers on their way to being replaced, or stuck. */
export function keptStatusOf(snapshots: Readonly<Record<CacheKey, Snapshot>>, mounted: readonly CacheKey[], offline: boolean): KeptStatus {
  const shown = mounted.map((key) => snapshots[key]).filter((s): s is Snapshot => s?.fromDevice === true)
  if (shown.length === 0) return { state: 'none' }
  const at = Math.min(...shown.map((s) => s.receivedAt ?? Infinity))
  const stuck = offline || shown.some((s) => s.error !== undefined && !s.fetching)
  return { state: stuck ? 'not-updated' : 'updating', at }
}

/** The page's kept status, and a way to ask the server again for what it shows from the device. */
export function useKeptStatus(): { readonly status: KeptStatus; readonly retry: () => void } {
  const engine = dataEngine()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopStore = engine.store.subscribe(onChange)
      const stopOffline = engine.subscribeOffline(onChange)
      return () => {
        stopStore()
        stopOffline()
      }
    },
    [engine],
  )
  // A string, so that the page re-renders only when the status itself changes.
  const read = useCallback(() => JSON.stringify(keptStatusOf(engine.store.getState().snapshots, engine.mountedKeys(), engine.isOffline())), [engine])
  const text = useSyncExternalStore(subscribe, read, read)
  const status = useMemo(() => JSON.parse(text) as KeptStatus, [text])
  const retry = useCallback(() => {
    const { snapshots } = engine.store.getState()
    for (const key of engine.mountedKeys()) if (snapshots[key]?.fromDevice) void engine.refetch(key)
  }, [engine])
  return { status, retry }
}
