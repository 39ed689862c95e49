/**
 * The day page's feed: which items a parent sees, the page's progress, its per-child sections,
 * and the rows it lays out (chunks of 100 with 'Delete previous N items' between them, with
 * 'During filter suspension' headings), plus keyboard movement through the items.
 */
import type { ActivityFeed, UserActivityItem } from '../api/wire'
import { clearableItems } from './delete'
import { type ReviewProgress, progressOf } from './summaries'
import { type GroupPosition, suspensionGroupPositions } from './suspension'

/** Items per chunk of the day page; a 'Delete previous N items' button follows each full chunk. */
export const activityChunkSize = 100
/** The refresh button spins at least this long, so a fast answer still shows it worked. */
export const refreshSpinnerMs = 1_000

// ── what the page shows ─────────────────────────────────────────────────────────────────────

/** The items a parent sees: activity during a filter suspension is hidden unless the child's setting shows it. */
export const visibleItems = (feed: ActivityFeed): readonly UserActivityItem[] =>
  feed.showSuspensionActivity ? feed.items : feed.items.filter((item) => !item.duringSuspension)

/**
 * The day page's 'x out of y items reviewed' over one or more children's feeds:
 * total = cleared + still listed, reviewed = cleared + flagged.
 */
export function feedProgress(feeds: readonly ActivityFeed[]): ReviewProgress {
  let approved = 0
  let flagged = 0
  let total = 0
  for (const feed of feeds) {
    approved += feed.numDeleted
    total += feed.numDeleted + feed.items.length
    for (const item of feed.items) if (item.flagged) flagged += 1
  }
  return progressOf(approved, flagged, total)
}

/**
 * Items still to review that the page does not show: unflagged suspension activity of a child
 * whose setting hides it. They count in the progress and delete-all clears them.
 */
export const hiddenToReview = (feeds: readonly ActivityFeed[]): number =>
  feeds.reduce((n, feed) => (feed.showSuspensionActivity ? n : n + feed.items.filter((i) => i.duringSuspension && !i.flagged).length), 0)

/**
 * What the day page shows: the feed ('items'); nothing to show but hidden items still to review
 * ('hidden-only': says so and offers delete-all); or 'All caught up!' ('caught-up': every item
 * reviewed, the progress complete, nothing left to delete).
 */
export type DayFeedView = 'items' | 'hidden-only' | 'caught-up'

export function dayFeedView(feeds: readonly ActivityFeed[]): DayFeedView {
  if (feeds.some((feed) => visibleItems(feed).length > 0)) return 'items'
  return hiddenToReview(feeds) > 0 ? 'hidden-only' : 'caught-up'
}

// ── sections, chunks and rows ───────────────────────────────────────────────────────────────

/** Consecutive runs of `size` items (the last may be shorter). */
export function chunk<T>(items: readonly T[], size: number = activityChunkSize): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`chunk size must be a positive integer: ${size}`)
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** A child's part of the day feed, as the page lays it out. */
export interface FeedSection {
  /** The child's id when known (single-child feed). */
  readonly childId?: string
  readonly userName: string
  /** What the parent sees. */
  readonly items: readonly UserActivityItem[]
  /** Everything listed for the day, including suspension activity the child's setting hides; delete-all clears these. */
  readonly allItems: readonly UserActivityItem[]
}

/**
 * The sections of a day page: every child with something to review (combined feeds list every
 * child, including those without items), with suspension activity hidden where the child's
 * setting says so.
 */
export function feedSections(feeds: readonly ActivityFeed[], childId?: string): FeedSection[] {
  return feeds
    .map((feed) => ({
      userName: feed.userName,
      items: visibleItems(feed),
      allItems: feed.items,
      ...(childId ? { childId } : {}),
    }))
    .filter((section) => section.items.length > 0)
}

/**
 * One row of the day page, in order. Rows are what the page virtualises: each has a stable key
 * and an index into the flat list of items (`itemIndex`) where it is an item.
 */
