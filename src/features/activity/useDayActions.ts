/**
 * The activity day's review actions: flag, delete one, delete everything above, delete a set,
 * flag many at once, delete many a chunk at a time.
 * Each is a domain action (what to send, and the event that shows it at once), sent by the
 * commands the page is given.
 */
import { type RefObject, useCallback, useMemo } from 'react'
import { type DeleteAction, type FlagAction, deleteAction, flagAction, flagManyActions } from '@domain/activity/actions'
import { clearableAbove, clearableItems } from '@domain/activity/delete'
import { activityChunkSize, chunk, type FeedLayout } from '@domain/activity/feed'
import type { PlainDate } from '@domain/calendar/dates'
import type { DayPage } from '@domain/events/activity-producers'
import type { ActivityFeed, UserActivityItem } from '@domain/api/wire'
import { bulkView } from '@domain/bulk/progress'
import { runBulk } from '../../data'
import { deleteItems } from './commands'
import type { FeedFocus, ItemIndex } from './useDayKeyboard'

const plural = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`

/** How the day's review actions reach the server. */
export interface DayCommands {
  /** Sends a delete; resolves true when the server agreed. */
  readonly deleteItems: (action: DeleteAction) => Promise<boolean>
  readonly flagItems: (action: FlagAction) => void
  /** A bulk action of the page's (../../data/bulk.ts) ended: the server's own counts are due. */
  readonly settled?: () => void
}

export interface DayActions {
  readonly itemById: (id: string) => UserActivityItem | undefined
  /** Clears the unflagged items among `items`; resolves true when the server agreed (or nothing to do). */
  readonly clear: (items: readonly UserActivityItem[], announcement: string) => Promise<boolean>
  /** Sets the item's flag to `wanted` (default: the opposite of what it shows now); nothing when it has it already. */
  readonly toggleFlag: (item: UserActivityItem, wanted?: boolean) => void
  /** Clears one item; focus moves to the item that takes its place. */
  readonly removeOne: (id: string) => void
  /** Clears every unflagged item above the focused one. */
  readonly clearAbove: () => void
  /** Flags every unflagged item of `items` in one call. */
  readonly flagMany: (items: readonly UserActivityItem[]) => void
  /** Clears the unflagged items of `items` a chunk of 100 at a time, as one bulk action, telling the progress. */
  readonly clearInChunks: (items: readonly UserActivityItem[], onProgress?: (done: number, total: number) => void) => Promise<ChunkedClear>
}

/** How a chunked clear's first run ended: every chunk agreed, or not (stopped, or failures to try again). */
export interface ChunkedClear {
  readonly ok: boolean
  readonly done: number
  readonly total: number
}

interface Options {
  /** The feed's child; null on the combined feed. */
  readonly userId: string | null
  readonly commands: DayCommands
  /** The page as it stands when the parent acts (events carry the day's counts after the action). */
  readonly latest: RefObject<{
    readonly feeds: readonly ActivityFeed[]
    readonly date: PlainDate
    readonly layout: FeedLayout
    readonly indexOf: ItemIndex
    readonly focusedIndex: number | null
  }>
  readonly focus: FeedFocus
  readonly announce: (text: string) => void
}

export function useDayActions({ userId, commands, latest, focus, announce }: Options): DayActions {
  const pageNow = useCallback((): DayPage => {
    const { feeds, date } = latest.current
    return userId === null ? { feeds, date } : { feeds, date, childId: userId }
  }, [latest, userId])
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
      const action = deleteAction(pageNow(), items)
      if (!action) return Promise.resolve(true)
      announce(announcement)
      return commands.deleteItems(action)
    },
    [pageNow, announce, commands],
  )

  const toggleFlag = useCallback(
    (item: UserActivityItem, wanted?: boolean) => {
      const action = flagAction(pageNow(), item, wanted)
      if (!action) return
      announce(action.flagged ? 'Flagged' : 'Unflagged')
      commands.flagItems(action)
    },
    [pageNow, announce, commands],
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

  const flagMany = useCallback(
    (items: readonly UserActivityItem[]) => {
      const actions = flagManyActions(pageNow(), items)
      if (actions.length === 0) return
      const n = actions.reduce((sum, action) => sum + action.event.items.length, 0)
      announce(`Flagged ${n} ${n === 1 ? 'item' : 'items'}`)
      for (const action of actions) commands.flagItems(action)
    },
    [pageNow, announce, commands],
  )

  // One bulk action (the app shows its progress, with Cancel and Try again), a step per chunk of
  // 100; each chunk's event is made when it is sent, from the page as it stands after the chunks
  // before it.
  const clearInChunks = useCallback(
    async (items: readonly UserActivityItem[], onProgress?: (done: number, total: number) => void): Promise<ChunkedClear> => {
      const clearable = clearableItems(items)
      const total = clearable.length
      const parts = chunk(clearable, activityChunkSize)
      let done = 0
      const n = plural(total)
      announce(`Deleting ${n}`)
      const { settled } = runBulk({
        texts: {
          running: `Deleting ${n}`,
          done: `${n} deleted!`,
          failed: (failed, steps) => `Failed to delete ${failed} of ${steps} batches of up to ${activityChunkSize} items`,
          stopped: () => `Stopped: ${plural(done)} of ${total} deleted`,
        },
        steps: parts.map((part, i) => ({
          key: `part-${i}`,
          label: `Items ${i * activityChunkSize + 1} to ${i * activityChunkSize + part.length}`,
          command: () => deleteItems(deleteAction(pageNow(), part) ?? deleteAction(firstPage, part)!),
          onDone: () => {
            done += part.length
            onProgress?.(done, total)
          },
        })),
      })
      const firstPage = pageNow()
      const end = await settled
      commands.settled?.()
      return { ok: end !== undefined && bulkView(end) === 'done', done, total }
    },
    [pageNow, announce, commands],
  )

  return useMemo(
    () => ({ itemById, clear, toggleFlag, removeOne, clearAbove, flagMany, clearInChunks }),
    [itemById, clear, toggleFlag, removeOne, clearAbove, flagMany, clearInChunks],
  )
}
