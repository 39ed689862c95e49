/**
 * Grouping of activity captured during a filter suspension: the day page shows such items under
 * a 'During filter suspension' heading, one heading per group.
 */
import type { UserActivityItem } from '../api/wire'

/** Screenshots at most this far apart (in list order) belong to the same group. */
export const suspensionGroupWindowMs = 4 * 60_000

const instantMs = (item: UserActivityItem): number => Date.parse(item.createdAt)

/** Where an item sits relative to a 'During filter suspension' group. */
export type GroupPosition = 'none' | 'first' | 'middle' | 'last' | 'only'

/**
 * Activity during a filter suspension is grouped: consecutive screenshots taken during a
 * suspension, each within 4 minutes of the one before it in the list, form one group. A
 * typed-text item (and any item outside a suspension) ends the group and is never in one.
 * Returns each item's position, in list order.
 */
export function suspensionGroupPositions(items: readonly UserActivityItem[]): GroupPosition[] {
  const groupOf: number[] = []
  let groups = 0
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (item.case !== 'screenshot' || !item.duringSuspension) {
      groupOf.push(-1)
      continue
    }
    // The group of the item before, if it is in one (the first item has none before it).
    const before = groupOf[i - 1] ?? -1
    const joins = before >= 0 && Math.abs(instantMs(items[i - 1]!) - instantMs(item)) <= suspensionGroupWindowMs
    groupOf.push(joins ? before : groups++)
  }
  return groupOf.map((g, i) => {
    if (g < 0) return 'none'
    // Past either end of the list there is no group (undefined).
    const startsGroup = groupOf[i - 1] !== g
    const endsGroup = groupOf[i + 1] !== g
    return startsGroup && endsGroup ? 'only' : startsGroup ? 'first' : endsGroup ? 'last' : 'middle'
  })
}
