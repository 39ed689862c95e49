/**
 * What the parent's review actions on a day page send and how they show at once: each action is
 * the API input plus the domain event that changes the views before the server answers.
 *
 * - Flagging sets the item's flag to the one the parent wants (the event carries the state it
 *   leaves, so applying it twice changes nothing more); a coalesced typed-text item flags every
 *   line it stands for. FlagActivityItems toggles on the server, so it is sent only when the
 *   item's flag as last known (the server's answer with the changes already sent on top)
 *   differs from the wanted one: asking twice, or again after the page reloaded the server's
 *   flags, never inverts what the parent asked for.
 * - Deleting clears only unflagged items; with nothing clearable there is no action at all.
 * - Events carry the page's day counts after the action, and name the child only on a single
 *   child's page (combined feeds do not say whose an item is).
 * Pure.
 */
import { clearableItems, deleteSelection, type DeleteSelection } from './delete'
import type { ActivityItemsDeleted, ActivityItemsFlagSet } from '../events/activity'
import { type DayPage, activityItemsDeletedEvent, activityItemsFlagSetEvent } from '../events/activity-producers'
import type { ActivityItemId } from '../api/ids'
import type { UserActivityItem } from '../api/wire'

export interface FlagAction {
  /** The FlagActivityItems input. */
  readonly input: ActivityItemId[]
  readonly event: ActivityItemsFlagSet
  /** Whether the item ends up flagged. */
  readonly flagged: boolean
}

export interface DeleteAction {
  /** The DeleteActivityItems_v2 input. */
  readonly input: DeleteSelection
  readonly event: ActivityItemsDeleted
  /** How many items it clears. */
  readonly count: number
}

/**
 * Setting `item`'s flag to `wanted` (default: the opposite of what it shows), or null when the
 * item already has that flag and there is nothing to send.
 */
export function flagAction(page: DayPage, item: UserActivityItem, wanted: boolean = !item.flagged): FlagAction | null {
  if (item.flagged === wanted) return null
  return {
    input: item.ids.length > 0 ? [...item.ids] : [item.id],
    event: activityItemsFlagSetEvent(page, [{ id: item.id, createdAt: item.createdAt, flagged: wanted }]),
    flagged: wanted,
  }
}

/**
 * Flagging every item of `items` not flagged yet ("Flag selected"): one call for the screenshots
 * and one for the typed text, in that order, since a call that names any screenshot leaves the
 * typed text it names as it was. The second call's day counts include the first's flags. None
 * when every item is flagged already (the toggle is sent only for the others, so none is
 * unflagged).
 */
export function flagManyActions(page: DayPage, items: readonly UserActivityItem[]): FlagAction[] {
  const unflagged = items.filter((item) => !item.flagged)
  const kinds = [unflagged.filter((item) => item.case === 'screenshot'), unflagged.filter((item) => item.case !== 'screenshot')]
  const actions: FlagAction[] = []
  let before = page
  for (const kind of kinds) {
    if (kind.length === 0) continue
    actions.push({
      input: kind.flatMap((item) => (item.ids.length > 0 ? item.ids : [item.id])),
      event: activityItemsFlagSetEvent(
        before,
        kind.map((item) => ({ id: item.id, createdAt: item.createdAt, flagged: true })),
      ),
      flagged: true,
    })
    const flagged = new Set(kind.map((item) => item.id))
    before = {
      ...before,
      feeds: before.feeds.map((feed) => ({ ...feed, items: feed.items.map((i) => (flagged.has(i.id) ? { ...i, flagged: true } : i)) })),
    }
  }
  return actions
}

/** Clearing `items` (flagged ones stay), or null when none of them can be cleared. */
export function deleteAction(page: DayPage, items: readonly UserActivityItem[]): DeleteAction | null {
  const clearable = clearableItems(items)
  if (clearable.length === 0) return null
  return {
    input: deleteSelection(clearable),
    event: activityItemsDeletedEvent(page, clearable),
    count: clearable.length,
  }
}
