/**
 * Child settings as a draft of the SaveUser input: build the draft from a User or for a new
 * child, edit keychains and blocked apps, tell whether it changed and may be saved (only when
 * changed, with a non-blank name, and not while a save is in flight), and what a save
 * decreases. Pure.
 */
import { idKey, sameId } from '../api/ids'
import type { OperationInput } from '../api/operations'
import { sameSchedule, sameWindow, scheduleError, windowError } from '../schedule/schedule'
import type { BlockedApp, PlainTimeWindow, RuleSchedule } from '../api/wire'

/** The SaveUser input: what the child settings screen edits. */
export type ChildDraft = OperationInput<'SaveUser'>

/** The server's floor for the screenshot interval, in seconds (docs/api.md#limits). */
export const minScreenshotsFrequency = 10

/**
 * The options a new child starts with: everything monitored, 1000 px screenshots every 120 s.
 * (The server applies its own defaults to a new child whatever is sent: docs/api.md#children.)
 */
export const newChildDefaults = {
  keyloggingEnabled: true,
  screenshotsEnabled: true,
  screenshotsResolution: 1000,
  screenshotsFrequency: 120,
  showSuspensionActivity: true,
} as const

/** Where a child's settings are drafted (a child not saved yet is a new draft there). */
export const childDraftKey = (id: string): string => `child/${idKey(id)}`

/** The draft of a child not saved yet (id from the /children/new redirect). */
export const newChildDraft = (id: string, name = ''): ChildDraft => ({
  id,
  isNew: true,
  name,
  ...newChildDefaults,
  keychains: [],
})

/** What a User (GetUser output) needs to become a draft. */
export interface UserLike {
  readonly id: string
  readonly name: string
  readonly keyloggingEnabled: boolean
  readonly screenshotsEnabled: boolean
  readonly screenshotsResolution: number
  readonly screenshotsFrequency: number
  readonly showSuspensionActivity: boolean
  readonly downtime?: PlainTimeWindow | undefined
  readonly keychains: readonly { readonly id: string; readonly schedule?: RuleSchedule | undefined }[]
  readonly blockedApps?: readonly BlockedApp[] | undefined
}

const withSchedule = <T extends object>(value: T, schedule: RuleSchedule | null | undefined): T & { schedule?: RuleSchedule } =>
  schedule ? { ...value, schedule } : value

/**
 * The SaveUser input for an existing child: keychains become `{id, schedule?}`; `blockedApps`
 * stays absent when the server sent none (the child's computers cannot block apps), so that a
 * save leaves the stored list alone.
 */
export function draftFromUser(user: UserLike): ChildDraft {
  const draft: ChildDraft = {
    id: user.id,
    isNew: false,
    name: user.name,
    keyloggingEnabled: user.keyloggingEnabled,
    screenshotsEnabled: user.screenshotsEnabled,
    screenshotsResolution: user.screenshotsResolution,
    screenshotsFrequency: user.screenshotsFrequency,
    showSuspensionActivity: user.showSuspensionActivity,
    keychains: user.keychains.map((k) => withSchedule({ id: k.id }, k.schedule)),
  }
  if (user.downtime) draft.downtime = user.downtime
  if (user.blockedApps) {
    draft.blockedApps = user.blockedApps.map((app) => withSchedule({ id: app.id, identifier: app.identifier }, app.schedule))
  }
  return draft
}

/**
 * What is sent: name trimmed, frequency at least 10 s, and optional keys left out rather than
 * null (the API reads a missing key and null alike; the client never sends null).
 */
export function saveUserInput(draft: ChildDraft): ChildDraft {
  const input: ChildDraft = {
    id: draft.id,
    isNew: draft.isNew,
    name: draft.name.trim(),
    keyloggingEnabled: draft.keyloggingEnabled,
    screenshotsEnabled: draft.screenshotsEnabled,
    screenshotsResolution: draft.screenshotsResolution,
    screenshotsFrequency: Math.max(minScreenshotsFrequency, Math.round(draft.screenshotsFrequency)),
    showSuspensionActivity: draft.showSuspensionActivity,
    keychains: draft.keychains.map((k) => withSchedule({ id: k.id }, k.schedule)),
  }
  if (draft.downtime) input.downtime = draft.downtime
  if (draft.blockedApps) {
    input.blockedApps = draft.blockedApps.map((app) => withSchedule({ id: app.id, identifier: app.identifier.trim() }, app.schedule))
  }
  return input
}

