/**
 * The security events feed: events of the last 14 days, grouped by the parent's local day,
 * filtered by child and by kind, and a plain-words mark on the events that need a parent's
 * attention. Their times are written by domain/time.
 *
 * Pure: the current time and the parent's time zone are passed in.
 */
import { formatIsoDate } from '../calendar/dates'
import { sameId } from '../api/ids'
import type { SecurityEvent } from '../api/wire'
import { type TimeFrame, dayHeading, localDate } from '../time'

/** The feed covers this many days. */
export const securityEventsWindowDays = 14

// ── attention ───────────────────────────────────────────────────────────────────────────────

/** Why an event deserves a look, in words a parent understands. */
export interface Attention {
  readonly headline: string
}

const stopWords = /\b(stop|stopped|stopping|uninstall|uninstalled|uninstalling|disable|disabled|off|removed?)\b/i

/**
 * Which events need attention. The feed carries each event's words (not a key), as the API
 * documentation lists them; unknown words never need attention.
 */
export function eventAttention(event: {
  readonly case: SecurityEvent['case']
  readonly event: string
  readonly detail?: string | undefined
}): Attention | null {
  const words = event.event.trim().toLowerCase()
  const detail = event.detail ?? ''
  if (event.case === 'admin') {
    return words === 'failed login' ? { headline: 'Someone tried to log in with a wrong password' } : null
  }
  switch (words) {
    case 'app quit':
      return { headline: 'The Gatehouse app was quit' }
    case 'filter suspension granted by admin':
      return { headline: 'The filter was turned off on the Mac itself' }
    case 'system extension change requested':
    case 'system extension state changed':
      return stopWords.test(detail) ? { headline: 'The filter may have been switched off' } : null
    case 'new macos user created':
      return { headline: 'A new user account was added to the Mac' }
    case 'macos user exempted':
      return { headline: 'Someone on the Mac was let past the filter' }
    case 'advanced settings opened':
      return { headline: 'Hidden settings of the app were opened' }
    case 'child disconnected':
      return { headline: 'The Mac stopped monitoring this child' }
    case 'system clock or time zone changed':
      return { headline: 'The Mac’s clock was changed' }
    case 'app update failed to replace system extension':
      return { headline: 'The filter may not be running after an update' }
    default:
      return null
  }
}

// ── filtering ───────────────────────────────────────────────────────────────────────────────

export type EventKind = 'all' | 'child' | 'parent' | 'attention'

export const eventKindLabel: Record<EventKind, string> = {
  all: 'All events',
  attention: 'Needing attention',
  child: 'On children’s Macs',
  parent: 'In your account',
}

export interface EventFilter {
  readonly kind: EventKind
  /** Only this child's events; undefined: everyone's. */
  readonly childId?: string
}

export function matchesFilter(event: SecurityEvent, filter: EventFilter): boolean {
  if (filter.childId !== undefined && !(event.case === 'child' && sameId(event.childId, filter.childId))) return false
  switch (filter.kind) {
    case 'all':
      return true
    case 'child':
      return event.case === 'child'
    case 'parent':
      return event.case === 'admin'
    case 'attention':
      return eventAttention(event) !== null
  }
}

/** The children the feed mentions, by name, for the child filter. */
export function childrenInFeed(events: readonly SecurityEvent[]): { id: string; name: string }[] {
  const seen = new Map<string, { id: string; name: string }>()
  for (const e of events) {
    if (e.case === 'child' && !seen.has(e.childId.toLowerCase())) seen.set(e.childId.toLowerCase(), { id: e.childId, name: e.childName })
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
}

// ── grouping by day ─────────────────────────────────────────────────────────────────────────

export interface EventDay<E> {
  /** YYYY-MM-DD of the parent's local day. */
  readonly key: string
  /** 'Today', 'Yesterday', or 'Wed, May 21'. */
  readonly label: string
  readonly events: readonly E[]
}

/**
 * Events grouped by the parent's local day (each event's own, so an event from before a
 * daylight-saving change falls on the day its clock said), newest day first and newest event
 * first within a day (the order of equal instants is kept). Events with an unreadable date are
 * left out.
 */
export function groupByDay<E extends { readonly createdAt: string }>(events: readonly E[], nowMs: number, frame: TimeFrame): EventDay<E>[] {
  const today = localDate(nowMs, frame)
  // Array sort is stable: events at the same instant keep the feed's order.
  const dated = events
    .map((event) => ({ event, ms: Date.parse(event.createdAt) }))
    .filter((e) => !Number.isNaN(e.ms))
    .sort((a, b) => b.ms - a.ms)
  const days: { key: string; label: string; events: E[] }[] = []
  for (const { event, ms } of dated) {
    const date = localDate(ms, frame)
    const key = formatIsoDate(date)
    const last = days[days.length - 1]
    if (last && last.key === key) last.events.push(event)
    else days.push({ key, label: dayHeading(date, today), events: [event] })
  }
  return days
}
