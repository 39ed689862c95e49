/**
 * The day's large screenshot viewer: which screenshot it shows, moving on when one is deleted in
 * it, and where focus goes when it closes (the item it showed, a neighbour, or the page's title
 * when nothing is left).
 */
import { useEffect, useMemo, useState } from 'react'
import { sameId } from '@domain/api/ids'
import type { ScreenshotItem, UserActivityItem } from '@domain/api/wire'
import type { FeedFocus, ItemIndex } from './useDayKeyboard'

export interface Viewer {
  readonly lightboxId: string | null
  readonly open: (id: string) => void
  /** The screenshots it steps through (listed only while it is open) and the one shown (−1: closed). */
  readonly screenshots: readonly ScreenshotItem[]
  readonly index: number
  readonly show: (index: number) => void
  readonly close: () => void
  /** Deletes the shown screenshot and shows the next (or closes on the last one). */
  readonly deleteShown: (id: string) => void
  /** Bumped when focus must go to the page's title (nothing left to focus). */
  readonly titleFocus: number
}

export function useViewer(
  items: readonly UserActivityItem[],
  indexOf: ItemIndex,
  focus: Pick<FeedFocus, 'focusIndex' | 'focusId'>,
  remove: (id: string) => void,
  onShown?: (id: string) => void,
): Viewer {
  const [lightboxId, setLightboxId] = useState<string | null>(null)
  const viewing = lightboxId !== null
  const screenshots = useMemo(() => (viewing ? items.filter((item): item is ScreenshotItem => item.case === 'screenshot') : []), [items, viewing])
  const [titleFocus, setTitleFocus] = useState(0)
  const index = lightboxId === null ? -1 : screenshots.findIndex((s) => sameId(s.id, lightboxId))
  // A screenshot shown large has been looked at.
  useEffect(() => {
    if (lightboxId !== null) onShown?.(lightboxId)
  }, [lightboxId, onShown])
  const { focusIndex, focusId } = focus

  const close = () => {
    const id = lightboxId
    setLightboxId(null)
    if (id) {
      const i = indexOf.get(id.toLowerCase())
      if (i !== undefined) focusIndex(i)
    }
  }
  const deleteShown = (id: string) => {
    const next = screenshots[index + 1] ?? screenshots[index - 1]
    if (next && !sameId(next.id, id)) {
      remove(id)
      setLightboxId(next.id)
      return
    }
    // The last screenshot: close the viewer and put focus on a neighbouring item (or the page's
    // title when nothing is left), not on the <body> the removed card leaves.
    const i = indexOf.get(id.toLowerCase())
    const neighbour = i === undefined ? undefined : (items[i + 1] ?? items[i - 1])
    remove(id)
    setLightboxId(null)
    if (neighbour) focusId(neighbour.id)
    else setTitleFocus((n) => n + 1)
  }
  return {
    lightboxId,
    open: setLightboxId,
    screenshots,
    index,
    show: (i) => setLightboxId(screenshots[i]?.id ?? null),
    close,
    deleteShown,
    titleFocus,
  }
}
