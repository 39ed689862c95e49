/**
 * Review items for unit tests: screenshots and typed-text lines of a child at given instants,
 * as day feeds list them, with the entries (`reviewEntries`) made from them.
 */
import type { SecurityEvent, UserActivityItem } from '@domain/api/wire'
import { localDayOf } from '@domain/calendar/dates'
import type { ReviewItem } from '@domain/activity/review-item'

export const childA = 'c0000000-0000-4000-8000-00000000000a'
export const childB = 'c0000000-0000-4000-8000-00000000000b'
/** 2026-03-14 00:00 UTC. */
export const day0 = Date.UTC(2026, 2, 14)
export const minute = 60_000
export const hour = 3_600_000

/** A fixed-width item id from a number (upper case, as the server sends). */
export const itemId = (n: number): string => `5C000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

interface Common {
  readonly flagged?: boolean
  readonly duringSuspension?: boolean
  readonly childId?: string
  readonly offset?: number
}

function wrap(item: UserActivityItem, at: number, c: Common): ReviewItem {
  return { childId: c.childId ?? childA, day: localDayOf(at, c.offset ?? 0), item, at }
}

export function shot(n: number, at: number, c: Common = {}): ReviewItem {
  const item = {
    case: 'screenshot',
    id: itemId(n),
    ids: [itemId(n)],
    url: `https://shots.example/${n}.png`,
    width: 1000,
    height: 625,
    duringSuspension: c.duringSuspension ?? false,
    flagged: c.flagged ?? false,
    createdAt: new Date(at).toISOString(),
  } as UserActivityItem
  return wrap(item, at, c)
}

export function typed(n: number, at: number, appName: string, line: string, c: Common = {}): ReviewItem {
  const item = {
    case: 'keystrokeLine',
    id: itemId(n),
    ids: [itemId(n)],
    appName,
    line,
    duringSuspension: c.duringSuspension ?? false,
    flagged: c.flagged ?? false,
    createdAt: new Date(at).toISOString(),
  } as UserActivityItem
  return wrap(item, at, c)
}

export function childEvent(id: string, at: number, event: string, childId = childA): SecurityEvent {
  return {
    case: 'child',
    id,
    childId,
    childName: 'Maya',
    deviceId: 'd0000000-0000-4000-8000-000000000001',
    deviceName: 'MacBook Air',
    event,
    explanation: 'An explanation',
    createdAt: new Date(at).toISOString(),
  } as SecurityEvent
}
