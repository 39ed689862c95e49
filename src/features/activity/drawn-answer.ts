/** When the day feed draws an answer: the first one in a transition, later ones at once. */
import { startTransition, useEffect, useState } from 'react'

/**
 * The day's answer as the feed draws it: the first one in a transition, so React builds the feed
 * in slices with the main thread free between them (the loading state stays until it is built),
 * and later ones (a flag, a delete, a refresh) at once.
 */
export function useDrawnAnswer<T>(data: T | undefined): T | undefined {
  const [drawn, setDrawn] = useState(data !== undefined)
  useEffect(() => {
    if (!drawn && data !== undefined) startTransition(() => setDrawn(true))
  }, [drawn, data])
  return drawn ? data : undefined
}