// ── change detection ────────────────────────────────────────────────────────────────────────

const sameList = <T>(a: readonly T[] | null | undefined, b: readonly T[] | null | undefined, same: (x: T, y: T) => boolean) => {
  if (!a || !b) return !a === !b
  return a.length === b.length && a.every((x, i) => same(x, b[i] as T))
}

/**
 * Whether the draft differs from the original in anything a save would send (the name is
 * compared trimmed; ids case-insensitively; `isNew` is not a difference).
 */
export function childDraftChanged(draft: ChildDraft, original: ChildDraft): boolean {
  const a = saveUserInput(draft)
  const b = saveUserInput(original)
  return !(
    sameId(a.id, b.id) &&
    a.name === b.name &&
    a.keyloggingEnabled === b.keyloggingEnabled &&
    a.screenshotsEnabled === b.screenshotsEnabled &&
    a.screenshotsResolution === b.screenshotsResolution &&
    a.screenshotsFrequency === b.screenshotsFrequency &&
    a.showSuspensionActivity === b.showSuspensionActivity &&
    sameWindow(a.downtime ?? undefined, b.downtime ?? undefined) &&
    sameList(a.keychains, b.keychains, (x, y) => sameId(x.id, y.id) && sameSchedule(x.schedule ?? undefined, y.schedule ?? undefined)) &&
    sameList(
      a.blockedApps,
      b.blockedApps,
      (x, y) => sameId(x.id, y.id) && x.identifier === y.identifier && sameSchedule(x.schedule ?? undefined, y.schedule ?? undefined),
    )
  )
}

/** A child needs a name: blank once trimmed, the name field says 'Enter a name'. */
export const childNameError = (draft: Pick<ChildDraft, 'name'>): string | undefined => (draft.name.trim() === '' ? 'Enter a name' : undefined)

/** 'Save child' is enabled only when the draft changed, the trimmed name is not empty, and no save is in flight. */
export const canSaveChild = (draft: ChildDraft, original: ChildDraft, inFlight: boolean): boolean =>
  !inFlight && childNameError(draft) === undefined && childDraftChanged(draft, original)

/**
 * Problems that stop a save besides the name: a keychain's or blocked app's schedule whose end
 * is not after its start (or with no day), and an empty or out-of-range downtime (downtime may
 * run past midnight).
 *
 * With `original`, a schedule or downtime the parent has not touched is not judged again: the
 * server keeps windows that run past midnight (e.g. "not at night", 21:00–05:00), and such a
 * rule must not stop the parent from saving something else.
 */
export function childDraftErrors(draft: ChildDraft, original?: ChildDraft): string[] {
  const errors: string[] = []
  const untouched = <R extends { readonly id: string; readonly schedule?: RuleSchedule | null | undefined }>(
    rule: R,
    before: readonly R[] | null | undefined,
  ) => before?.some((b) => sameId(b.id, rule.id) && sameSchedule(b.schedule ?? undefined, rule.schedule ?? undefined)) ?? false
  if (draft.downtime && !(original?.downtime && sameWindow(original.downtime, draft.downtime))) {
    const problem = windowError(draft.downtime, 'downtime')
    if (problem) errors.push(`Downtime: ${problem}`)
  }
  for (const keychain of draft.keychains) {
    if (!keychain.schedule || untouched(keychain, original?.keychains)) continue
    const problem = scheduleError(keychain.schedule)
    if (problem) errors.push(problem)
  }
  for (const app of draft.blockedApps ?? []) {
    if (!app.schedule || untouched(app, original?.blockedApps)) continue
    const problem = scheduleError(app.schedule)
    if (problem) errors.push(`${app.identifier}: ${problem}`)
  }
  return errors
}

/** After a successful save the draft becomes the original, no longer new. */
export const savedChildDraft = (draft: ChildDraft): ChildDraft => ({ ...saveUserInput(draft), isNew: false })

// ── keychains on the draft ──────────────────────────────────────────────────────────────────

export const draftHasKeychain = (draft: ChildDraft, keychainId: string): boolean => draft.keychains.some((k) => sameId(k.id, keychainId))

/** Adds a keychain (once), optionally with a schedule. */
export function addDraftKeychain(draft: ChildDraft, keychainId: string, schedule?: RuleSchedule): ChildDraft {
  if (draftHasKeychain(draft, keychainId)) return draft
  return { ...draft, keychains: [...draft.keychains, withSchedule({ id: keychainId }, schedule)] }
}

