/**
 * Activity records (screenshots and typed-text lines of a child's logins) and their coalescing
 * into the items feeds and summaries count: each screenshot is an item; consecutive typed-text
 * lines of one app with the same review state merge. Also the wire form of an item.
 */
import type { WireOutput } from '@domain/api/operations'
import { isoSeconds } from '../encode'

/** Wire form of an item (as the fake server writes it). */
export type WireActivityItem = WireOutput<'UserActivityFeed'>['items'][number]

interface RecordBase {
  readonly id: string
  readonly userDeviceId: string
  readonly createdAt: number
  /** Reviewed ("deleted" in the dashboard) when set. */
  readonly deletedAt: number | null
  readonly flaggedAt: number | null
  readonly filterSuspended: boolean
}
export interface ScreenshotRecord extends RecordBase {
  readonly kind: 'screenshot'
  readonly url: string
  readonly width: number
  readonly height: number
}
export interface KeystrokeRecord extends RecordBase {
  readonly kind: 'keystrokeLine'
  readonly appName: string
  readonly line: string
}
export type ActivityRecord = ScreenshotRecord | KeystrokeRecord

/** One coalesced item (a screenshot, or a run of typed-text lines in one app). */
export type CoalescedItem =
  | (Omit<ScreenshotRecord, 'userDeviceId'> & { readonly ids: readonly string[]; readonly duringSuspension: boolean })
  | (Omit<KeystrokeRecord, 'userDeviceId' | 'line' | 'filterSuspended'> & {
      readonly ids: readonly string[]
      /** The lines, oldest first. */
      readonly lines: readonly string[]
      readonly line: string
      readonly duringSuspension: boolean
    })

/** Newest first; equal instants in a fixed order (lines before screenshots, then by id). */
export function compareNewestFirst(a: ActivityRecord, b: ActivityRecord): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt
  if (a.kind !== b.kind) return a.kind === 'keystrokeLine' ? -1 : 1
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/**
 * Coalesces records (any order) into items, newest first: each screenshot is its own item; a
 * typed-text line joins the item just before it (in newest-first order) when that item is a
 * typed-text item of the same app with the same review time. A joined item keeps the newest
 * line's id, time and flag; `ids` newest first; `line` joins the lines oldest first;
 * `duringSuspension` is true if any line was typed during a suspension.
 */
export function coalesce(records: readonly ActivityRecord[]): CoalescedItem[] {
  const sorted = [...records].sort(compareNewestFirst)
  type Run = { record: KeystrokeRecord; ids: string[]; lines: string[]; duringSuspension: boolean }
  const out: (CoalescedItem | Run)[] = []
  for (const record of sorted) {
    if (record.kind === 'screenshot') {
      const { userDeviceId: _device, ...rest } = record
      out.push({ ...rest, ids: [record.id], duringSuspension: record.filterSuspended })
      continue
    }
    const previous = out[out.length - 1]
    if (previous && 'record' in previous && previous.record.appName === record.appName && previous.record.deletedAt === record.deletedAt) {
      previous.ids.push(record.id)
      previous.lines.push(record.line)
      previous.duringSuspension ||= record.filterSuspended
      continue
    }
    out.push({ record, ids: [record.id], lines: [record.line], duringSuspension: record.filterSuspended })
  }
  return out.map((entry) => {
    if (!('record' in entry)) return entry
    const { record } = entry
    const lines = [...entry.lines].reverse()
    return {
      kind: 'keystrokeLine',
      id: record.id,
      ids: entry.ids,
      appName: record.appName,
      lines,
      line: lines.join('\n'),
      createdAt: record.createdAt,
      deletedAt: record.deletedAt,
      flaggedAt: record.flaggedAt,
      duringSuspension: entry.duringSuspension,
    }
  })
}

/** The wire form of a coalesced item (an activity item, see docs/api.md). */
export function itemView(item: CoalescedItem): WireActivityItem {
  const common = {
    id: item.id,
    ids: [...item.ids],
    duringSuspension: item.duringSuspension,
    flagged: item.flaggedAt !== null,
    createdAt: isoSeconds(item.createdAt),
    ...(item.deletedAt !== null ? { deletedAt: isoSeconds(item.deletedAt) } : {}),
  }
  return item.kind === 'screenshot'
    ? { case: 'screenshot', ...common, url: item.url, width: item.width, height: item.height }
    : { case: 'keystrokeLine', ...common, appName: item.appName, line: item.line }
}
