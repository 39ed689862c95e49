/**
 * What the day page's delete buttons clear, what they say, and where the page goes afterwards.
 * Flagged items are never cleared by a delete button.
 */
import type { ActivityItemId } from '../api/ids'
import type { UserActivityItem } from '../api/wire'

/** After the page's delete-all the day page goes back after this long… */
export const backAfterDeleteAllMs = 200
/** …or after this long when flagged items stay on the page. */
export const backAfterDeleteAllFlaggedMs = 2_000

export interface DeleteSelection {
  readonly keystrokeLineIds: ActivityItemId[]
  readonly screenshotIds: ActivityItemId[]
}

/** Flagged items are never cleared by a delete button. */
export const clearableItems = <T extends UserActivityItem>(items: readonly T[]): T[] => items.filter((item) => !item.flagged)

/**
 * The DeleteActivityItems_v2 input for these items: every line id of a coalesced typed-text
 * item, each screenshot's id; flagged items left out (the server would skip them anyway); no id
 * twice. See docs/api.md#activity.
 */
export function deleteSelection(items: readonly UserActivityItem[]): DeleteSelection {
  const keystrokeLineIds: ActivityItemId[] = []
  const screenshotIds: ActivityItemId[] = []
  const seen = new Set<string>()
  const add = (list: ActivityItemId[], id: ActivityItemId) => {
    const k = id.toLowerCase()
    if (seen.has(k)) return
    seen.add(k)
    list.push(id)
  }
  for (const item of items) {
    if (item.flagged) continue
    if (item.case === 'screenshot') add(screenshotIds, item.id)
    else for (const id of item.ids.length > 0 ? item.ids : [item.id]) add(keystrokeLineIds, id)
  }
  return { keystrokeLineIds, screenshotIds }
}

export const isEmptySelection = (s: DeleteSelection): boolean => s.keystrokeLineIds.length === 0 && s.screenshotIds.length === 0

/** Unflagged items strictly above position `index` of the list (keyboard Shift+D). */
export const clearableAbove = <T extends UserActivityItem>(items: readonly T[], index: number): T[] =>
  clearableItems(items.slice(0, Math.max(0, index)))

export const anyFlagged = (items: readonly UserActivityItem[]): boolean => items.some((item) => item.flagged)

/** A child section's button: 'Delete all {name} screenshots', or '… unflagged screenshots' when some are flagged. */
export const deleteChildLabel = (userName: string, items: readonly UserActivityItem[]): string =>
  anyFlagged(items) ? `Delete all ${userName} unflagged screenshots` : `Delete all ${userName} screenshots`

/** The page's button: 'Delete all', or 'Delete unflagged screenshots' when some are flagged. */
export const deleteAllLabel = (items: readonly UserActivityItem[]): string => (anyFlagged(items) ? 'Delete unflagged screenshots' : 'Delete all')

/** After the page's delete-all the day page goes back: 200 ms, or 2000 ms when flagged items stay. */
export const backDelayMs = (items: readonly UserActivityItem[]): number => (anyFlagged(items) ? backAfterDeleteAllFlaggedMs : backAfterDeleteAllMs)

export const deletePreviousLabel = (n: number): string => `Delete previous ${n} ${n === 1 ? 'item' : 'items'}`
