/**
 * Where the demo's button sits. A frame (the shell's sidebar, the phone top bar, a public page's
 * header) renders a `DemoDock`; the demo panel puts its button into the latest one shown, so the
 * button takes its own room in the layout and never covers the page's controls. Without a dock
 * the button floats in the corner, and the page keeps room for it at its end.
 */
import { useCallback, useSyncExternalStore } from 'react'

/** Which frame a dock is in; the panel opens next to it. */
export type DockPlace = 'sidebar' | 'topbar' | 'page'

export interface Dock {
  readonly element: HTMLElement
  readonly place: DockPlace
}

let docks: readonly Dock[] = []
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The dock the button goes into: the one shown last (null when none is shown). */
export function useDemoDock(): Dock | null {
  return useSyncExternalStore(
    subscribe,
    () => docks.at(-1) ?? null,
    () => null,
  )
}

/** A place in a frame for the demo's button (empty outside demo builds: render it only when `__DEMO__`). */
export function DemoDock({ place, className }: { place: DockPlace; className?: string }) {
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return
      const dock: Dock = { element, place }
      docks = [...docks, dock]
      notify()
      return () => {
        docks = docks.filter((d) => d !== dock)
        notify()
      }
    },
    [place],
  )
  return <div ref={ref} className={['demo-dock', className].filter(Boolean).join(' ')} />
}
