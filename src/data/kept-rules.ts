/**
 * Which answers the device keeps between visits, and for how long: the rules, as pure functions
 * (no storage, no clock: both are passed in).
 *
 * - Only the answers of the reads a signed-in first screen shows are kept: the frame's (the
 *   parent's account, the unlock requests) and the fixed lists the first screens show (Home's
 *   widgets, the children, the devices, the iOS devices, the keychains). Never a write, never a
 *   page about one entity, never the security events (addresses and places of sign-ins).
 * - Kept per account: the kept answers name the parent they belong to; another parent gets
 *   nothing, and nobody gets anything when no parent is signed in.
 * - An answer is kept at most 14 days; one that is too large is not kept at all (never cut
 *   short), and the whole stays under a total size, so that the browser's storage, which is read
 *   before the first screen, stays small.
 * - What is read back is checked again: an entry of another version, of another shape, or whose
 *   answer fails its operation's schema is dropped, never shown.
 * - A write the server confirmed (or may have applied) makes the kept answers of the keys it
 *   changes old: they are dropped at once, and only an answer asked for after it is kept again, so
 *   a reload right after a save never shows the page as it was before.
 */
import type { CacheKey } from './queries'
import type { ReadName } from './external-reads'

/** The reads kept, by cache key: each one's only operation (all take no input). */
export const keptReads: Readonly<Record<CacheKey, ReadName>> = {
  admin: 'GetAdmin',
  'unlock-requests': 'GetUnlockRequests',
  dashboard: 'GetDashboardWidgets',
  users: 'GetUsers',
  computers: 'GetDevices',
  'ios-devices': 'IOSDevices',
  'admin-keychains': 'GetAdminKeychains',
}

/** The version of the stored form: another version is dropped whole. */
export const keptVersion = 1

export const keptLimits = {
  /** How long a kept answer may be shown (ms): 14 days. */
  maxAgeMs: 14 * 24 * 60 * 60_000,
  /** The largest answer kept, in characters of its JSON. */
  maxEntryChars: 100_000,
  /** The most kept in all, in characters of the entries' JSON. */
  maxTotalChars: 300_000,
} as const

export interface KeptEntry {
  readonly op: ReadName
  /** When the answer arrived (the engine's clock, ms). */
  readonly at: number
  readonly data: unknown
}

/** What is stored: the parent the answers belong to, and the answers by cache key. */
export interface KeptAnswers {
  readonly v: typeof keptVersion
  /** The parent's id, lower case. */
  readonly owner: string
  readonly entries: Readonly<Record<CacheKey, KeptEntry>>
}

/** An answer read back, checked, for the engine's snapshot. */
export interface KeptSnapshot {
  readonly key: CacheKey
  readonly op: ReadName
  readonly at: number
  readonly data: unknown
}

/** Checks an answer against its operation's schema: the parsed answer, or undefined when it fails. */
export type Validate = (op: ReadName, data: unknown) => { readonly ok: true; readonly data: unknown } | { readonly ok: false }

const ownerOf = (adminId: string): string => adminId.toLowerCase()

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/** The read's answer may be kept: a kept key, asked with its own operation and no input. */
export const mayKeep = (key: CacheKey, op: ReadName, input: unknown): boolean =>
  Object.hasOwn(keptReads, key) && keptReads[key] === op && input === undefined

/** The stored value, when it has the stored form of this version (its answers unchecked). */
export function keptForm(stored: unknown): KeptAnswers | null {
  if (!isObject(stored) || stored.v !== keptVersion || typeof stored.owner !== 'string' || !isObject(stored.entries)) return null
  return stored as unknown as KeptAnswers
}

const entryIsFresh = (entry: unknown, now: number): entry is KeptEntry =>
  isObject(entry) && typeof entry.at === 'number' && Number.isFinite(entry.at) && now - entry.at >= 0 && now - entry.at <= keptLimits.maxAgeMs

/**
 * The kept answers `adminId` may see at `now`: none without a parent or for another parent; of
 * the others, those of a kept read, not older than 14 days (nor from the future), whose answer
 * passes its operation's schema.
 */
export function readKept(stored: unknown, adminId: string | null, now: number, validate: Validate): KeptSnapshot[] {
  const form = keptForm(stored)
  if (adminId === null || form === null || form.owner !== ownerOf(adminId)) return []
  const read: KeptSnapshot[] = []
  for (const [key, entry] of Object.entries(form.entries)) {
    if (!entryIsFresh(entry, now) || !Object.hasOwn(keptReads, key) || entry.op !== keptReads[key]) continue
    const checked = validate(entry.op, entry.data)
    if (checked.ok) read.push({ key, op: entry.op, at: entry.at, data: checked.data })
  }
  return read
}

/** The JSON of an answer, or null when it has none (a cycle, a value JSON cannot write). */
function jsonOf(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null
  } catch {
    return null
  }
}

/**
 * The kept answers after `adminId`'s answer to a kept read arrived at `at`. Another parent's
 * answers are replaced; answers too old are dropped; an answer too large is not kept (nor its
 * earlier copy); past the total, the oldest answers go first. Not a kept read: unchanged.
 */
export function keepAnswer(
  stored: unknown,
  adminId: string,
  answer: { readonly key: CacheKey; readonly op: ReadName; readonly input?: unknown; readonly data: unknown; readonly at: number },
): KeptAnswers | null {
  const form = keptForm(stored)
  const owner = ownerOf(adminId)
  const earlier = form !== null && form.owner === owner ? form.entries : {}
  if (!mayKeep(answer.key, answer.op, answer.input)) return form
  const entries = new Map<CacheKey, { entry: KeptEntry; chars: number }>()
  for (const [key, entry] of Object.entries(earlier)) {
    if (key === answer.key || !entryIsFresh(entry, answer.at)) continue
    const chars = jsonOf(entry)?.length
    if (chars !== undefined) entries.set(key, { entry, chars })
  }
  const entry: KeptEntry = { op: answer.op, at: answer.at, data: answer.data }
  const chars = jsonOf(entry)?.length
  if (chars !== undefined && chars <= keptLimits.maxEntryChars) entries.set(answer.key, { entry, chars })
  // Over the total, the oldest answers go first.
  let total = [...entries.values()].reduce((sum, e) => sum + e.chars, 0)
  for (const [key, e] of [...entries].sort((a, b) => a[1].entry.at - b[1].entry.at)) {
    if (total <= keptLimits.maxTotalChars) break
    entries.delete(key)
    total -= e.chars
  }
  return { v: keptVersion, owner, entries: Object.fromEntries([...entries].map(([key, e]) => [key, e.entry])) }
}

/**
 * The kept answers without those of `keys` (a write made them old); unchanged (the same value)
 * when none of them is kept.
 */
export function forgetKept(stored: unknown, keys: Iterable<CacheKey>): KeptAnswers | null {
  const form = keptForm(stored)
  if (form === null) return null
  const gone = new Set(keys)
  const entries = Object.entries(form.entries)
  if (!entries.some(([key]) => gone.has(key))) return form
  return { ...form, entries: Object.fromEntries(entries.filter(([key]) => !gone.has(key))) }
}
