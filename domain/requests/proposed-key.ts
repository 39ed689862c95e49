/**
 * The key a parent is offered when accepting an unlock request.
 *
 * - Address: the request's domain (its host), else the host of its URL; without either (or when
 *   that host is an IP address) an IP-address key for the request's IP address.
 * - Scope: a request from an app that is not a web browser unlocks only that app (named by its
 *   catalogue slug when known, else its bundle ID); a browser's request (or one without an app)
 *   unlocks the address for web browsers.
 * - Kind: sites whose subdomains are many separate sites (big platforms, content networks,
 *   hosting services) and hosts without a registrable domain get an exact-domain key for the
 *   host; every other host an any-subdomain key for its registrable domain.
 */
import type { AddressSource } from '../keys/form'
import { cleanAddress, isIpAddress, lowerCaseAddress } from '../keys/hostname'
import { registrableDomain } from '../keys/suffix'
import type { AppScope, SharedKey } from '../api/wire'

/** Registrable domains whose requests become exact-domain keys for the requested host. */
export const exactDomainRegistrables: readonly string[] = [
  'google.com',
  'facebook.com',
  'twitter.com',
  'wikipedia.org',
  'youtube.com',
  'cloudfront.net',
  'amazonaws.com',
  'herokuapp.com',
  'netlify.app',
  'pages.dev',
]

/** What the proposed key reads of an unlock request (the wire's UnlockRequest has these). */
export interface RequestForKey {
  readonly url?: string | undefined
  readonly domain?: string | undefined
  readonly ipAddress?: string | undefined
  readonly appSlug?: string | undefined
  readonly appBundleId?: string | undefined
  readonly appCategories: readonly string[]
}

/** Whether the requesting app is a web browser (its catalogue category). */
export const isBrowserRequest = (request: RequestForKey): boolean => request.appCategories.some((c) => c.trim().toLowerCase() === 'browser')

/** The host the request names: its domain, else its URL's host ('' when neither has one). */
export function requestHost(request: Pick<RequestForKey, 'domain' | 'url'>): string {
  const fromDomain = cleanAddress(request.domain ?? '')
  return fromDomain !== '' ? fromDomain : cleanAddress(request.url ?? '')
}

/** The apps the key unlocks the address for. */
export function proposedScope(request: RequestForKey): AppScope {
  const slug = request.appSlug?.trim() ?? ''
  const bundleId = request.appBundleId?.trim() ?? ''
  if (isBrowserRequest(request) || (slug === '' && bundleId === '')) return { type: 'webBrowsers' }
  return slug !== ''
    ? { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: slug } }
    : { type: 'single', single: { type: 'bundleId', bundleId } }
}

/** The proposed key, or null when the request names no address at all. */
export function proposedKey(request: RequestForKey): SharedKey | null {
  const scope = proposedScope(request)
  const host = requestHost(request)
  if (host === '' || isIpAddress(host)) {
    const ip = host !== '' ? host : lowerCaseAddress(request.ipAddress?.trim() ?? '')
    return ip === '' ? null : { type: 'ipAddress', ipAddress: ip, scope }
  }
  const verdict = registrableDomain(host)
  if (!verdict.ok || exactDomainRegistrables.includes(verdict.domain)) return { type: 'domain', domain: host, scope }
  return { type: 'anySubdomain', domain: verdict.domain, scope }
}

/** Where the wizard's switch between strict and standard takes its address (null for IP keys). */
export function proposedSource(request: RequestForKey): AddressSource | null {
  const host = requestHost(request)
  if (host === '' || isIpAddress(host)) return null
  const verdict = registrableDomain(host)
  return { host, domain: verdict.ok ? verdict.domain : host }
}