export type FeedRow =
  | { readonly kind: 'section'; readonly key: string; readonly section: number; readonly userName: string; readonly count: number }
  | { readonly kind: 'suspension'; readonly key: string; readonly section: number; readonly count: number }
  | {
      readonly kind: 'item'
      readonly key: string
      readonly section: number
      readonly item: UserActivityItem
      /** Index in the page's flat item list (all sections, in order). */
      readonly itemIndex: number
      readonly group: GroupPosition
    }
  | {
      readonly kind: 'delete-previous'
      readonly key: string
      readonly section: number
      /** The unflagged items of the chunk just above. */
      readonly items: readonly UserActivityItem[]
    }
  | {
      readonly kind: 'section-end'
      readonly key: string
      readonly section: number
      readonly userName: string
      /** All the section's items, hidden ones included (the button clears the unflagged ones). */
      readonly items: readonly UserActivityItem[]
    }

export interface FeedLayout {
  readonly rows: FeedRow[]
  /** Every item, in page order. */
  readonly items: UserActivityItem[]
  /** For each item (by flat index), the index of its row. */
  readonly rowOfItem: number[]
  /** Which section each item (by flat index) is in. */
  readonly sectionOfItem: number[]
}

/**
 * Lays out the day page: per section a heading, the items in chunks of 100 with a
 * 'Delete previous N items' row after every chunk but the last (when it has anything to
 * clear), 'During filter suspension' headings at the start of each group (groups never cross
 * a chunk boundary), and the section's delete-all row.
 */
export function feedLayout(sections: readonly FeedSection[], chunkSize: number = activityChunkSize): FeedLayout {
  const rows: FeedRow[] = []
  const items: UserActivityItem[] = []
  const rowOfItem: number[] = []
  const sectionOfItem: number[] = []
  sections.forEach((section, s) => {
    const sectionKey = `s${s}`
    rows.push({ kind: 'section', key: `${sectionKey}:head`, section: s, userName: section.userName, count: section.items.length })
    const chunks = chunk(section.items, chunkSize)
    chunks.forEach((part, c) => {
      const positions = suspensionGroupPositions(part)
      part.forEach((item, i) => {
        const group = positions[i]!
        if (group === 'first' || group === 'only') {
          let count = 1
          while (i + count < part.length && (positions[i + count] === 'middle' || positions[i + count] === 'last')) count++
          rows.push({ kind: 'suspension', key: `${sectionKey}:g:${item.id}`, section: s, count })
        }
        rowOfItem.push(rows.length)
        sectionOfItem.push(s)
        rows.push({ kind: 'item', key: `${sectionKey}:i:${item.id}`, section: s, item, itemIndex: items.length, group })
        items.push(item)
      })
      if (c < chunks.length - 1) {
        const clearable = clearableItems(part)
        if (clearable.length > 0) {
          rows.push({ kind: 'delete-previous', key: `${sectionKey}:del:${part[0]!.id}`, section: s, items: clearable })
        }
      }
    })
    rows.push({ kind: 'section-end', key: `${sectionKey}:end`, section: s, userName: section.userName, items: section.allItems })
  })
  return { rows, items, rowOfItem, sectionOfItem }
}

// ── keyboard movement ───────────────────────────────────────────────────────────────────────

/** The item index after moving by `delta`, clamped to the list; from nothing, down goes to the first and up to the last. */
export function moveFocus(current: number | null, delta: number, length: number): number | null {
  if (length <= 0) return null
  if (current === null || current < 0) return delta >= 0 ? 0 : length - 1
  return Math.min(length - 1, Math.max(0, Math.min(current, length - 1) + delta))
}

/** After the item at `index` leaves a list of (former) length `length`, focus the one that took its place, else the one before. */
export const focusAfterRemoval = (index: number, newLength: number): number | null => (newLength <= 0 ? null : Math.min(index, newLength - 1))