export const removeDraftKeychain = (draft: ChildDraft, keychainId: string): ChildDraft => ({
  ...draft,
  keychains: draft.keychains.filter((k) => !sameId(k.id, keychainId)),
})

/** Sets or (with undefined) removes a keychain's schedule. */
export const setDraftKeychainSchedule = (draft: ChildDraft, keychainId: string, schedule: RuleSchedule | undefined): ChildDraft => ({
  ...draft,
  keychains: draft.keychains.map((k) => (sameId(k.id, keychainId) ? withSchedule({ id: k.id }, schedule) : k)),
})

// ── blocked apps on the draft ───────────────────────────────────────────────────────────────

/** A new blocked app needs a non-empty identifier. */
export const canAddBlockedApp = (identifier: string): boolean => identifier.trim() !== ''

/** Appends a blocked app (identifier trimmed); an empty identifier leaves the draft as it is. */
export function addBlockedApp(draft: ChildDraft, id: string, identifier: string, schedule?: RuleSchedule): ChildDraft {
  if (!canAddBlockedApp(identifier)) return draft
  const app = withSchedule({ id, identifier: identifier.trim() }, schedule)
  return { ...draft, blockedApps: [...(draft.blockedApps ?? []), app] }
}

export const removeBlockedApp = (draft: ChildDraft, id: string): ChildDraft =>
  draft.blockedApps ? { ...draft, blockedApps: draft.blockedApps.filter((app) => !sameId(app.id, id)) } : draft

export const setBlockedAppSchedule = (draft: ChildDraft, id: string, schedule: RuleSchedule | undefined): ChildDraft =>
  draft.blockedApps
    ? {
        ...draft,
        blockedApps: draft.blockedApps.map((app) => (sameId(app.id, id) ? withSchedule({ id: app.id, identifier: app.identifier }, schedule) : app)),
      }
    : draft

// ── monitoring decreases ────────────────────────────────────────────────────────────────────

export interface MonitoringSettings {
  readonly keyloggingEnabled: boolean
  readonly screenshotsEnabled: boolean
  readonly screenshotsResolution: number
  readonly screenshotsFrequency: number
  readonly showSuspensionActivity: boolean
}

/**
 * What a save lowers, in the words of the server's `monitoringDecreased` security event
 * (docs/api.md#children): fewer pixels, or more seconds between screenshots, count as decreases.
 */
export function monitoringDecreases(before: MonitoringSettings, after: MonitoringSettings): string[] {
  const parts: string[] = []
  if (before.keyloggingEnabled && !after.keyloggingEnabled) parts.push('keylogging disabled')
  if (before.screenshotsEnabled && !after.screenshotsEnabled) parts.push('screenshots disabled')
  if (after.screenshotsResolution < before.screenshotsResolution) parts.push('screenshots resolution decreased')
  if (after.screenshotsFrequency > before.screenshotsFrequency) parts.push('screenshots frequency decreased')
  if (before.showSuspensionActivity && !after.showSuspensionActivity) parts.push('suspension activity visibility disabled')
  return parts
}

// ── the add-keychain drawer's lists ─────────────────────────────────────────────────────────

/** Cards per page in the add-keychain drawer. */
export const keychainPageSize = 6

/**
 * The keychains whose name or description contains every word of the search (case- and
 * accent-insensitive); all of them for an empty search. Order is kept.
 */
export function filterKeychains<K extends { readonly name: string; readonly description?: string | undefined }>(
  keychains: readonly K[],
  search: string,
): K[] {
  // Upper case folds further than lower case: 'ß' and 'ss' both become 'SS'.
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
  // The empty words that repeated or surrounding spaces leave are in every text.
  const words = fold(search).split(/\s/)
  return keychains.filter((k) => {
    const text = fold(`${k.name} ${k.description ?? ''}`)
    return words.every((w) => text.includes(w))
  })
}

/** How many pages `count` cards fill (at least one, so an empty list still has a page). */
export const pageCount = (count: number, size: number = keychainPageSize): number => Math.max(1, Math.ceil(count / size))

/** The cards on page `page` (0-based; clamped to the last page). */
export function pageOf<T>(items: readonly T[], page: number, size: number = keychainPageSize): T[] {
  const last = pageCount(items.length, size) - 1
  const p = Math.min(Math.max(0, Math.trunc(page)), last)
  return items.slice(p * size, p * size + size)
}
