/**
 * Screenshots and typed-text lines as the activity operations see them (server-behaviour §9):
 * coalescing, parent-local day summaries, day feeds, review (soft delete), flags and retention.
 *
 * Rows are read with `getAll()` and filtered here: the store's own `where` scans are far slower
 * than a plain array filter once a child has a few thousand items.
 */
import { formatInstant, localDayOf, localDayStartMs } from '@domain/dates'
import type { WireOutput } from '@domain/operations'
import { type Db, canonicalId, day } from './db'
import { isoSeconds } from './encode'

/** Wire forms (as the fake server writes them). */
export type WireActivityItem = WireOutput<'UserActivityFeed'>['items'][number]
export type WireActivityDay = WireOutput<'CombinedUsersActivitySummaries'>[number]

/** The dashboard's window: summaries show the last 14 days (plus older flagged items). */
export const activityWindowMs = 14 * day
/** Retention (nightly job): reviewed items go 14 days after review, everything after 21 days… */
export const reviewedRetentionMs = 14 * day
export const maxAgeMs = 21 * day
/** …except flagged items, kept until 60 days after they were flagged. */
export const flaggedRetentionMs = 60 * day

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
    if (
      previous &&
      'record' in previous &&
      previous.record.appName === record.appName &&
      previous.record.deletedAt === record.deletedAt
    ) {
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

/** The wire form of a coalesced item (contract §2.3 UserActivityItem). */
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

// ── reading the store ───────────────────────────────────────────────────────────────────────

/** All activity records of the given logins (user devices). */
export function recordsOf(db: Db, userDeviceIds: Iterable<string>): ActivityRecord[] {
  const devices = new Set([...userDeviceIds].map(canonicalId))
  const out: ActivityRecord[] = []
  for (const s of db.screenshot.getAll()) {
    if (!devices.has(s.userDeviceId)) continue
    out.push({
      kind: 'screenshot',
      id: s.id,
      userDeviceId: s.userDeviceId,
      createdAt: s.createdAt,
      deletedAt: s.deletedAt,
      flaggedAt: s.flaggedAt,
      filterSuspended: s.filterSuspended,
      url: s.url,
      width: s.width,
      height: s.height,
    })
  }
  for (const k of db.keystrokeLine.getAll()) {
    if (!devices.has(k.userDeviceId)) continue
    out.push({
      kind: 'keystrokeLine',
      id: k.id,
      userDeviceId: k.userDeviceId,
      createdAt: k.createdAt,
      deletedAt: k.deletedAt,
      flaggedAt: k.flaggedAt,
      filterSuspended: k.filterSuspended,
      appName: k.appName,
      line: k.line,
    })
  }
  return out
}

/** The logins (user devices) of a child. */
export const userDeviceIdsOf = (db: Db, childId: string): string[] =>
  db.userDevice
    .getAll()
    .filter((ud) => ud.childId === canonicalId(childId))
    .map((ud) => ud.id)

/** The logins of every child of a parent. */
export function userDeviceIdsOfAdmin(db: Db, adminId: string): Set<string> {
  const children = new Set(
    db.child
      .getAll()
      .filter((c) => c.adminId === canonicalId(adminId))
      .map((c) => c.id),
  )
  return new Set(
    db.userDevice
      .getAll()
      .filter((ud) => children.has(ud.childId))
      .map((ud) => ud.id),
  )
}

// ── summaries ───────────────────────────────────────────────────────────────────────────────

/** In the summaries: created within the last 14 days, or flagged and not reviewed (any age). */
export const inSummaryWindow = (r: ActivityRecord, now: number): boolean =>
  r.createdAt > now - activityWindowMs || (r.deletedAt === null && r.flaggedAt !== null)

/**
 * Day summaries of several children (each child's items coalesced on their own), bucketed by
 * the parent's local day (`jsTimezoneOffsetMinutes` as `Date.getTimezoneOffset()` gives it).
 * `date` is the local day's first instant; days without items are absent; newest day first.
 */
export function daySummaries(
  recordsPerChild: readonly (readonly ActivityRecord[])[],
  now: number,
  jsTimezoneOffsetMinutes: number,
): WireActivityDay[] {
  const days = new Map<number, { numApproved: number; numFlagged: number; numTotal: number }>()
  for (const records of recordsPerChild) {
    for (const item of coalesce(records.filter((r) => inSummaryWindow(r, now)))) {
      const start = localDayStartMs(localDayOf(item.createdAt, jsTimezoneOffsetMinutes), jsTimezoneOffsetMinutes)
      const entry = days.get(start) ?? { numApproved: 0, numFlagged: 0, numTotal: 0 }
      entry.numTotal++
      if (item.deletedAt !== null) entry.numApproved++
      if (item.flaggedAt !== null) entry.numFlagged++
      days.set(start, entry)
    }
  }
  return [...days]
    .sort(([a], [b]) => b - a)
    .map(([start, counts]) => ({ date: isoSeconds(start), ...counts }))
}

// ── feeds ───────────────────────────────────────────────────────────────────────────────────

/** A feed range with millisecond instants, or null if either end does not parse. */
export function parseRange(range: { start: string; end: string }): { start: number; end: number } | null {
  const pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+Z$/
  if (!pattern.test(range.start) || !pattern.test(range.end)) return null
  const start = Date.parse(range.start)
  const end = Date.parse(range.end)
  if (Number.isNaN(start) || Number.isNaN(end)) return null
  // Date.parse rolls over impossible dates in some engines; insist the text round-trips.
  if (formatInstant(start).slice(0, 19) !== range.start.slice(0, 19)) return null
  if (formatInstant(end).slice(0, 19) !== range.end.slice(0, 19)) return null
  return { start, end }
}

export interface FeedPart {
  readonly numDeleted: number
  readonly items: WireActivityItem[]
}

/**
 * A child's feed for `start < createdAt ≤ end`: coalesced with reviewed items included, then
 * `numDeleted` = the reviewed items and `items` = the unreviewed ones, newest first.
 */
export function feedOf(records: readonly ActivityRecord[], range: { start: number; end: number }): FeedPart {
  const coalesced = coalesce(records.filter((r) => range.start < r.createdAt && r.createdAt <= range.end))
  return {
    numDeleted: coalesced.filter((i) => i.deletedAt !== null).length,
    items: coalesced.filter((i) => i.deletedAt === null).map(itemView),
  }
}

// ── review and flags ────────────────────────────────────────────────────────────────────────

/**
 * Marks the listed items reviewed (`deletedAt = now`) when they belong to `ownedDevices`, are
 * not flagged and not reviewed yet (so a first review time is kept). Anything else is skipped
 * silently. Returns how many rows changed.
 */
export function reviewItems(
  db: Db,
  ownedDevices: ReadonlySet<string>,
  ids: { keystrokeLineIds: readonly string[]; screenshotIds: readonly string[] },
  now: number,
): number {
  const pick = <R extends { id: string; userDeviceId: string; flaggedAt: number | null; deletedAt: number | null }>(
    rows: R[],
    wanted: readonly string[],
  ): string[] => {
    const set = new Set(wanted.map(canonicalId))
    return rows
      .filter((r) => set.has(r.id) && ownedDevices.has(r.userDeviceId) && r.flaggedAt === null && r.deletedAt === null)
      .map((r) => r.id)
  }
  const shots = pick(db.screenshot.getAll(), ids.screenshotIds)
  const lines = pick(db.keystrokeLine.getAll(), ids.keystrokeLineIds)
  if (shots.length > 0) db.screenshot.updateMany({ where: { id: { in: shots } }, data: { deletedAt: now } })
  if (lines.length > 0) db.keystrokeLine.updateMany({ where: { id: { in: lines } }, data: { deletedAt: now } })
  return shots.length + lines.length
}

/**
 * Toggles the flag of the listed items (flagged = now if unflagged, else cleared), each on its
 * own. Unreviewed screenshots are matched first; only if none matched, unreviewed typed-text
 * lines. Only items of `ownedDevices` match. Returns how many matched (0: nothing toggled).
 */
export function toggleFlags(db: Db, ownedDevices: ReadonlySet<string>, ids: readonly string[], now: number): number {
  const wanted = new Set(ids.map(canonicalId))
  const match = <R extends { id: string; userDeviceId: string; deletedAt: number | null }>(rows: R[]): R[] =>
    rows.filter((r) => wanted.has(r.id) && ownedDevices.has(r.userDeviceId) && r.deletedAt === null)

  const apply = (rows: { id: string; flaggedAt: number | null }[], update: (ids: string[], value: number | null) => void) => {
    const toFlag = rows.filter((r) => r.flaggedAt === null).map((r) => r.id)
    const toClear = rows.filter((r) => r.flaggedAt !== null).map((r) => r.id)
    if (toFlag.length > 0) update(toFlag, now)
    if (toClear.length > 0) update(toClear, null)
    return rows.length
  }

  const shots = match(db.screenshot.getAll())
  if (shots.length > 0) {
    return apply(shots, (list, value) => db.screenshot.updateMany({ where: { id: { in: list } }, data: { flaggedAt: value } }))
  }
  const lines = match(db.keystrokeLine.getAll())
  return apply(lines, (list, value) => db.keystrokeLine.updateMany({ where: { id: { in: list } }, data: { flaggedAt: value } }))
}

// ── retention ───────────────────────────────────────────────────────────────────────────────

/** Whether the nightly cleanup removes a row at `now`. */
export function expired(
  row: { createdAt: number; deletedAt: number | null; flaggedAt: number | null },
  now: number,
): boolean {
  if (row.flaggedAt !== null && row.flaggedAt > now - flaggedRetentionMs) return false
  return (row.deletedAt !== null && row.deletedAt <= now - reviewedRetentionMs) || row.createdAt <= now - maxAgeMs
}

/** Hard-deletes expired screenshots and typed-text lines. Returns how many rows went. */
export function applyRetention(db: Db, now: number): number {
  const shots = db.screenshot
    .getAll()
    .filter((r) => expired(r, now))
    .map((r) => r.id)
  const lines = db.keystrokeLine
    .getAll()
    .filter((r) => expired(r, now))
    .map((r) => r.id)
  if (shots.length > 0) db.screenshot.deleteMany({ where: { id: { in: shots } } })
  if (lines.length > 0) db.keystrokeLine.deleteMany({ where: { id: { in: lines } } })
  return shots.length + lines.length
}

/** The time of day (UTC) the nightly cleanup runs. */
export const retentionRunAtMs = 2 * 3_600_000 + 30 * 60_000

/** The latest nightly run time at or before `now`. */
export const lastRetentionRun = (now: number): number => Math.floor((now - retentionRunAtMs) / day) * day + retentionRunAtMs
