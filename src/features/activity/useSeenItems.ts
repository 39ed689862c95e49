/**
 * Which items the parent has looked at: an item counts once at least half of it (or half a
 * screen of it) has been in view, in the list or in the grid. Items rendered later (the list
 * draws only the rows near the screen) are watched as they appear.
 */
import { type RefObject, useEffect } from 'react'

/** The share of an item that must be in view, or of the screen it must fill, to count as seen. */
export const seenShare = 0.5

export function useSeenItems(container: RefObject<HTMLElement | null>, onSeen: ((keys: readonly string[]) => void) | null, watch: unknown): void {
  useEffect(() => {
    const root = container.current
    if (!root || !onSeen || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(
      (entries) => {
        const keys: string[] = []
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const enough = entry.intersectionRatio >= seenShare || entry.intersectionRect.height >= window.innerHeight * seenShare
          const id = (entry.target as HTMLElement).dataset.itemId
          if (enough && id) keys.push(id.toLowerCase())
        }
        if (keys.length > 0) onSeen(keys)
      },
      { threshold: [0.25, seenShare, 0.75, 1] },
    )
    const watched = new WeakSet<Element>()
    const watchAll = () => {
      for (const el of root.querySelectorAll('[data-item-id]')) {
        if (watched.has(el)) continue
        watched.add(el)
        io.observe(el)
      }
    }
    watchAll()
    const mo = new MutationObserver(watchAll)
    mo.observe(root, { childList: true, subtree: true })
    return () => {
      mo.disconnect()
      io.disconnect()
    }
  }, [container, onSeen, watch])
}
