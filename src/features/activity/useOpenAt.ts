/**
 * Opening a day at an item (a search result, an item of the "May need a look" list) or at an
 * hour (a heatmap cell): once the day's items are there, focus moves to that item, or to the
 * first item of that hour, scrolled to the top of the screen. Once per address: later changes of
 * the feed leave focus where the parent put it.
 */
import { useEffect, useRef } from 'react'
import type { HourBucket } from '@domain/activity/timeline'
import type { UserActivityItem } from '@domain/api/wire'
import type { FeedFocus } from './useDayKeyboard'

export function useOpenAt(
  openAt: { readonly item?: string; readonly hour?: number } | undefined,
  items: readonly UserActivityItem[],
  buckets: readonly HourBucket[],
  focus: Pick<FeedFocus, 'focusId' | 'focusIndex'>,
): void {
  const done = useRef(false)
  const { focusId, focusIndex } = focus
  const item = openAt?.item?.toLowerCase()
  const hour = openAt?.hour
  useEffect(() => {
    if (done.current || items.length === 0) return
    if (item !== undefined) {
      const found = items.find((i) => i.id.toLowerCase() === item)
      if (!found) return
      done.current = true
      focusId(found.id, 'start')
    } else if (hour !== undefined) {
      done.current = true
      focusIndex(buckets[hour]?.firstIndex ?? null, 'start')
    }
  }, [item, hour, items, buckets, focusId, focusIndex])
}
