/**
 * The reasons of every item of the window, computed once (then ranking is a sort: ./ranking.ts).
 *
 * `reviewEntries(input)` takes the window's items (every loaded day of one child or of every
 * child: see ./review-item.ts) and the context, and gives each item its reasons and score:
 * - `securityEvents`: the security events feed (only child events count, matched by child);
 * - `requests`: unlock and suspension requests as `ChildRequest`s (`unlockRequestOf`,
 *   `suspensionRequestOf` make them from the wire's records);
 * - `jsTimezoneOffsetMinutes`: the parent's offset, for "late at night" and its clock time;
 * - `windowStartMs`: the first instant of the window's first loaded day; an app first used
 *   within a day of it is not counted as new (it may have been used just before the window);
 * - `preferences`: the concern lists and the late-night hours (./review-item.ts).
 *
 * Rules: a security event or a request of the same child counts when it is at most 5 minutes
 * (included) before or after the item, the nearest one (ties: the earlier, then the smaller id);
 * typed text is read by ./typed-text.ts and the concern lists; an app's first use is the
 * earliest typed-text item of that child with that app name (folded); late at night uses the
 * local clock time of the item.
 */
import type { SecurityEvent, SuspendFilterRequest, UnlockRequest } from '../api/wire'
import { eventAttention } from '../security/events'
import { type ConcernMatcher, compileConcerns, matchConcerns } from './concerns'
import { type Reason, nearbyMs, reasonText, scoreOf, sortReasons } from './reasons'
import { type ReviewItem, type ReviewPreferences, compareByTime, defaultReviewPreferences, isLateNight, itemKey } from './review-item'
import { clockTime } from '../time'
import { typedTextLook } from './typed-text'
import { fold } from './text-fold'

/** An unlock or suspension request of a child, as the reasons need it. */
export interface ChildRequest {
  readonly kind: 'unlock' | 'suspension'
  readonly id: string
  readonly childId: string
  /** Epoch ms. */
  readonly at: number
  /** What an unlock asks for: a domain, an address or an app. */
  readonly target?: string
}

const hostOfUrl = (url: string): string | undefined => /^[a-z][a-z0-9+.-]*:\/\/([^/?#:@]+)/i.exec(url)?.[1]?.toLowerCase()

/** An unlock request as a `ChildRequest`: its target is the domain, else the URL's host, the IP address, the app. */
export function unlockRequestOf(request: UnlockRequest): ChildRequest {
  const target = request.domain ?? (request.url ? hostOfUrl(request.url) : undefined) ?? request.ipAddress ?? request.appName
  return { kind: 'unlock', id: request.id, childId: request.userId, at: Date.parse(request.createdAt), ...(target ? { target } : {}) }
}

/** A suspension request as a `ChildRequest` (the record names the child's device, not the child: pass the child). */
export const suspensionRequestOf = (request: SuspendFilterRequest, childId: string): ChildRequest => ({
  kind: 'suspension',
  id: request.id,
  childId,
  at: Date.parse(request.createdAt),
})

export interface ReviewContext {
  readonly securityEvents: readonly SecurityEvent[]
  readonly requests: readonly ChildRequest[]
  readonly jsTimezoneOffsetMinutes: number
  readonly windowStartMs: number
  readonly preferences?: ReviewPreferences
}

/** An item with its reasons (heaviest first) and score. */
export interface ReviewEntry extends ReviewItem {
  readonly key: string
  readonly reasons: readonly Reason[]
  readonly score: number
}

/** How long after the window's start a first use counts as new. */
export const firstUseGraceMs = 86_400_000

interface Moment {
  readonly id: string
  readonly at: number
  readonly what: string | undefined
  readonly kind: 'event' | 'unlock' | 'suspension'
}

const byTimeThenId = (a: Moment, b: Moment) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** Moments per child, sorted by time then id. */
function momentsByChild(list: readonly { childId: string; moment: Moment }[]): Map<string, Moment[]> {
  const map = new Map<string, Moment[]>()
  for (const { childId, moment } of list) {
    const key = childId.toLowerCase()
    const moments = map.get(key) ?? []
    moments.push(moment)
    map.set(key, moments)
  }
  for (const moments of map.values()) moments.sort(byTimeThenId)
  return map
}

/** The nearest moment within `nearbyMs` of `at` (ties: the earlier, then the smaller id), by binary search. */
export function nearestMoment<M extends { readonly at: number }>(sorted: readonly M[], at: number): M | null {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]!.at < at - nearbyMs) lo = mid + 1
    else hi = mid
  }
  let best: M | null = null
  for (let i = lo; i < sorted.length && sorted[i]!.at <= at + nearbyMs; i++) {
    const m = sorted[i]!
    if (best === null || Math.abs(m.at - at) < Math.abs(best.at - at)) best = m
  }
  return best
}

