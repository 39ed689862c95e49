/** Small browser-state hooks and the remembered preferences of the app shell. */
import { useCallback, useSyncExternalStore } from 'react'
import '../../zod-setup'
import * as z from 'zod/mini'
import { flagCodec, storedValue } from '../../data'

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

/** The parent collapsed the sidebar (wide screens). */
export const sidebarCollapsed = storedValue({
  key: 'gatehouse.sidebar-collapsed',
  schema: z.boolean(),
  default: false,
  codec: flagCodec('1'),
})

/** The subscription-banner states the parent dismissed (latest last). */
export const bannerDismissals = storedValue<readonly string[]>({
  key: 'gatehouse.subscription-banner-dismissed',
  schema: z.array(z.string()),
  default: [],
})
