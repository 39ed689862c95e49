/**
 * In the demo, the family lives on its own and the demo panel changes the server behind the
 * dashboard's back: when the demo's data changes other than by the dashboard's own request
 * (a simulated Mac, a trigger, time travel, another tab), everything on screen is fetched again,
 * so the change shows without waiting for a poll or a focus.
 */
import { useEffect } from 'react'
import type { DemoControl } from '@domain/demo/control'
import { invalidate } from '../data'
import { isLoggedIn } from '../session'

/** Changes that come in a burst are fetched once, this long after the first. */
export const liveRefreshDelayMs = 400

export function useDemoLiveRefresh(control: DemoControl | null): void {
  useEffect(() => {
    if (!control) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = control.subscribe((source) => {
      if (source !== 'demo' || timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        if (isLoggedIn()) void invalidate('')
      }, liveRefreshDelayMs)
    })
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [control])
}