/** The first typed-text item of each child and app (folded name), as child key → app → item key. */
function firstUses(items: readonly ReviewItem[]): Map<string, string> {
  const first = new Map<string, ReviewItem>()
  for (const entry of items) {
    if (entry.item.case !== 'keystrokeLine') continue
    const app = fold(entry.item.appName)
    if (app === '') continue
    const k = `${entry.childId.toLowerCase()}\u0000${app}`
    const seen = first.get(k)
    if (seen === undefined || compareByTime(entry, seen) < 0) first.set(k, entry)
  }
  const result = new Map<string, string>()
  for (const entry of first.values()) result.set(itemKey(entry.item), entry.childId)
  return result
}

/** The minute of the local day (0..1439) of an instant. */
const localMinuteOfDay = (at: number, offsetMinutes: number): number => {
  const local = Math.floor(at / 60_000) - offsetMinutes
  return ((local % 1440) + 1440) % 1440
}

interface Prepared {
  readonly events: Map<string, Moment[]>
  readonly requests: Map<string, Moment[]>
  readonly firstUse: Map<string, string>
  readonly concerns: ConcernMatcher
  readonly context: ReviewContext
  readonly preferences: ReviewPreferences
}

function prepare(items: readonly ReviewItem[], context: ReviewContext): Prepared {
  const preferences = context.preferences ?? defaultReviewPreferences
  const childEvents = context.securityEvents.flatMap((e) =>
    e.case === 'child'
      ? [
          {
            childId: e.childId,
            moment: { id: e.id, at: Date.parse(e.createdAt), what: eventAttention(e)?.headline ?? e.event, kind: 'event' as const },
          },
        ]
      : [],
  )
  const requests = context.requests.map((r) => ({ childId: r.childId, moment: { id: r.id, at: r.at, what: r.target, kind: r.kind } }))
  return {
    events: momentsByChild(childEvents),
    requests: momentsByChild(requests),
    firstUse: firstUses(items),
    concerns: compileConcerns(preferences.concerns),
    context,
    preferences,
  }
}

function reasonsOf(entry: ReviewItem, p: Prepared): Reason[] {
  const reasons: Reason[] = []
  const { item, at } = entry
  const child = entry.childId.toLowerCase()
  if (item.duringSuspension) reasons.push({ kind: 'suspension', text: reasonText.suspension() })
  const event = nearestMoment(p.events.get(child) ?? [], at)
  if (event) {
    const offsetMs = event.at - at
    reasons.push({ kind: 'securityEvent', eventId: event.id, offsetMs, text: reasonText.securityEvent(offsetMs, event.what ?? '') })
  }
  const request = nearestMoment(p.requests.get(child) ?? [], at)
  if (request) {
    const offsetMs = request.at - at
    const requestKind = request.kind === 'suspension' ? 'suspension' : 'unlock'
    const text = requestKind === 'unlock' ? reasonText.unlock(offsetMs, request.what) : reasonText.suspensionRequest(offsetMs)
    reasons.push({ kind: 'request', requestKind, requestId: request.id, offsetMs, text })
  }
  const minute = localMinuteOfDay(at, p.context.jsTimezoneOffsetMinutes)
  if (isLateNight(minute, p.preferences.lateNight)) {
    const localTime = clockTime(at, { offsetMinutes: p.context.jsTimezoneOffsetMinutes })
    reasons.push({ kind: 'lateNight', localTime, text: reasonText.lateNight(localTime) })
  }
  if (item.case === 'keystrokeLine') {
    for (const match of matchConcerns(p.concerns, item.line))
      reasons.push({ kind: 'concern', source: match.source, text: reasonText.concern(match.source) })
    const look = typedTextLook(item.line, item.appName)
    if (look?.kind === 'address') reasons.push({ kind: 'typedAddress', host: look.host, text: reasonText.typedAddress() })
    if (look?.kind === 'search') reasons.push({ kind: 'typedSearch', text: reasonText.typedSearch() })
    const isFirst = p.firstUse.get(itemKey(item))?.toLowerCase() === child
    if (isFirst && at >= p.context.windowStartMs + firstUseGraceMs) {
      const appName = item.appName.trim()
      reasons.push({ kind: 'firstUse', appName, text: reasonText.firstUse(appName) })
    }
  }
  return sortReasons(reasons)
}

/** Every item of the window with its reasons and score (same order as given). */
export function reviewEntries(items: readonly ReviewItem[], context: ReviewContext): ReviewEntry[] {
  const prepared = prepare(items, context)
  return items.map((entry) => {
    const reasons = reasonsOf(entry, prepared)
    return { ...entry, key: itemKey(entry.item), reasons, score: scoreOf(reasons) }
  })
}
