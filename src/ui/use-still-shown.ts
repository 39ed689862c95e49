import { useCallback, useEffect, useRef } from 'react'

/**
 * Whether the component is still shown: an answer that arrives after it was taken down (the
 * parent signed out, the app was unmounted) must not act for it, e.g. lead to another site.
 */
export function useStillShown(): () => boolean {
  const shown = useRef(false)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  return useCallback(() => shown.current, [])
}
