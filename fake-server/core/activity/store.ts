/**
 * Screenshots and typed-text lines as the activity operations see them: parent-local day
 * summaries, day feeds, review (soft delete) and flags, over the coalesced items of
 * core/activity/coalesce.ts. Retention is in core/activity/retention.ts.
 *
 * Rows are read with `getAll()` and filtered here: the store's own `where` scans are far slower
 * than a plain array filter once a child has a few thousand items.
 */
import { formatInstant, localDayOf, localDayStartMs } from '@domain/calendar/dates'
import type { WireOutput } from '@domain/api/operations'
import { type ActivityRecord, type WireActivityItem, coalesce, itemView } from './coalesce'
import { type Db, canonicalId, day } from '../db/db'
import { isoSeconds } from '../encode'

/** Wire form of a day summary (as the fake server writes it). */
export type WireActivityDay = WireOutput<'CombinedUsersActivitySummaries'>[number]

/** The dashboard's window: summaries show the last 14 days (plus older flagged items). */
export const activityWindowMs = 14 * day

// ── reading the store ───────────────────────────────────────────────────────────────────────

/**
 * All activity records of the given logins (user devices). Screenshot URLs get `resourceOrigin`
 * in front of their stored path (ServerDeps.resourceOrigin).
 */
export function recordsOf(db: Db, userDeviceIds: Iterable<string>, resourceOrigin = ''): ActivityRecord[] {
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
      url: resourceOrigin + s.url,
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
  return [...days].sort(([a], [b]) => b - a).map(([start, counts]) => ({ date: isoSeconds(start), ...counts }))
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
    return rows.filter((r) => set.has(r.id) && ownedDevices.has(r.userDeviceId) && r.flaggedAt === null && r.deletedAt === null).map((r) => r.id)
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
