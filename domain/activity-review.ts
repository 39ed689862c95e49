/**
 * Reviewing activity (spec §2 "Activity day summaries" / "Activity day feed", §4 Activity, §9):
 * progress math, the feed's layout (per-child sections, chunks of 100 with 'Delete previous N
 * items' between them, grouping of filter-suspension activity), what the delete buttons clear,
 * and the day timeline. Pure: every instant comes in as data.
 */
import {
  activityDayDate,
  compareDates,
  formatShortDate,
  formatUrlDate,
  localDayStartMs,
  type PlainDate,
} from './dates'
import type { ActivityDay, ActivityFeed, UserActivityItem } from './wire'
import type { ActivityItemId } from './ids'

/** Spec §9. */
export const activityChunkSize = 100
export const suspensionGroupWindowMs = 4 * 60_000
export const refreshSpinnerMs = 1_000
export const backAfterDeleteAllMs = 200
export const backAfterDeleteAllFlaggedMs = 2_000

// ── progress ────────────────────────────────────────────────────────────────────────────────

export type ReviewStatus = 'completed' | 'flagged' | 'pending'

export interface ReviewProgress {
  /** Reviewed = cleared (approved) + flagged. */
  readonly reviewed: number
  readonly total: number
  readonly flagged: number
  /** reviewed / total, within 0..1 (1 for an empty total). */
  readonly fraction: number
  /** 'flagged' if anything is flagged, else 'completed' once everything is reviewed. */
  readonly status: ReviewStatus
}

export function progressOf(numApproved: number, numFlagged: number, numTotal: number): ReviewProgress {
  const reviewed = numApproved + numFlagged
  const fraction = numTotal <= 0 ? 1 : Math.min(1, Math.max(0, reviewed / numTotal))
  const status: ReviewStatus = numFlagged > 0 ? 'flagged' : reviewed >= numTotal ? 'completed' : 'pending'
  return { reviewed, total: numTotal, flagged: numFlagged, fraction, status }
}

export const dayProgress = (day: ActivityDay): ReviewProgress =>
  progressOf(day.numApproved, day.numFlagged, day.numTotal)

/** 'N out of M screenshots reviewed'. */
export const summaryProgressText = (p: ReviewProgress): string =>
  `${p.reviewed} out of ${p.total} screenshots reviewed`

/** 'x out of y items reviewed'. */
export const feedProgressText = (p: ReviewProgress): string => `${p.reviewed} out of ${p.total} items reviewed`

export interface DaySummary {
  readonly date: PlainDate
  /** `MM-DD-YYYY`, the day page's URL segment. */
  readonly urlDate: string
  /** 'Sun, Nov 22'. */
  readonly label: string
  readonly progress: ReviewProgress
}

/**
 * The summary cards: one per local day with activity, newest first. Days come from the
 * summaries' start-of-day instants read with the offset they were requested with; two entries
 * falling on the same local day are added together, days without items are left out.
 */
export function daySummaries(days: readonly ActivityDay[], jsTimezoneOffsetMinutes: number): DaySummary[] {
  const byDay = new Map<string, { date: PlainDate; approved: number; flagged: number; total: number }>()
  for (const day of days) {
    if (day.numTotal <= 0) continue
    const date = activityDayDate(day.date, jsTimezoneOffsetMinutes)
    if (!date) continue
    const key = formatUrlDate(date)
    const sum = byDay.get(key) ?? { date, approved: 0, flagged: 0, total: 0 }
    sum.approved += day.numApproved
    sum.flagged += day.numFlagged
    sum.total += day.numTotal
    byDay.set(key, sum)
  }
  return [...byDay.values()]
    .sort((a, b) => compareDates(b.date, a.date))
    .map((s) => ({
      date: s.date,
      urlDate: formatUrlDate(s.date),
      label: formatShortDate(s.date),
      progress: progressOf(s.approved, s.flagged, s.total),
    }))
}

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
  feeds.reduce(
    (n, feed) => (feed.showSuspensionActivity ? n : n + feed.items.filter((i) => i.duringSuspension && !i.flagged).length),
    0,
  )

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

// ── what the delete buttons clear ───────────────────────────────────────────────────────────

export interface DeleteSelection {
  readonly keystrokeLineIds: ActivityItemId[]
  readonly screenshotIds: ActivityItemId[]
}

/** Flagged items are never cleared by a delete button. */
export const clearableItems = <T extends UserActivityItem>(items: readonly T[]): T[] =>
  items.filter((item) => !item.flagged)

/**
 * The DeleteActivityItems_v2 input for these items: every line id of a coalesced typed-text
 * item, each screenshot's id; flagged items left out; no id twice.
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

export const isEmptySelection = (s: DeleteSelection): boolean =>
  s.keystrokeLineIds.length === 0 && s.screenshotIds.length === 0

/** Unflagged items strictly above position `index` of the list (keyboard Shift+D). */
export const clearableAbove = <T extends UserActivityItem>(items: readonly T[], index: number): T[] =>
  clearableItems(items.slice(0, Math.max(0, index)))

