/**
 * Grouping: one child's pending unlock requests for the same site (the same registrable domain,
 * or the same host or IP address when there is none) belong together, so that a parent sees at a
 * glance that several blocked requests are one wish. Groups keep the order of the list given;
 * decided requests each stay alone.
 */
import { idKey } from '../api/ids'
import { cleanAddress } from '../keys/hostname'
import { registrableDomain } from '../keys/suffix'
import type { RequestStatus } from '../api/wire'

export interface GroupableRequest {
  readonly id: string
  readonly userId: string
  readonly status: RequestStatus
  readonly url?: string | undefined
  readonly domain?: string | undefined
  readonly ipAddress?: string | undefined
}

export interface RequestGroup<T> {
  /** The site the requests share ('' for a request without an address). */
  readonly site: string
  readonly requests: readonly T[]
}

/** The site a request is for: its registrable domain, else its host, else its IP address. */
export function requestSite(request: GroupableRequest): string {
  const fromDomain = cleanAddress(request.domain ?? '')
  const host = fromDomain !== '' ? fromDomain : cleanAddress(request.url ?? '')
  if (host === '') return request.ipAddress?.trim().toLowerCase() ?? ''
  const verdict = registrableDomain(host)
  return verdict.ok ? verdict.domain : host
}

export function groupRequests<T extends GroupableRequest>(requests: readonly T[]): RequestGroup<T>[] {
  const groups: { site: string; requests: T[] }[] = []
  const open = new Map<string, { site: string; requests: T[] }>()
  for (const request of requests) {
    const site = requestSite(request)
    const key = `${idKey(request.userId)} ${site}`
    const existing = request.status === 'pending' && site !== '' ? open.get(key) : undefined
    if (existing) {
      existing.requests.push(request)
      continue
    }
    const group = { site, requests: [request] }
    groups.push(group)
    if (request.status === 'pending' && site !== '') open.set(key, group)
  }
  return groups
}
