/**
 * Unlock and filter-suspension requests as lists show them. Free of the public suffix list, so
 * the app shell can count pending requests without loading it.
 *
 * - Order: pending first, then newest first (ties by id, so the order is stable).
 * - A request's time is shown while it is under 5 minutes old; a filter-suspension request older
 *   than 2 hours can no longer be granted (the child is asked to request again).
 * - The address a card shows is the URL without its scheme, else the domain, else the IP.
 */
import type { RequestStatus } from '../api/wire'

export const recentRequestMs = 5 * 60_000
export const suspensionRequestLifetimeMs = 2 * 60 * 60_000

export interface ListedRequest {
  readonly id: string
  readonly status: RequestStatus
  readonly createdAt: string
}

/** Pending before decided, then newest first; returns a new array. */
export function sortRequests<T extends ListedRequest>(requests: readonly T[]): T[] {
  const rank = (r: T) => (r.status === 'pending' ? 0 : 1)
  return [...requests].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
      (a.id.toLowerCase() < b.id.toLowerCase() ? -1 : a.id.toLowerCase() > b.id.toLowerCase() ? 1 : 0),
  )
}

export const pendingCount = (requests: readonly ListedRequest[]): number => requests.filter((r) => r.status === 'pending').length

/** An answer that carries the unlock requests, and when it arrived. */
export interface RequestsAnswer<T> {
  readonly requests: readonly T[] | undefined
  readonly receivedAt: number | undefined
}

/**
 * The pending unlock requests, from the newer of two answers: the list of every request (any
 * status), or the dashboard's widgets, which carry the pending ones only. 0 while neither is in.
 */
export function pendingCountOf(list: RequestsAnswer<ListedRequest>, widgets: RequestsAnswer<unknown>): number {
  const listAt = list.requests ? (list.receivedAt ?? -Infinity) : undefined
  const widgetsAt = widgets.requests ? (widgets.receivedAt ?? -Infinity) : undefined
  if (widgetsAt !== undefined && (listAt === undefined || widgetsAt > listAt)) return widgets.requests!.length
  return list.requests ? pendingCount(list.requests) : 0
}

/** Whether a request is recent enough to show its time (under 5 minutes old). */
export const showsTime = (createdAt: string, nowMs: number): boolean => nowMs - Date.parse(createdAt) < recentRequestMs

/** Whether a filter-suspension request is too old to grant (older than 2 hours). */
export const isExpired = (createdAt: string, nowMs: number): boolean => nowMs - Date.parse(createdAt) > suspensionRequestLifetimeMs

/** The address an unlock request asks for, as a card shows it. */
export function requestTarget(request: {
  readonly url?: string | undefined
  readonly domain?: string | undefined
  readonly ipAddress?: string | undefined
}): string {
  const url = request.url?.trim() ?? ''
  if (url !== '') return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  return request.domain?.trim() || request.ipAddress?.trim() || ''
}

/** Only web links are offered as links. */
export const isWebLink = (url: string | undefined): url is string => url !== undefined && /^https?:\/\/[^\s]+$/i.test(url.trim())
