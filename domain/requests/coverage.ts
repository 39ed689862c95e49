/**
 * One key for a group of unlock requests: which of the group's addresses the key unlocks, and
 * the widening that unlocks them all.
 *
 * A group shares a site (see group.ts), but the key proposed for its first request may be narrower
 * than the site: on platforms whose subdomains are separate sites the proposal is exactly the
 * requested host, so `www.youtube.com` leaves `music.youtube.com` locked. Accepting still marks
 * every request of the group accepted, so the parent is shown, request by request, whether the
 * key unlocks its address, and offered the standard key for the site they share (the site and
 * every subdomain), which unlocks them all. Addresses only: the key's apps are the parent's choice.
 */
import type { KeyForm } from '../keys/form'
import { cleanAddress } from '../keys/hostname'
import { keyReach, parseTestInput, type TestQuery } from '../keys/matching'
import { registrableDomain } from '../keys/suffix'
import type { SharedKey } from '../api/wire'
import { requestHost, type RequestForKey } from './proposed-key'

export type CoverableRequest = Pick<RequestForKey, 'url' | 'domain' | 'ipAddress'>

/** The address a request asks for: its host (with the URL's path when the URL names that host), else its IP address. */
export function requestQuery(request: CoverableRequest): TestQuery | null {
  const host = requestHost(request)
  if (host === '') return request.ipAddress === undefined ? null : parseTestInput(request.ipAddress, [])
  const { url } = request
  return parseTestInput(url !== undefined && cleanAddress(url) === host ? url : host, [])
}

/** Whether the key unlocks the request's address (a request without an address: no). */
export function keyCovers(key: SharedKey, request: CoverableRequest): boolean {
  const query = requestQuery(request)
  return query !== null && keyReach(key, query) !== null
}

export interface Widening {
  /** The registrable domain every request's host is under. */
  readonly site: string
  /** The key with its address widened to the site and all its subdomains (scope unchanged). */
  readonly key: SharedKey
}

/**
 * The standard key for the site all the requests share, when the key leaves some of them locked
 * and that wider key unlocks every one; null when the key already unlocks them all, or when no
 * one site covers them (IP addresses, hosts without a registrable domain, different sites).
 */
export function widening(key: SharedKey, requests: readonly CoverableRequest[]): Widening | null {
  // A skeleton key unlocks its app whatever the address: there is nothing to widen.
  if (key.type === 'skeleton' || requests.every((r) => keyCovers(key, r))) return null
  // The first request's site (none for an IP address or a host without a registrable domain); a
  // request on another site, or without an address, is then left locked by the wider key too.
  const verdict = registrableDomain(requestHost(requests[0] ?? {}))
  if (!verdict.ok) return null
  const wider: SharedKey = { type: 'anySubdomain', domain: verdict.domain, scope: key.scope }
  return requests.every((r) => keyCovers(wider, r)) ? { site: verdict.domain, key: wider } : null
}

/** The form with its address widened to the site (a standard address); every other choice kept. */
export const widenForm = (form: KeyForm, site: string): KeyForm => ({ ...form, address: site, addressType: 'standard' })
