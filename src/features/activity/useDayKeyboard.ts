/**
 * The activity day's keyboard controller: which item has focus, moving focus there (scrolling the
 * windowed feed to it first), and the review keys.
 *
 * Keys: j / ↓ and k / ↑ move between items, f flags, d / Delete deletes, Shift+D deletes every
 * unflagged item above, Enter / Space opens a screenshot, ? shows the shortcuts. The review keys
 * act only inside the feed (f and d only on an item, on that item); elsewhere (a sidebar link, a
 * switch) keys keep their usual meaning, so a stray key never flags or deletes an item out of
 * sight. With nothing focused at all, j and k step into the feed; '?' works anywhere.
 */
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type FeedLayout, moveFocus } from '@domain/activity/feed'
import type { UserActivityItem } from '@domain/api/wire'
import type { VirtualRowsHandle } from '../../ui/VirtualRows'

/** The latest value, for handlers that must stay stable (memoised rows, document listeners). */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}

export type Align = 'start' | 'nearest'

export interface FeedFocus {
  readonly focusedId: string | null
  readonly focusedIndex: number | null
  /** Marks an item as the current one without moving focus (it got focus by itself). */
  readonly setCurrent: Dispatch<SetStateAction<string | null>>
  /** Makes the item current and moves keyboard focus to it. */
  readonly focusId: (id: string, align?: Align) => void
  readonly focusIndex: (index: number | null, align?: Align) => void
}

/** Where each item is in the page's list, by lower-cased id. */
export interface ItemIndex {
  get(lowerCaseId: string): number | undefined
}

/** The items' index, built on its first use: the first screen asks for no item by id. */
export function indexById(items: readonly UserActivityItem[]): ItemIndex {
  let byId: Map<string, number> | null = null
  return {
    get: (id) => (byId ??= new Map(items.map((item, i) => [item.id.toLowerCase(), i]))).get(id),
  }
}

export function useFeedFocus(layout: FeedLayout, indexOf: ItemIndex, list: RefObject<VirtualRowsHandle | null>): FeedFocus {
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [request, setRequest] = useState<{ id: string; align: Align; n: number } | null>(null)
  const handled = useRef(0)
  const focusedIndex = focusedId === null ? null : (indexOf.get(focusedId.toLowerCase()) ?? null)

  const focusId = useCallback((id: string, align: Align = 'nearest') => {
    setFocusedId(id)
    setRequest((prev) => ({ id, align, n: (prev?.n ?? 0) + 1 }))
  }, [])

  const latestItems = useLatest(layout.items)
  const focusIndex = useCallback(
    (index: number | null, align: Align = 'nearest') => {
      if (index === null) return
      const item = latestItems.current[index]
      if (item) focusId(item.id, align)
    },
    [focusId, latestItems],
  )

  // Move keyboard focus to the requested item once it is rendered (it is pinned, so it is), once
  // per request: later changes of the feed leave focus where the parent put it.
  useLayoutEffect(() => {
    if (!request || request.n === handled.current) return
    const i = indexOf.get(request.id.toLowerCase())
    if (i === undefined) return
    handled.current = request.n
    const row = layout.rowOfItem[i]
    if (row !== undefined) list.current?.scrollToRow(row, request.align)
    const el = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(layout.items[i]!.id)}"]`)
    // The grid is not windowed: its cell is scrolled to here.
    if (!list.current) el?.scrollIntoView({ block: request.align, behavior: 'instant' })
    el?.focus({ preventScroll: true })
  }, [request, indexOf, layout, list])

  return { focusedId, focusedIndex, setCurrent: setFocusedId, focusId, focusIndex }
}

const isTyping = (el: EventTarget | null): boolean => {
  if (!(el instanceof HTMLElement)) return false
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}

export interface KeyboardState {
  readonly layout: FeedLayout
  readonly focusedIndex: number | null
  readonly lightboxOpen: boolean
}

export interface KeyboardCommands {
  readonly itemById: (id: string) => UserActivityItem | undefined
  readonly focusIndex: (index: number | null) => void
  readonly toggleFlag: (item: UserActivityItem) => void
  readonly removeOne: (id: string) => void
  readonly clearAbove: () => void
  readonly openScreenshot: (id: string) => void
  readonly openShortcuts: () => void
  readonly announce: (text: string) => void
}

/** Listens to the document's keys while mounted. */
export function useDayKeyboard(state: RefObject<KeyboardState>, commands: KeyboardCommands): void {
  const latest = useLatest(commands)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (isTyping(event.target)) return
      if (state.current.lightboxOpen) return
      if (document.querySelector('dialog[open]')) return
      const { layout, focusedIndex } = state.current
      const c = latest.current
      const target = event.target instanceof HTMLElement ? event.target : null
      const inFeed = target?.closest('.vrows.feed, .review-grid') != null
      const nothingFocused = target === null || target === document.body || target === document.documentElement
      const card = target?.closest<HTMLElement>('[data-item-id]') ?? null
      const onCard = target !== null && target === card
      const focused = card?.dataset.itemId !== undefined ? c.itemById(card.dataset.itemId) : undefined
      if (event.key !== '?' && !inFeed && !(nothingFocused && (event.key === 'j' || event.key === 'k'))) return
      switch (event.key) {
        case 'j':
        case 'ArrowDown':
          c.focusIndex(moveFocus(focusedIndex, 1, layout.items.length))
          break
        case 'k':
        case 'ArrowUp':
          c.focusIndex(moveFocus(focusedIndex, -1, layout.items.length))
          break
        case 'f':
          if (!focused) return
          c.toggleFlag(focused)
          break
        case 'd':
        case 'Delete':
          if (!focused) return
          if (focused.flagged) c.announce('Flagged items are kept; unflag to delete')
          else c.removeOne(focused.id)
          break
        case 'D':
          if (!event.shiftKey || !focused) return
          c.clearAbove()
          break
        case 'Enter':
        case ' ':
          if (!onCard || !focused) return
          if (focused.case === 'screenshot') c.openScreenshot(focused.id)
          else return
          break
        case '?':
          c.openShortcuts()
          break
        default:
          return
      }
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [state, latest])
}
