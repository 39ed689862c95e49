/**
 * The activity day's review actions: flag, delete one, delete everything above, delete a set.
 * Each is a domain action (what to send, and the event that shows it at once); the server's own
 * counts are asked for once the parent pauses, not after every key of a fast review.
 */
import { type RefObject, useCallback, useMemo } from 'react'
import { deleteAction, flagAction } from '@domain/activity-actions'
import { type FeedLayout, clearableAbove } from '@domain/activity-review'
import type { CacheKey } from '@domain/queries'
import type { UserActivityItem } from '@domain/wire'
import { runMutation, useInvalidateWhenIdle } from '../../data'
import type { FeedFocus } from './useDayKeyboard'

/** How long after the last flag or delete the page asks the server for its own counts. */
export const syncAfterIdleMs = 3_000

export interface DayActions {
  itemById(id: string): UserActivityItem | undefined
  /** Clears the unflagged items among `items`; resolves true when the server agreed (or nothing to do). */
  clear(items: readonly UserActivityItem[], announcement: string): Promise<boolean>
  toggleFlag(item: UserActivityItem): void
  /** Clears one item; focus moves to the item that takes its place. */
  removeOne(id: string): void
  /** Clears every unflagged item above the focused one. */
  clearAbove(): void
}

interface Options {
  /** The feed's child; null on the combined feed. */
  readonly userId: string | null
  /** The prefixes whose server data the actions change. */
  readonly invalidate: readonly CacheKey[]
  readonly latest: RefObject<{
    readonly layout: FeedLayout
    readonly indexOf: ReadonlyMap<string, number>
    readonly focusedIndex: number | null
  }>
  readonly focus: FeedFocus
  readonly announce: (text: string) => void
}

export function useDayActions({ userId, invalidate, latest, focus, announce }: Options): DayActions {
  const sync = useInvalidateWhenIdle(invalidate, syncAfterIdleMs)
  const childId = userId ?? undefined
  const { focusId, setCurrent } = focus

  const itemById = useCallback(
    (id: string): UserActivityItem | undefined => {
      const { layout, indexOf } = latest.current
      const i = indexOf.get(id.toLowerCase())
      return i === undefined ? undefined : layout.items[i]
    },
    [latest],
  )

  const clear = useCallback(
    (items: readonly UserActivityItem[], announcement: string) => {
      const action = deleteAction(items, childId)
      if (!action) return Promise.resolve(true)
      announce(announcement)
      return runMutation('DeleteActivityItems_v2', action.input, { event: action.event }).then((r) => {
        sync.soon()
        return r.ok
      })
    },
    [childId, announce, sync],
  )

  const toggleFlag = useCallback(
    (item: UserActivityItem) => {
      const action = flagAction(item, childId)
      announce(action.flagged ? 'Flagged' : 'Unflagged')
      void runMutation('FlagActivityItems', action.input, { event: action.event }).then(sync.soon)
    },
    [childId, announce, sync],
  )

  const removeOne = useCallback(
    (id: string) => {
      const item = itemById(id)
      if (!item || item.flagged) return
      const { layout, indexOf, focusedIndex } = latest.current
      const index = indexOf.get(id.toLowerCase())!
      if (focusedIndex === index) {
        const next = layout.items[index + 1] ?? layout.items[index - 1]
        if (next) focusId(next.id)
        else setCurrent(null)
      }
      void clear([item], 'Deleted 1 item')
    },
    [clear, itemById, latest, focusId, setCurrent],
  )

  const clearAbove = useCallback(() => {
    const { layout, focusedIndex: index } = latest.current
    if (index === null) return
    const above = clearableAbove(layout.items, index)
    if (above.length === 0) {
      announce('Nothing above to delete')
      return
    }
    void clear(above, `Deleted ${above.length} ${above.length === 1 ? 'item' : 'items'} above`)
    const keep = layout.items[index]
    if (keep) focusId(keep.id)
  }, [clear, latest, announce, focusId])

  return useMemo(
    () => ({ itemById, clear, toggleFlag, removeOne, clearAbove }),
    [itemById, clear, toggleFlag, removeOne, clearAbove],
  )
}