export const anyFlagged = (items: readonly UserActivityItem[]): boolean => items.some((item) => item.flagged)

/** A child section's button: 'Delete all {name} screenshots', or '… unflagged screenshots' when some are flagged. */
export const deleteChildLabel = (userName: string, items: readonly UserActivityItem[]): string =>
  anyFlagged(items) ? `Delete all ${userName} unflagged screenshots` : `Delete all ${userName} screenshots`

/** The page's button: 'Delete all', or 'Delete unflagged screenshots' when some are flagged. */
export const deleteAllLabel = (items: readonly UserActivityItem[]): string =>
  anyFlagged(items) ? 'Delete unflagged screenshots' : 'Delete all'

/** After the page's delete-all the day page goes back: 200 ms, or 2000 ms when flagged items stay. */
export const backDelayMs = (items: readonly UserActivityItem[]): number =>
  anyFlagged(items) ? backAfterDeleteAllFlaggedMs : backAfterDeleteAllMs

export const deletePreviousLabel = (n: number): string => `Delete previous ${n} ${n === 1 ? 'item' : 'items'}`

// ── chunks and filter-suspension groups ─────────────────────────────────────────────────────

/** Consecutive runs of `size` items (the last may be shorter). */
export function chunk<T>(items: readonly T[], size: number = activityChunkSize): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`chunk size must be a positive integer: ${size}`)
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

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
  let group = -1
  let groups = 0
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (item.case !== 'screenshot' || !item.duringSuspension) {
      group = -1
      groupOf.push(-1)
      continue
    }
    const prev = i > 0 ? items[i - 1]! : undefined
    const joins =
      group >= 0 &&
      prev !== undefined &&
      Math.abs(instantMs(prev) - instantMs(item)) <= suspensionGroupWindowMs
    if (!joins) group = groups++
    groupOf.push(group)
  }
  return groupOf.map((g, i) => {
    if (g < 0) return 'none'
    const startsGroup = i === 0 || groupOf[i - 1] !== g
    const endsGroup = i === groupOf.length - 1 || groupOf[i + 1] !== g
    return startsGroup && endsGroup ? 'only' : startsGroup ? 'first' : endsGroup ? 'last' : 'middle'
  })
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
export const focusAfterRemoval = (index: number, newLength: number): number | null =>
  newLength <= 0 ? null : Math.min(index, newLength - 1)

// ── day timeline ────────────────────────────────────────────────────────────────────────────

export interface HourBucket {
  /** Local hour, 0..23. */
  readonly hour: number
  readonly total: number
  readonly flagged: number
  readonly screenshots: number
  readonly typedText: number
  /** Items during a filter suspension in that hour. */
  readonly suspended: number
  /** Flat index of the first item (in list order) in that hour, to scroll to; null if none. */
  readonly firstIndex: number | null
}

/** The local hour (0..23) of an instant within local day `day`, or null when outside it. */
export function localHourOf(instant: number, day: PlainDate, jsTimezoneOffsetMinutes: number): number | null {
  const offset = instant - localDayStartMs(day, jsTimezoneOffsetMinutes)
  if (!(offset >= 0 && offset < 86_400_000)) return null
  return Math.floor(offset / 3_600_000)
}

/** Items per local hour of the day; items outside the day are not counted. */
export function timelineBuckets(
  items: readonly UserActivityItem[],
  day: PlainDate,
  jsTimezoneOffsetMinutes: number,
): HourBucket[] {
  const buckets = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    total: 0,
    flagged: 0,
    screenshots: 0,
    typedText: 0,
    suspended: 0,
    firstIndex: null as number | null,
  }))
  items.forEach((item, index) => {
    const hour = localHourOf(Date.parse(item.createdAt), day, jsTimezoneOffsetMinutes)
    if (hour === null) return
    const b = buckets[hour]!
    b.total += 1
    if (item.flagged) b.flagged += 1
    if (item.case === 'screenshot') b.screenshots += 1
    else b.typedText += 1
    if (item.duringSuspension) b.suspended += 1
    if (b.firstIndex === null) b.firstIndex = index
  })
  return buckets
}

/** '3 PM' style hour labels. */
export const hourLabel = (hour: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`

/** The local time of an instant as '3:07 PM'. */
export function formatLocalTime(instant: number, jsTimezoneOffsetMinutes: number): string {
  const local = instant - jsTimezoneOffsetMinutes * 60_000
  const minuteOfDay = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000)
  const hour = Math.floor(minuteOfDay / 60)
  const minute = minuteOfDay % 60
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}
