/**
 * What the parent's review actions send and how they show at once: each action is the API input
 * plus the domain event that changes the views before the server answers.
 *
 * - Flagging sets the item's flag to the opposite of what it shows (the event carries the target
 *   state, so applying it twice changes nothing more); a coalesced typed-text item flags every
 *   line it stands for.
 * - Deleting clears only unflagged items; with nothing clearable there is no action at all.
 * - Events name the child only when the feed is one child's (combined feeds do not say whose an
 *   item is).
 * Pure.
 */
import { clearableItems, deleteSelection, type DeleteSelection } from './activity-review'
import type { ActivityItemsDeleted, ActivityItemsFlagToggled } from './events/activity'
import type { ActivityItemId } from './ids'
import type { UserActivityItem } from './wire'

export interface FlagAction {
  /** The FlagActivityItems input. */
  readonly input: ActivityItemId[]
  readonly event: ActivityItemsFlagToggled
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

const whose = (childId: string | undefined) => (childId === undefined ? {} : { childId })

export function flagAction(item: UserActivityItem, childId?: string): FlagAction {
  const flagged = !item.flagged
  return {
    input: item.ids.length > 0 ? [...item.ids] : [item.id],
    event: {
      type: 'activityItemsFlagToggled',
      ...whose(childId),
      items: [{ id: item.id, createdAt: item.createdAt, flagged }],
    },
    flagged,
  }
}

/** Clearing `items` (flagged ones stay), or null when none of them can be cleared. */
export function deleteAction(items: readonly UserActivityItem[], childId?: string): DeleteAction | null {
  const clearable = clearableItems(items)
  if (clearable.length === 0) return null
  return {
    input: deleteSelection(clearable),
    event: {
      type: 'activityItemsDeleted',
      ...whose(childId),
      items: clearable.map((i) => ({ id: i.id, createdAt: i.createdAt })),
    },
    count: clearable.length,
  }
}
